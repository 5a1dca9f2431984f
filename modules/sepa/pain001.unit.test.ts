import { describe, expect, it } from 'vitest';
import { pain001 } from './pain001';
import { expectFragments } from '../../server/testing/fragments';
import { pain001Errors } from '../../server/testing/pain-xsd';

// The transfer file alone: valid against the official XSD whatever the names, purposes and banks look like.

const transfer = (n: number, over: Record<string, unknown> = {}) => ({
  endToEndId: `GS-2026-000${n}`,
  amountCents: 150_000 + n,
  name: 'Jürgen Müller-Lüdenscheidt & Söhne <Coaching> Éloïse Straßenbahn Großhändlerin Überlänge ohne Ende',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: null,
  remittance: `Gutschrift GS-2026-000${n} Honorar Oktober 2026 – Ärger über Übergrößen ${'ä'.repeat(140)}`,
  ...over,
});
const debtor = { name: 'Beispiel Coaching GmbH & Co. KG', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

describe('pain.001.001.09', () => {
  it('one block with every transfer; names and purposes in the SEPA set and cut to length; sums; the XSD accepts it', async () => {
    const xml = pain001({
      messageId: 'P12345678123442348234123456789012',
      createdAt: new Date('2026-11-02T09:05:00.123Z'),
      executionDate: '2026-11-02',
      debtor,
      transfers: [transfer(1), transfer(2, { bic: 'genodef1s10' })],
    });
    expect(await pain001Errors(xml)).toEqual([]);
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    expectFragments(xml, [
      '<NbOfTxs>2</NbOfTxs><CtrlSum>3000.03</CtrlSum>',
      '<EndToEndId>GS-2026-0001</EndToEndId>',
      '<Nm>Juergen Mueller-Luedenscheidt + Soehne Coaching Eloise Strassenbahn Gr</Nm>',
      '<Ustrd>Gutschrift GS-2026-0001 Honorar Oktober 2026 Aerger ueber Uebergroessen aeae',
      '<CdtrAgt><FinInstnId><BICFI>GENODEF1S10</BICFI></FinInstnId></CdtrAgt>',
      '<ReqdExctnDt><Dt>2026-11-02</Dt></ReqdExctnDt>',
      '<DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>',
    ]);
    expect(xml.match(/<Ustrd>([^<]*)<\/Ustrd>/)![1]!.length).toBeLessThanOrEqual(140);
  });

  it('without the firm’s BIC its bank is NOTPROVIDED and a payee without BIC has no agent; still valid', async () => {
    const xml = pain001({
      messageId: 'R-refund-1',
      createdAt: new Date('2026-11-02T09:05:00Z'),
      executionDate: '2026-11-03',
      debtor: { ...debtor, bic: null },
      transfers: [transfer(1)],
    });
    expect(await pain001Errors(xml)).toEqual([]);
    expect(xml).not.toContain('BICFI');
    expect(xml).not.toContain('CdtrAgt');
  });
});
