import { describe, expect, it } from 'vitest';
import type { InvoiceFact, PaymentFact } from '../invoicing';
import type { SoldPackageFact } from '../packages';
import type { ChargedHoursFact } from '../meetings';
import { openItemsOn, refusalOf, revenueReport, yearsOffered, type ReportFacts } from './decide';
import { lastDayOf, stockDayOf } from './periods';

// What counts where in the firm's figures, one rule per test (given the facts, when the report is
// made, then the figures).

const pkg = (over: Partial<SoldPackageFact> = {}): SoldPackageFact => ({
  id: 'p1',
  name: 'Coaching',
  hundredths: 1000,
  priceCents: 119_000,
  activatedAt: new Date('2026-02-10T09:00:00Z'),
  endedAt: null,
  ...over,
});
const invoice = (over: Partial<InvoiceFact> = {}): InvoiceFact => ({
  id: 'i1',
  kind: 'invoice',
  userPackageId: 'p1',
  packageName: 'Coaching',
  issuedOn: '2026-02-10',
  correctsInvoiceId: null,
  netCents: 100_000,
  vatCents: 19_000,
  grossCents: 119_000,
  ...over,
});
const creditNote = (over: Partial<InvoiceFact> = {}): InvoiceFact =>
  invoice({
    id: 'c1',
    kind: 'credit_note',
    issuedOn: '2026-04-03',
    correctsInvoiceId: 'i1',
    netCents: -100_000,
    vatCents: -19_000,
    grossCents: -119_000,
    ...over,
  });
const paid = (amountCents: number, bookedOn: string, invoiceId = 'i1'): PaymentFact => ({
  invoiceId,
  amountCents,
  bookedOn,
});
const charge = (over: Partial<ChargedHoursFact> = {}): ChargedHoursFact => ({
  userPackageId: 'p1',
  partnerId: 'coach',
  month: '2026-03',
  kind: 'completed',
  hundredths: 200,
  ...over,
});

const given = (over: Partial<ReportFacts> = {}): ReportFacts => ({
  year: 2026,
  today: '2026-11-28',
  firstYear: 2026,
  invoices: [],
  payments: [],
  packages: [],
  charged: [],
  statements: [],
  feesByPackage: [],
  partnerNames: new Map([['coach', 'Paula Coach']]),
  ...over,
});
const month = (r: ReturnType<typeof revenueReport>, m: string) => r.months.find((x) => x.period === m)!;

describe('the firm’s figures: what counts where', () => {
  it('an invoice counts in the month of its date with net, VAT and gross', () => {
    const r = revenueReport(given({ invoices: [invoice()] }));
    expect(month(r, '2026-02')).toMatchObject({
      invoicedNetCents: 100_000,
      invoicedVatCents: 19_000,
      invoicedGrossCents: 119_000,
    });
    expect(month(r, '2026-03').invoicedGrossCents).toBe(0);
    expect(r.total.invoicedGrossCents).toBe(119_000);
  });

  it('a credit note lowers revenue in its own month; the cancelled invoice counts once with it', () => {
    const r = revenueReport(given({ invoices: [invoice(), creditNote()] }));
    expect(month(r, '2026-02').invoicedNetCents).toBe(100_000);
    expect(month(r, '2026-04')).toMatchObject({ invoicedNetCents: -100_000, invoicedVatCents: -19_000 });
    expect(r.total).toMatchObject({ invoicedNetCents: 0, invoicedVatCents: 0, invoicedGrossCents: 0 });
  });

  it('payments count by their booking date, not the invoice’s', () => {
    const r = revenueReport(
      given({ invoices: [invoice()], payments: [paid(50_000, '2026-03-01'), paid(69_000, '2026-05-31')] }),
    );
    expect(month(r, '2026-02').paidCents).toBe(0);
    expect(month(r, '2026-03').paidCents).toBe(50_000);
    expect(month(r, '2026-05').paidCents).toBe(69_000);
    expect(r.total.paidCents).toBe(119_000);
  });

  it('open items at a month’s end: what issued invoices still want, until paid or cancelled', () => {
    const facts = given({ invoices: [invoice(), creditNote()], payments: [paid(19_000, '2026-03-15')] });
    expect(openItemsOn('2026-01-31', facts.invoices, facts.payments)).toBe(0);
    expect(openItemsOn('2026-02-28', facts.invoices, facts.payments)).toBe(119_000);
    expect(openItemsOn('2026-03-31', facts.invoices, facts.payments)).toBe(100_000);
    // Cancelled by the credit note of April: nothing is owed any more.
    expect(openItemsOn('2026-04-30', facts.invoices, facts.payments)).toBe(0);
    // An overpaid invoice owes nothing and does not lower the others.
    const over = [invoice(), invoice({ id: 'i2', issuedOn: '2026-02-11' })];
    expect(openItemsOn('2026-02-28', over, [paid(150_000, '2026-02-20')])).toBe(119_000);
  });

  it('a partial credit note lowers what the invoice still wants; it does not cancel it', () => {
    // Half the hours credited in April (−595,00 €), 190,00 € paid in March: 405,00 € still open.
    const partial = creditNote({ netCents: -50_000, vatCents: -9_500, grossCents: -59_500 });
    const payments = [paid(19_000, '2026-03-15')];
    expect(openItemsOn('2026-03-31', [invoice(), partial], payments)).toBe(100_000);
    expect(openItemsOn('2026-04-30', [invoice(), partial], payments)).toBe(40_500);
    // A second credit note for the rest cancels what is left; paid more than owed counts nothing.
    const rest = creditNote({
      id: 'c2',
      issuedOn: '2026-05-02',
      netCents: -50_000,
      vatCents: -9_500,
      grossCents: -59_500,
    });
    expect(openItemsOn('2026-05-31', [invoice(), partial, rest], payments)).toBe(0);
  });

  it('a month not begun has no stocks; the year’s stocks are those of today', () => {
    const r = revenueReport(given({ invoices: [invoice()], packages: [pkg()] }));
    expect(month(r, '2026-12')).toMatchObject({ openCents: null, openHours: null, openHoursValueCents: null });
    expect(month(r, '2026-11')).toMatchObject({ openCents: 119_000, openHours: 10 });
    expect(r.total).toMatchObject({ openCents: 119_000, openHours: 10, openHoursValueCents: 100_000 });
    expect(stockDayOf('2026-11', '2026-11-28')).toBe('2026-11-28');
    expect(stockDayOf('2026-02', '2026-11-28')).toBe('2026-02-28');
    expect(lastDayOf('2028-02')).toBe('2028-02-29');
  });

  it('hours sold by the Berlin day of activation; delivered and cancelled late by the meeting’s month', () => {
    const r = revenueReport(
      given({
        // 23:30 UTC on 31 January is 1 February in Berlin.
        packages: [pkg({ activatedAt: new Date('2026-01-31T23:30:00Z') })],
        invoices: [invoice()],
        charged: [
          charge(),
          charge({ kind: 'lateCancellation', hundredths: 100 }),
          charge({ month: '2026-04', hundredths: 150 }),
        ],
      }),
    );
    expect(month(r, '2026-01').hoursSold).toBe(0);
    expect(month(r, '2026-02').hoursSold).toBe(10);
    expect(month(r, '2026-03')).toMatchObject({ hoursDelivered: 2, hoursCancelledLate: 1 });
    expect(month(r, '2026-04')).toMatchObject({ hoursDelivered: 1.5, hoursCancelledLate: 0 });
    expect(r.total).toMatchObject({ hoursSold: 10, hoursDelivered: 3.5, hoursCancelledLate: 1 });
  });

  it('open hours: paid-for hours less those charged, valued at the package’s net hourly price', () => {
    const r = revenueReport(
      given({
        packages: [pkg()],
        invoices: [invoice()],
        charged: [charge(), charge({ kind: 'lateCancellation', hundredths: 100 })],
      }),
    );
    expect(month(r, '2026-01')).toMatchObject({ openHours: 0, openHoursValueCents: 0 });
    expect(month(r, '2026-02')).toMatchObject({ openHours: 10, openHoursValueCents: 100_000 });
    // 3 of 10 hours charged in March: 7 hours at 100,00 € net each.
    expect(month(r, '2026-03')).toMatchObject({ openHours: 7, openHoursValueCents: 70_000 });
  });

  it('a package that ended owes no more hours; one not yet invoiced is valued at its offered price', () => {
    const ended = pkg({ endedAt: new Date('2026-06-30T10:00:00Z') });
    const r = revenueReport(given({ packages: [ended] }));
    expect(month(r, '2026-05')).toMatchObject({ openHours: 10, openHoursValueCents: 119_000 });
    expect(month(r, '2026-06')).toMatchObject({ openHours: 0, openHoursValueCents: 0 });
  });

  it('fees are the issued statements’ net in the month they cover; margin = delivered value less fees', () => {
    const r = revenueReport(
      given({
        packages: [pkg()],
        invoices: [invoice()],
        charged: [charge()],
        statements: [{ id: 's1', partnerId: 'coach', month: '2026-03', netCents: 17_000 }],
        feesByPackage: [{ statementId: 's1', packageName: 'Coaching', amountCents: 17_000 }],
      }),
    );
    expect(month(r, '2026-03')).toMatchObject({
      deliveredValueCents: 20_000,
      feesNetCents: 17_000,
      marginCents: 3_000,
    });
    expect(r.partners).toEqual([
      {
        partnerId: 'coach',
        name: 'Paula Coach',
        hoursCharged: 2,
        deliveredValueCents: 20_000,
        feesNetCents: 17_000,
        marginCents: 3_000,
      },
    ]);
    expect(r.packageTypes).toEqual([
      {
        name: 'Coaching',
        hoursSold: 10,
        invoicedNetCents: 100_000,
        hoursCharged: 2,
        deliveredValueCents: 20_000,
        feesNetCents: 17_000,
        marginCents: 3_000,
      },
    ]);
  });

  it('a cancelled package’s hours are worth nothing: its invoices less credit notes are its price', () => {
    const r = revenueReport(given({ packages: [pkg()], invoices: [invoice(), creditNote()], charged: [charge()] }));
    expect(month(r, '2026-03').deliveredValueCents).toBe(0);
  });

  it('facts of other years count nowhere in this one', () => {
    const r = revenueReport(
      given({
        invoices: [invoice({ issuedOn: '2025-12-30' })],
        payments: [paid(119_000, '2025-12-31')],
        charged: [charge({ month: '2025-12' })],
        statements: [],
      }),
    );
    expect(r.total).toMatchObject({ invoicedGrossCents: 0, paidCents: 0, hoursDelivered: 0, openCents: 0 });
    expect(r.partners).toEqual([]);
  });

  it('years: the firm’s first to this one, newest first; a year ahead is refused', () => {
    expect(yearsOffered(2025, '2026-11-28')).toEqual([2026, 2025]);
    expect(yearsOffered(null, '2026-11-28')).toEqual([2026]);
    expect(refusalOf(2027, '2026-11-28')).toBe('YEAR_AHEAD');
    expect(refusalOf(2026, '2026-11-28')).toBeNull();
    expect(refusalOf(2019, '2026-11-28')).toBeNull();
  });

  it('an Accelerator since deleted keeps their figures under a neutral name', () => {
    const r = revenueReport(given({ packages: [pkg()], charged: [charge({ partnerId: 'gone' })] }));
    expect(r.partners[0]).toMatchObject({ partnerId: 'gone', name: 'Gelöschter Accelerator', hoursCharged: 2 });
  });
});
