import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { pain001Errors } from '../../server/testing/pain-xsd';
import { berlinDateOf, berlinMonthOf } from '../../lib/german/time';
import type { InvoicePaymentView, InvoiceView } from '../invoicing/contract';
import { exampleDatevSettings } from '../../server/testing/example-firm';
import iconv from 'iconv-lite';
import type { PaymentProposals } from './contract';
import type { RefundView } from './refunds/contract';
import { paymentsWorldForFile } from './testing/payments-world';
import { sepaMessages } from '../sepa/contract';

// Refunds (issue 31, item 6) through the routes on the real PostgreSQL: a paid invoice, a partial
// credit note, the refund to the account that paid, its pain.001 file (XSD), DATEV's booking, the
// statement's debit marking it executed; German refusals that change nothing.

const w = paymentsWorldForFile();
const header =
  '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
const row = (day: string, text: string, purpose: string, name: string, iban: string, amount: string) =>
  `"DE89370400440532013000";"${day}";"${day}";"${text}";"${purpose}";"${name}";"${iban}";"";"${amount}";"EUR";"Umsatz gebucht"`;
const csv = (...rows: string[]) => Buffer.from([header, ...rows].join('\n'), 'latin1');
const ddmmyy = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(2, 4)}`;

const invoice = async (id: string) => (await w.call('GET', `/api/invoices/${id}`, w.admin)).json() as InvoiceView;
const refundsOf = async (id: string) =>
  ((await w.call('GET', `/api/invoices/${id}/refunds`, w.admin)).json() as { refunds: RefundView[] }).refunds;
const refund = (id: string, body: unknown, token = w.admin) =>
  w.call('POST', `/api/invoices/${id}/refund`, token, body);
const state: { invoiceId?: string; number?: string; refund?: RefundView; token?: string } = {};

describe('a refund after a partial credit note of a paid invoice', () => {
  it('is paid by transfer from the payer’s account, credited in part', async () => {
    const c = await w.invoicedClient('CP-6001-ERST');
    state.invoiceId = c.invoiceId;
    state.number = c.invoiceNumber;
    state.token = c.token;
    const today = berlinDateOf(w.portal.clock.now);
    const up = await w.upload(
      'umsaetze.csv',
      csv(
        row(
          ddmmyy(today),
          'GUTSCHR. UEBERWEISUNG',
          `RE ${c.invoiceNumber}`,
          'Erika Zahlerin',
          'DE02120300000000202051',
          '1.190,00',
        ),
      ),
    );
    expect(up.statusCode, up.body).toBe(200);
    const proposals = (await w.call('GET', '/api/payments/proposals', w.admin)).json() as PaymentProposals;
    const line = proposals.proposals.find((p) => p.invoice?.id === c.invoiceId)!;
    expect((await w.call('POST', `/api/payments/proposals/${line.id}/confirm`, w.admin, {})).statusCode).toBe(200);
    const credited = await w.call('POST', `/api/invoices/${c.invoiceId}/partial-credit`, w.admin, {
      amount: 23_800,
      reason: '2 Stunden nicht genutzt',
    });
    expect(credited.statusCode, credited.body).toBe(201);
    expect(await invoice(c.invoiceId)).toMatchObject({ paidCents: 119_000, paymentState: 'overpaid' });
  });

  it('refusals in German change nothing: too much, unreadable amount, bad IBAN, not the admin', async () => {
    const id = state.invoiceId!;
    const tooMuch = await refund(id, { amount: '238,01', reason: 'Kulanz' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(
      'Es können höchstens 238,00\u00a0€ erstattet werden (gezahlt abzüglich dessen, was die Rechnung nach Gutschriften noch verlangt).',
    );
    for (const amount of ['abc', '1,2,3', '12,345', 0, -5, 10.5, ''])
      expect((await refund(id, { amount, reason: 'Kulanz' })).statusCode).toBe(400);
    const badIban = await refund(id, { amount: 100, reason: 'Kulanz', iban: 'DE00 1234 5678 9012 3456 78' });
    expect(badIban.statusCode).toBe(400);
    expect(badIban.body).toContain('IBAN');
    // A holder only in another script would be an empty Nm in the pain.001, which the bank refuses.
    const cyrillic = await refund(id, { amount: 100, reason: 'Kulanz', accountHolder: 'Иван Петров' });
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.json().message).toBe(sepaMessages.holderNotLatin);
    expect((await refund(id, { amount: 100 })).statusCode).toBe(400);
    expect((await refund(id, { amount: 100, reason: 'x' }, state.token)).statusCode).toBe(403);
    expect((await refund('00000000-0000-4000-8000-000000000000', { amount: 100, reason: 'x' })).statusCode).toBe(404);
    expect(await refundsOf(id)).toEqual([]);
    expect((await invoice(id)).paidCents).toBe(119_000);
  });

  it('books "238,00" to the IBAN that paid: the invoice is paid exactly, the refund listed as booked', async () => {
    const id = state.invoiceId!;
    const res = await refund(id, { amount: '238,00', reason: 'Nicht genutzte Stunden erstattet' });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json() as RefundView & { message: string };
    expect(booked).toMatchObject({
      amountCents: 23_800,
      payeeName: 'Erika Zahlerin',
      payeeIban: 'DE02 1203 0000 0000 2020 51',
      endToEndId: `ERST-${state.number}-1`,
      state: 'booked',
      stateLabel: 'Gebucht, Überweisung offen',
      paidOn: null,
    });
    expect(booked.message).toContain('Erstattung über 238,00\u00a0€ gebucht.');
    state.refund = booked;
    expect(await invoice(id)).toMatchObject({ paidCents: 95_200, paymentState: 'paid' });
    const payments = (
      (await w.call('GET', `/api/invoices/${id}/payments`, w.admin)).json() as { payments: InvoicePaymentView[] }
    ).payments;
    expect(payments.map((p) => [p.amountCents, p.methodLabel])).toEqual([
      [119_000, 'Kontoauszug'],
      [-23_800, 'Erstattung'],
    ]);
    // Nothing more to pay back; a refund is no payment to undo.
    expect((await refund(id, { amount: 1, reason: 'Nochmal' })).json().code).toBe('NOTHING_TO_REFUND');
    expect((await w.call('POST', `/api/payments/${booked.id}/undo`, w.admin, { reason: 'x' })).statusCode).toBe(404);
  });

  it('its file for the bank is valid pain.001.001.09, naming the invoice', async () => {
    const xml = await w.call('GET', `/api/invoices/refunds/${state.refund!.id}/xml`, w.admin);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(await pain001Errors(xml.body)).toEqual([]);
    expect(xml.body).toContain(`<EndToEndId>ERST-${state.number}-1</EndToEndId>`);
    expect(xml.body).toContain(`<Ustrd>Erstattung zu Rechnung ${state.number}</Ustrd>`);
    expect(xml.body).toContain('<InstdAmt Ccy="EUR">238.00</InstdAmt>');
    expect(xml.body).toContain('<IBAN>DE02120300000000202051</IBAN>');
    expect(
      (await w.call('GET', '/api/invoices/refunds/00000000-0000-4000-8000-000000000000/xml', w.admin)).statusCode,
    ).toBe(404);
  });

  it('DATEV books it as money out: bank on Haben against the receivable, under the invoice’s number', async () => {
    expect((await w.call('PUT', '/api/settings/datev', w.admin, exampleDatevSettings)).statusCode).toBe(200);
    const month = berlinMonthOf(w.portal.clock.now);
    const res = await w.call('GET', `/api/invoices/export/datev?month=${month}`, w.admin);
    expect(res.statusCode).toBe(200);
    // The file as DATEV reads it (Windows-1252): amount, Haben, bank 1200, the invoice's number.
    const lines = iconv
      .decode(res.rawPayload, 'win1252')
      .split('\r\n')
      .filter((l) => l.includes(`Erstattung Rechnung ${state.number}`));
    expect(lines).toHaveLength(1);
    // Against the advance account, as its payment was (issued at acceptance: a Vorausrechnung).
    expect(lines[0]).toMatch(/^238,00;"H";"EUR";;;"";1200;1718;/);
    expect(lines[0]).toContain(`"${state.number}"`);
  });

  it('a debit on a later statement naming it with the exact amount marks it executed, once', async () => {
    const id = state.invoiceId!;
    const day = ddmmyy(berlinDateOf(w.portal.clock.now));
    const e2e = `ERST-${state.number}-1`;
    const other = row(day, 'UEBERWEISUNG', `Erstattung ${e2e}`, 'Erika Zahlerin', 'DE02120300000000202051', '-1,00');
    expect((await w.upload('a.csv', csv(other))).statusCode).toBe(200);
    expect((await refundsOf(id))[0]!.state).toBe('booked');
    const debit = row(
      day,
      'UEBERWEISUNG',
      `Erstattung zu Rechnung ${state.number} ${e2e}`,
      'Erika Zahlerin',
      'DE02120300000000202051',
      '-238,00',
    );
    expect((await w.upload('b.csv', csv(other, debit))).statusCode).toBe(200);
    const [done] = await refundsOf(id);
    expect(done).toMatchObject({ state: 'paid', stateLabel: 'Ausgeführt', paidOn: berlinDateOf(w.portal.clock.now) });
    expect((await w.upload('b.csv', csv(other, debit))).statusCode).toBe(200);
    expect(await refundsOf(id)).toHaveLength(1);
    expect((await invoice(id)).paidCents).toBe(95_200);
  });
});

describe('a refund of a cancelled invoice paid in cash', () => {
  it('asks for an IBAN when none is known, then pays back all of it', async () => {
    const c = await w.invoicedClient('CP-6002-STORNO');
    const today = berlinDateOf(w.portal.clock.now);
    const paid = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: c.invoiceId,
      amount: 119_000,
      date: today,
      method: 'cash',
      note: null,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const cancelled = await w.call('POST', `/api/invoices/${c.invoiceId}/credit-note`, w.admin, { reason: 'Storno' });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const none = await refund(c.invoiceId, { amount: 119_000, reason: 'Storno erstattet' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('bitte geben Sie IBAN und Kontoinhaber an');
    expect(await refundsOf(c.invoiceId)).toEqual([]);
    const res = await refund(c.invoiceId, {
      amount: '1.190,00',
      reason: 'Storno erstattet',
      iban: 'de89370400440532013000',
      accountHolder: 'Jörg Überweiser',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      amountCents: 119_000,
      payeeName: 'Jörg Überweiser',
      payeeIban: 'DE89 3704 0044 0532 0130 00',
    });
    expect((await invoice(c.invoiceId)).paidCents).toBe(0);
  });

  it('replay rebuilds the same tables', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
