import { describe, expect, it } from 'vitest';
import { paymentsWorldForFile } from './testing/payments-world';
import { csv, statementCalls } from './testing/statement-calls';

// The lines a statement brings, as the office works them: one file uploaded twice at once, one
// transfer naming two invoices, a foreign currency, a client who left, confirming with bad input.

const w = paymentsWorldForFile();
const { proposals, allLines, invoice } = statementCalls(w);

describe('the lines of a statement, proposed and confirmed', () => {
  it('the same statement uploaded twice at once: every line once', async () => {
    const file = Buffer.from(csv('15.03.2026;15.03.2026;Doppelt;;Doppelt hochgeladen;77,00;EUR'));
    const [a, b] = await Promise.all([w.upload('a.csv', file), w.upload('b.csv', file)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().imported + b.json().imported).toBe(1);
    expect((await allLines()).filter((l) => l.purpose === 'Doppelt hochgeladen')).toHaveLength(1);
  });

  it('one transfer naming two invoices: proposed for the one whose amount fits; the other stays open', async () => {
    const a = await w.invoicedClient('CP-5003-ERSTE');
    const b = await w.invoicedClient('CP-5004-ZWEITE');
    const res = await w.upload(
      'zwei.csv',
      Buffer.from(csv('16.03.2026;16.03.2026;Beide;;CP-5003-ERSTE CP-5004-ZWEITE;1.190,00;EUR')),
    );
    expect(res.json()).toMatchObject({ imported: 1, proposed: 1 });
    const line = (await proposals()).proposals.find((l) => l.purpose.includes('CP-5003-ERSTE'))!;
    const ok = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {});
    expect(ok.statusCode, ok.body).toBe(200);
    const paid = [await invoice(a.invoiceId), await invoice(b.invoiceId)].map((i) => i.paidCents).sort();
    expect(paid).toEqual([0, 119_000]);
  });

  it('a credit in another currency names an invoice: shown, not proposed, and it cannot pay the euro invoice', async () => {
    const c = await w.invoicedClient('CP-5005-DOLLAR');
    const res = await w.upload(
      'usd.csv',
      Buffer.from(csv('17.03.2026;17.03.2026;US Kunde;;CP-5005-DOLLAR;1.190,00;USD')),
    );
    expect(res.json()).toMatchObject({ imported: 1, proposed: 0 });
    const line = (await proposals()).unmatched.find((l) => l.purpose === 'CP-5005-DOLLAR')!;
    expect(line).toMatchObject({ currency: 'USD', amountCents: 119_000 });
    const byHand = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {
      invoiceId: c.invoiceId,
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toContain('nicht in Euro');
    expect((await invoice(c.invoiceId)).paidCents).toBe(0);
  });

  it('a client who deleted their account still owes the invoice: the transfer is proposed and books on it', async () => {
    const c = await w.invoicedClient('CP-5007-GEGANGEN');
    expect((await w.call('DELETE', '/api/users/me', c.token)).statusCode).toBe(200);
    const res = await w.upload(
      'gegangen.csv',
      Buffer.from(csv('21.03.2026;21.03.2026;Ehemalig;;CP-5007-GEGANGEN;1.190,00;EUR')),
    );
    expect(res.json()).toMatchObject({ imported: 1, proposed: 1 });
    const line = (await proposals()).proposals.find((l) => l.invoice?.id === c.invoiceId)!;
    const ok = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ paymentState: 'paid', paidCents: 119_000 });
  });

  it('confirming with bad input: German 400/404/409, never a 500, the line stays open', async () => {
    await w.upload('offen.csv', Buffer.from(csv('23.03.2026;23.03.2026;Offen;;Bleibt offen;12,00;EUR')));
    const line = (await proposals()).unmatched.find((l) => l.purpose === 'Bleibt offen')!;
    const confirm = (id: string, body: unknown) =>
      w.call('POST', `/api/payments/proposals/${id}/confirm`, w.admin, body);
    const cases: [string, unknown, number][] = [
      [line.id, { invoiceId: 5 }, 400],
      [line.id, { invoiceId: 'keine-rechnung' }, 400],
      [line.id, { invoiceId: null, extra: true }, 400],
      // An unknown invoice: 'not found' (it answered 409 with the draft's message).
      [line.id, { invoiceId: '00000000-0000-4000-8000-000000000000' }, 404],
      ['kein-uuid', {}, 404],
      ['00000000-0000-4000-8000-000000000000', {}, 404],
    ];
    for (const [id, body, status] of cases) {
      const res = await confirm(id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(/[äöüß]|Bitte|nicht|kann/);
    }
    expect((await proposals()).unmatched.map((l) => l.id)).toContain(line.id);
  });
});
