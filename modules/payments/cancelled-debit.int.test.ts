import { describe, expect, it } from 'vitest';
import { berlinDateOf } from '../../lib/german/time';
import { exampleFirm } from '../../server/testing/example-firm';
import type { InvoiceView, OpenItems } from '../invoicing/contract';
import type { Collection } from '../sepa/contract';
import type { PaymentProposals } from './contract';
import { paymentsWorldForFile } from './testing/payments-world';

// A direct debit of an invoice cancelled after its collection was created (the pain.008 may already
// be at the bank): the money that comes in is booked on the cancelled invoice as the client's
// credit, shows as 'Überzahlt' and is refunded in full through the invoice's refund.

const w = paymentsWorldForFile();
const iban = 'DE02120300000000202051';
const header =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
const ddmmyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;
const credit = (day: string, purpose: string, amount: string) =>
  Buffer.from(
    [
      header,
      `"DE89370400440532013000";"${ddmmyy(day)}";"${ddmmyy(day)}";"LASTSCHRIFT SEPA";"${purpose}";"Jürgen Müller";"${iban}";"";"${amount}";"EUR";"Umsatz gebucht"`,
    ].join('\n'),
    'latin1',
  );
const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
const openItemsOf = async (clientId: string) =>
  (await w.call('GET', `/api/invoices/open-items?clientId=${clientId}`, w.admin)).json() as OpenItems;
/** The client's credit as the open items (OPOS) show it: money the firm owes, until refunded. */
const creditShown = (invoiceId: string, cents: number) => ({
  items: [expect.objectContaining({ invoiceId, openCents: -cents, credit: true, nextLevel: null })],
  totals: { openCents: 0, overdueCents: 0, count: 0, creditCents: cents, creditCount: 1 },
});
const nothingOpen = { items: [], totals: { openCents: 0, overdueCents: 0, count: 0, creditCents: 0, creditCount: 0 } };

describe('a direct debit of an invoice cancelled after its collection', () => {
  it('is booked as the client’s credit and refunded in full', async () => {
    const firm = await w.call('PUT', '/api/settings/firm', w.admin, {
      ...exampleFirm,
      creditorId: 'DE98ZZZ09999999999',
    });
    expect(firm.statusCode, firm.body).toBe(200);
    const c = await w.invoicedClient('CP-7001-LAST');
    const granted = await w.call('PUT', '/api/sepa/mandate', c.token, { iban, accountHolder: 'Jürgen Müller' });
    expect(granted.statusCode, granted.body).toBe(200);
    const collected = await w.call('POST', '/api/sepa/collections', w.admin, { dueUntil: '2099-12-31' });
    expect(collected.statusCode, collected.body).toBe(201);
    const debit = (collected.json() as Collection).items.find((i) => i.invoiceId === c.invoiceId)!;
    expect(debit.amountCents).toBe(119_000);

    // The Storno after the file was made: the package is cancelled, its unpaid invoice credited.
    const cancelled = await w.call('POST', `/api/packages/${c.userPackageId}/cancel`, w.admin, { reason: 'Abgesagt' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ status: 'cancelled', paymentState: null });

    // The bank collected anyway: the statement's credit names the invoice.
    const today = berlinDateOf(w.portal.clock.now);
    expect((await w.upload('umsaetze.csv', credit(today, `RE ${c.invoiceNumber}`, '1.190,00'))).statusCode).toBe(200);
    // Proposed for the cancelled invoice (a debit of its collection), confirmed as it stands.
    const lists = (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
    const line = lists.proposals.find((l) => l.invoice?.id === c.invoiceId)!;
    expect(line, JSON.stringify(lists.unmatched.map((l) => l.purpose))).toBeDefined();
    const confirmed = await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {});
    // Before: 409 'Die Rechnung wurde storniert …', and the 1.190 € stood nowhere.
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toContain('Guthaben');
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'overpaid' });
    // Before: the cancelled invoice left the open items, and the client's credit stood nowhere there.
    expect(await openItemsOf(c.id)).toEqual(creditShown(c.invoiceId, 119_000));

    const refund = await w.call('POST', `/api/invoices/${c.invoiceId}/refund`, w.admin, {
      amount: '1.190,00',
      reason: 'Lastschrift nach Storno',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 0, paymentState: null });
    expect(await openItemsOf(c.id)).toEqual(nothingOpen);
  });

  it('a debit of an invoice paid by transfer meanwhile is proposed as an overpayment and refunded', async () => {
    const c = await w.invoicedClient('CP-7002-DOPPELT');
    const granted = await w.call('PUT', '/api/sepa/mandate', c.token, { iban, accountHolder: 'Jürgen Müller' });
    expect(granted.statusCode, granted.body).toBe(200);
    const collected = await w.call('POST', '/api/sepa/collections', w.admin, { dueUntil: '2099-12-31' });
    expect(collected.statusCode, collected.body).toBe(201);
    const today = berlinDateOf(w.portal.clock.now);
    const byHand = { invoiceId: c.invoiceId, amount: 119_000, date: today, method: 'other_account', note: null };
    expect((await w.call('POST', '/api/payments/manual', w.admin, byHand)).statusCode).toBe(201);

    expect((await w.upload('umsaetze2.csv', credit(today, `RE ${c.invoiceNumber}`, '1.190,00'))).statusCode).toBe(200);
    const lists = (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
    // Before: unmatched, and the screen's picker lists only open invoices.
    const line = lists.proposals.find((l) => l.invoice?.id === c.invoiceId)!;
    expect(line, JSON.stringify(lists.unmatched.map((l) => l.purpose))).toBeDefined();
    expect((await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {})).statusCode).toBe(200);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 238_000, paymentState: 'overpaid' });
    expect(await openItemsOf(c.id)).toEqual(creditShown(c.invoiceId, 119_000));
    const refund = await w.call('POST', `/api/invoices/${c.invoiceId}/refund`, w.admin, {
      amount: '1.190,00',
      reason: 'Doppelt gezahlt: Lastschrift und Überweisung',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await openItemsOf(c.id)).toEqual(nothingOpen);
  });
});
