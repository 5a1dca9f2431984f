import { describe, expect, it } from 'vitest';
import { setOffMessages } from './contract';
import { invoiceWorldForFile } from './testing';

// Hunting the set-off: two office workers using the same credit at once (set-off and set-off, set-off
// and refund), run several rounds; amounts typed the German way are refused in German, never read.

const w = invoiceWorldForFile();
const setOff = (fromId: string, toInvoiceId: string, amount: unknown) =>
  w.call('POST', `/api/invoices/${fromId}/set-off`, w.admin, { toInvoiceId, amount });
const refund = (id: string, amount: number) =>
  w.call('POST', `/api/invoices/${id}/refund`, w.admin, {
    amount,
    reason: 'Doppelt gezahlt',
    iban: 'DE89 3704 0044 0532 0130 00',
    accountHolder: 'Rechnung Kunde',
  });
const paid = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json().paidCents as number;

/** A client whose first invoice holds 200,00 € credit, and their second, open invoice (595,00 €). */
async function clientWithCredit() {
  const { client, invoice: first } = await w.invoicedWithDatev();
  expect((await w.payByHand(first.id, 139_000)).statusCode).toBe(201);
  const next = await w.nextInvoiceOf(client, first.id);
  return { first, next };
}

describe('one credit, two office workers', () => {
  it('two set-offs of the whole credit at once: one books, the other is told the most left (three rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const { first, next } = await clientWithCredit();
      const answers = await Promise.all([setOff(first.id, next.id, 20_000), setOff(first.id, next.id, 20_000)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect([await paid(first.id), await paid(next.id)]).toEqual([119_000, 20_000]);
    }
  });

  it('a set-off and a refund of the whole credit at once: only one spends it (three rounds)', async () => {
    for (let round = 0; round < 3; round++) {
      const { first, next } = await clientWithCredit();
      const answers = await Promise.all([setOff(first.id, next.id, 20_000), refund(first.id, 20_000)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      // Whichever came first, the credit left the first invoice once.
      expect(await paid(first.id)).toBe(119_000);
      expect(await paid(next.id)).toBe(answers[0]!.statusCode === 201 ? 20_000 : 0);
    }
  });

  it('amounts typed the German way are refused in German, nothing is set off', async () => {
    const { first, next } = await clientWithCredit();
    for (const amount of ['1.234,56', '99,9', '0,005', 99.9, 0.005]) {
      const res = await setOff(first.id, next.id, amount);
      expect([res.statusCode, res.json().message]).toEqual([400, setOffMessages.amount]);
    }
    expect(await paid(first.id)).toBe(139_000);
  });
});
