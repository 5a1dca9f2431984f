import { describe, expect, it } from 'vitest';
import { paymentsMessages, type PaymentProposals } from './contract';
import { camtFile } from './testing/camt-file';
import { paymentsWorldForFile } from './testing/payments-world';

// Security round three (L): a CAMT file with a DOCTYPE or nested deeper than the XML parser allows
// answered 500. A bank's statement has neither: such a file is refused with a German 400 before it
// is parsed (no entity is ever expanded), and nothing is stored.

const w = paymentsWorldForFile();
const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
const withDoctype = (doctype: string, purpose: string) =>
  Buffer.from(
    camtFile('10.00', '2026-03-14', purpose, 'REF-DTD').toString().replace(declaration, `${declaration}${doctype}`),
  );

async function lineCount(): Promise<number> {
  const p = (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
  return p.proposals.length + p.unmatched.length + p.confirmed.length;
}

async function refused(name: string, bytes: Buffer, message: string) {
  const before = await lineCount();
  const started = Date.now();
  const res = await w.upload(name, bytes);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(message);
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await lineCount()).toBe(before);
}

describe('XML a bank never writes', () => {
  it('a DOCTYPE with an internal entity is refused, not expanded', async () => {
    await refused(
      'dtd.xml',
      withDoctype('<!DOCTYPE Document [<!ENTITY x "Wert">]>', '&x;'),
      paymentsMessages.xmlDoctype,
    );
  });

  it('a DOCTYPE naming an external entity (XXE) is refused with a German 400, not a 500', async () => {
    const xxe = '<!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]>';
    await refused('xxe.xml', withDoctype(xxe, '&x;'), paymentsMessages.xmlDoctype);
  });

  it('an entity expansion bomb is refused quickly', async () => {
    const levels = ['<!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">'];
    for (const [from, to] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'e'],
      ['e', 'f'],
      ['f', 'g'],
    ])
      levels.push(`<!ENTITY ${to} "${`&${from};`.repeat(10)}">`);
    await refused('bombe.xml', withDoctype(`<!DOCTYPE d [${levels.join('')}]>`, '&g;'), paymentsMessages.xmlDoctype);
  });

  it('a purpose nested 1,000 levels deep is refused with a German 400, not a 500', async () => {
    const deep = `${'<a>'.repeat(1000)}tief${'</a>'.repeat(1000)}`;
    await refused('tief.xml', camtFile('10.00', '2026-03-14', deep, 'REF-TIEF'), paymentsMessages.xmlTooDeep);
  });

  it('a statement as banks write it is still read', async () => {
    const res = await w.upload('auszug.xml', camtFile('12.34', '2026-03-14', 'Ganz normal', 'REF-NORMAL'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits: 1, imported: 1 });
  });
});
