import { describe, expect, it } from 'vitest';
import { skr03Accounts } from './contract';
import { bookingsOf, fiscalYearStartOf, headerOf, lastDayOf, type InvoiceEntry, type PaymentEntry } from './bookings';
import { encodeCp1252 } from './cp1252';
import { buchungsstapel } from './extf';
import { centsOf, readBack } from './testing/read-back';
import { booked, invoiceBooking } from './testing/booking';
import { exampleDatevSettings } from '../../../server/testing/example-firm';

const inv = (number: string, grossCents: number, extra: Partial<InvoiceEntry> = {}): InvoiceEntry => ({
  kind: 'invoice',
  number,
  issuedOn: '2026-03-05',
  grossCents,
  vatRate: 19,
  smallBusiness: false,
  buyer: 'Firma 1 GmbH',
  corrects: null,
  advance: false,
  ...extra,
});
const pay = (
  invoiceNumber: string,
  amountCents: number,
  bookedOn = '2026-03-20',
  extra: Partial<PaymentEntry> = {},
): PaymentEntry => ({
  amountCents,
  bookedOn,
  invoiceNumber,
  buyer: 'Firma 1 GmbH',
  vatRate: 19,
  smallBusiness: false,
  advance: false,
  ...extra,
});

describe('a month’s bookings', () => {
  it('an invoice: debtor on Soll against the revenue account of its VAT, gross, no BU key', () => {
    const [b] = booked(bookingsOf([inv('2026-0001', 119_000)], [], skr03Accounts));
    expect(b).toEqual(invoiceBooking);
    expect(booked(bookingsOf([inv('2026-0002', 10_700, { vatRate: 7 })], [], skr03Accounts))[0]!.contraAccount).toBe(
      '8300',
    );
    const small = inv('2026-0003', 50_000, { vatRate: 0, smallBusiness: true });
    expect(booked(bookingsOf([small], [], skr03Accounts))[0]!.contraAccount).toBe('8195');
  });

  it('a credit note (negative gross) books the reversal on Haben under the ORIGINAL’s number (Belegfeld 1), its own in the text', () => {
    const credit = inv('2026-0004', -119_000, { kind: 'credit_note', corrects: '2026-0001', issuedOn: '2026-04-02' });
    const [b] = booked(bookingsOf([credit], [], skr03Accounts));
    expect(b).toMatchObject({ amountCents: 119_000, side: 'H', account: '10000', contraAccount: '8400' });
    // The original's open item in the adviser's OPOS is cleared by the same Belegfeld 1.
    expect(b!.document).toBe('2026-0001');
    expect(b!.text).toBe('Stornorechnung 2026-0004 zu 2026-0001 Firma 1 GmbH');
  });

  it('a partial credit note (Rechnungskorrektur) books its part on Haben under the original’s number, named a correction', () => {
    const part = inv('2026-0005', -23_800, { kind: 'credit_note', corrects: '2026-0001', partial: true });
    const [b] = booked(bookingsOf([part], [], skr03Accounts));
    expect(b).toMatchObject({ amountCents: 23_800, side: 'H', account: '10000', contraAccount: '8400' });
    expect(b!.document).toBe('2026-0001');
    expect(b!.text).toBe('Rechnungskorrektur 2026-0005 zu 2026-0001 Firma 1 GmbH');
  });

  it('given Sollversteuerung, an advance invoice books nothing itself; its payment goes to the advances received of its VAT', () => {
    const advance = inv('2026-0006', 119_000, { advance: true });
    const credit = inv('2026-0007', -119_000, { kind: 'credit_note', corrects: '2026-0006', advance: true });
    const payments = [
      pay('2026-0006', 119_000, '2026-03-20', { advance: true }),
      pay('2026-0008', 10_700, '2026-03-21', { advance: true, vatRate: 7 }),
      pay('2026-0009', 50_000, '2026-03-22', { advance: true, vatRate: 0, smallBusiness: true }),
    ];
    const bookings = booked(bookingsOf([advance, credit], payments, skr03Accounts, 'soll'));
    expect(bookings.map((b) => [b.account, b.contraAccount, b.side, b.amountCents, b.document])).toEqual([
      ['1200', '1718', 'S', 119_000, '2026-0006'],
      ['1200', '1711', 'S', 10_700, '2026-0008'],
      ['1200', '1710', 'S', 50_000, '2026-0009'],
    ]);
    expect(bookings[0]!.text).toBe('Anzahlung Rechnung 2026-0006 Firma 1 GmbH');
  });

  it('given Ist-Versteuerung (§ 20 UStG), invoices book nothing; each payment books the revenue of its VAT', () => {
    const invoices = [
      inv('2026-0001', 119_000),
      inv('2026-0002', -119_000, { kind: 'credit_note', corrects: '2026-0001' }),
      inv('2026-0003', 119_000, { advance: true }),
    ];
    const payments = [
      pay('2026-0003', 119_000, '2026-03-20', { advance: true }),
      pay('2026-0004', 10_700, '2026-03-21', { vatRate: 7 }),
      pay('2026-0005', 50_000, '2026-03-22', { vatRate: 0, smallBusiness: true }),
      pay('2026-0004', -700, '2026-03-23', { vatRate: 7 }),
    ];
    const bookings = booked(bookingsOf(invoices, payments, skr03Accounts, 'ist'));
    expect(bookings.map((b) => [b.account, b.contraAccount, b.side, b.amountCents, b.document])).toEqual([
      ['1200', '8400', 'S', 119_000, '2026-0003'],
      ['1200', '8300', 'S', 10_700, '2026-0004'],
      ['1200', '8195', 'S', 50_000, '2026-0005'],
      ['1200', '8300', 'H', 700, '2026-0004'],
    ]);
  });

  it('a payment: bank on Soll against the debtor, the invoice number in Belegfeld 1; a refund on Haben', () => {
    const [p, refund] = booked(bookingsOf([], [pay('2026-0001', 119_000), pay('2026-0001', -5_000)], skr03Accounts));
    expect(p).toEqual({
      amountCents: 119_000,
      side: 'S',
      account: '1200',
      contraAccount: '10000',
      taxKey: null,
      date: '2026-03-20',
      document: '2026-0001',
      text: 'Zahlung Rechnung 2026-0001 Firma 1 GmbH',
    });
    expect(refund).toMatchObject({ amountCents: 5_000, side: 'H', account: '1200', contraAccount: '10000' });
  });

  it('money that never went through the bank: cash on the till, a set-off (Verrechnung) on the clearing account, as the file reads back', () => {
    const payments = [
      pay('2026-0001', 119_000, '2026-03-20', { method: 'cash' }),
      // The client's credit on a cancelled invoice used against this one: no money moved.
      pay('2026-0002', 50_000, '2026-03-21', { method: 'offsetting' }),
      pay('2026-0003', 10_700, '2026-03-22', { method: 'bank_statement' }),
      // A refund is a real transfer (pain.001): the bank.
      pay('2026-0004', -5_000, '2026-03-23', { method: 'refund' }),
      // A set-off taken back books the other way on the same account.
      pay('2026-0002', -50_000, '2026-03-24', { method: 'offsetting', label: 'Zahlung zurückgenommen' }),
    ];
    const header = headerOf(exampleDatevSettings, '2026-03', { date: '2026-04-01', time: '08:00:00.000' });
    const { rows } = readBack(encodeCp1252(buchungsstapel(header, booked(bookingsOf([], payments, skr03Accounts)))));
    expect(rows.map((r) => [r[6], r[7], r[1], centsOf(r[0]!), r[10]])).toEqual([
      ['1000', '10000', 'S', 119_000, '2026-0001'],
      ['1590', '10000', 'S', 50_000, '2026-0002'],
      ['1200', '10000', 'S', 10_700, '2026-0003'],
      ['1200', '10000', 'H', 5_000, '2026-0004'],
      ['1590', '10000', 'H', 50_000, '2026-0002'],
    ]);
    // Ist-Versteuerung: the same money accounts against the revenue.
    const ist = booked(bookingsOf([], payments.slice(0, 2), skr03Accounts, 'ist'));
    expect(ist.map((b) => [b.account, b.contraAccount])).toEqual([
      ['1000', '8400'],
      ['1590', '8400'],
    ]);
  });

  it('zero amounts book nothing', () => {
    expect(booked(bookingsOf([inv('2026-0005', 0)], [pay('2026-0005', 0)], skr03Accounts))).toEqual([]);
  });

  it('a VAT rate without an account refuses the export, naming the invoices and rates', () => {
    const r = bookingsOf(
      [inv('2026-0001', 119_000), inv('2026-0002', 116_000, { vatRate: 16 }), inv('2026-0003', 100, { vatRate: 0 })],
      [],
      skr03Accounts,
    );
    expect(r).toEqual({ ok: false, numbers: ['2026-0002', '2026-0003'], rates: [0, 16] });
  });

  it('the file’s invoice lines sum to the invoices’ gross; payments apart; every document once', () => {
    const invoices = [
      inv('2026-0001', 119_000),
      inv('2026-0002', 99_999, { issuedOn: '2026-03-31' }),
      inv('2026-0003', -119_000, { kind: 'credit_note', corrects: '2026-0001' }),
      inv('2026-0004', 10_700, { vatRate: 7 }),
    ];
    const payments = [pay('2026-0002', 50_000), pay('2026-0004', 10_700, '2026-03-01')];
    const header = headerOf(exampleDatevSettings, '2026-03', { date: '2026-04-01', time: '08:00:00.000' });
    const { rows } = readBack(
      encodeCp1252(buchungsstapel(header, booked(bookingsOf(invoices, payments, skr03Accounts)))),
    );
    const signed = (r: string[]) => (r[1] === 'S' ? 1 : -1) * centsOf(r[0]!);
    const invoiceRows = rows.filter((r) => r[6] === '10000');
    const paymentRows = rows.filter((r) => r[6] === '1200');
    // The credit note 2026-0003 under its original's number (Belegfeld 1).
    expect(invoiceRows.map((r) => r[10])).toEqual(['2026-0001', '2026-0002', '2026-0001', '2026-0004']);
    expect(invoiceRows.reduce((s, r) => s + signed(r), 0)).toBe(invoices.reduce((s, i) => s + i.grossCents, 0));
    expect(paymentRows.map((r) => [r[10], r[9], signed(r)])).toEqual([
      ['2026-0002', '2003', 50_000],
      ['2026-0004', '0103', 10_700],
    ]);
  });
});

describe('the period', () => {
  it('a month’s last day, leap years included', () => {
    expect(lastDayOf('2026-02')).toBe('2026-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
  });

  it('the fiscal year the month lies in: the calendar year, or one starting in another month', () => {
    expect(fiscalYearStartOf('2026-03', 1)).toBe('2026-01-01');
    expect(fiscalYearStartOf('2026-03', 7)).toBe('2025-07-01');
    expect(fiscalYearStartOf('2026-07', 7)).toBe('2026-07-01');
  });
});
