import { expect } from 'vitest';
import { berlinDateOf } from '../../../../lib/german/time';
import type { InvoiceRow } from '../../contract';
import type { InvoiceWorld } from '../../testing';

const DAY = 24 * 60 * 60 * 1000;

// What the DATEV route tests ask of the file's world: the clock moved on with the admin's session
// kept, days ahead, the month's export, a package activated, an invoice paid by a bank statement.

export function datevCalls(w: InvoiceWorld) {
  /**
   * Moves the test clock forward to `target` in steps of 14 days, the admin's session used on each: a
   * session is renewed once less than 15 of its 30 days are left, so a longer step could pass a whole
   * unrenewed session (20 days after a use that left 15 days and a quarter: a 401 by time of day).
   */
  async function moveClockTo(target: Date) {
    while (w.portal.clock.now < target) {
      w.portal.clock.advance(Math.min(14 * DAY, target.getTime() - w.portal.clock.now.getTime()));
      expect((await w.call('GET', '/api/settings/datev', w.admin)).statusCode).toBe(200);
    }
  }

  /** Noon UTC on `day` of the month `ahead` months after the clock's month. */
  function dayAhead(ahead: number, day: number): Date {
    const now = w.portal.clock.now;
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, day, 12));
  }

  const exportOf = (month: string, token = w.admin) =>
    w.call('GET', `/api/invoices/export/datev?month=${month}`, token);

  /** The admin confirms the client's payment and activates the package (a firm invoicing at activation invoices now). */
  async function activate(userPackageId: string) {
    const res = await w.call('POST', `/api/packages/${userPackageId}/activate`, w.admin, { paymentConfirmed: true });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** A transfer for `invoice` in a bank CSV, uploaded and its proposal confirmed (booked today). */
  async function payByStatement(invoice: InvoiceRow, amount: string, payer: string) {
    const day = berlinDateOf(w.portal.clock.now).split('-').reverse().join('.');
    const csv = [
      'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung',
      `${day};${day};${payer};DE02120300000000202051;Rechnung ${invoice.number};${amount};EUR`,
    ].join('\r\n');
    const boundary = '----auszug';
    const uploaded = await w.portal.call('POST', '/api/payments/statements', {
      token: w.admin,
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="umsaetze.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const proposals = (await w.call('GET', '/api/payments/proposals', w.admin)).json().proposals as {
      id: string;
      invoice: { id: string } | null;
    }[];
    const line = proposals.find((p) => p.invoice?.id === invoice.id)!;
    expect((await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {})).statusCode).toBe(200);
  }

  return { moveClockTo, dayAhead, exportOf, activate, payByStatement };
}
