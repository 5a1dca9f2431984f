import { describe, expect, it } from 'vitest';
import { berlinDateOf, berlinMonthOf } from '../../../lib/german/time';
import { invoiceWorldForFile } from '../testing';
import { readBack } from './testing/read-back';

// Issue 31: a payment taken back books in the month it was taken back, the other way round; the
// payment itself stays in its month. Through the real routes: a payment by hand, its undo, the export.

const w = invoiceWorldForFile();

describe('DATEV and a payment taken back', () => {
  it('the payment (bank Soll) and its reversal (bank Haben), by the invoice number, on the account the payment used', async () => {
    const { invoice } = await w.invoicedWithDatev();
    const today = berlinDateOf(w.portal.clock.now);
    const booked = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: invoice!.id,
      amount: 119_000,
      date: today,
      method: 'cash',
      note: null,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const undone = await w.call('POST', `/api/payments/${booked.json().paymentId}/undo`, w.admin, {
      reason: 'Geld kam nie an',
    });
    expect(undone.statusCode, undone.body).toBe(200);

    const res = await w.call('GET', `/api/invoices/export/datev?month=${berlinMonthOf(w.portal.clock.now)}`, w.admin);
    expect(res.statusCode).toBe(200);
    const rows = readBack(res.rawPayload).rows.filter((r) => r[10] === invoice!.number);
    // Invoiced at acceptance, before the service: a Vorausrechnung, not booked itself; its payment is
    // an advance received (1718), in cash: the till (1000), not the bank; the take-back reverses exactly that.
    expect(rows.map((r) => [r[0], r[1], r[6], r[7]])).toEqual([
      ['1190,00', 'S', '1000', '1718'],
      ['1190,00', 'H', '1000', '1718'],
    ]);
    expect(rows[1]![13]).toContain(`Zahlung zurückgenommen Rechnung ${invoice!.number}`);
  });
});
