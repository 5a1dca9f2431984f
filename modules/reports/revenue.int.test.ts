import { describe, expect, it } from 'vitest';
import { addDays, berlinDateOf } from '../../lib/german/time';
import { readGermanNumber } from '../../lib/german/number';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { demoPartner, demoPortalForFile, signedInClientWithOffer } from '../../server/testing/demo-portal';
import { exampleFirm } from '../../server/testing/example-firm';
import type { InvoicePaymentView, InvoiceRow, InvoiceView } from '../invoicing/contract';
import type { StatementView } from '../fees/contract';
import { figureLabels, reportsMessages, type RevenueReport } from './contract';

// A test that sums both sides: a year (2027, ahead of the real clock) built through the real routes
// with invoices, a credit note, payments, completed meetings, a late cancellation and an issued
// statement; the report's figures equal the sums of the invoices', payments' and statements' own lists.

const w = demoPortalForFile();
const call = (method: string, url: string, token: string, body?: unknown) =>
  w.portal.call(method as 'GET', url, { token, ...(body === undefined ? {} : { body }) });
const dayAhead = (days: number) => addDays(berlinDateOf(w.portal.clock.now), days);

/** The clock moved forward to `iso`; the office and the Accelerator sign in again (sessions end after idle days). */
async function moveTo(iso: string) {
  w.portal.clock.now = new Date(iso);
  w.admin = await w.portal.signIn(demoAdmin);
  return demoPartner(w.portal, 0);
}

const ok = async (method: string, url: string, token: string, body?: unknown) => {
  const res = await call(method, url, token, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

let clients = 0;
/** A new client with an offer (1.190,00 € gross, 10 + 5 hours) from the office signed in now. */
async function clientWithOffer() {
  clients += 1;
  return signedInClientWithOffer(
    w.portal,
    w.admin,
    { email: `zahlen${clients}@beispiel.de`, name: `Zahlen Kunde ${clients}` },
    {
      packageName: 'Coaching Intensiv',
      customPrice: 1190,
      partnerHours: [
        { partnerId: (await demoPartner(w.portal, 0)).id, hours: 10 },
        { partnerId: (await demoPartner(w.portal, 1)).id, hours: 5 },
      ],
    },
  );
}

/** A client who accepted such an offer: their issued invoice. */
async function invoicedClient() {
  const c = await clientWithOffer();
  await ok('PUT', '/api/invoices/billing-address', c.token, {
    street: 'Kundenweg 5',
    postalCode: '50667',
    city: 'Köln',
    country: 'DE',
  });
  await ok('POST', '/api/packages/accept', c.token, { packageId: c.userPackageId });
  const [invoice] = (await ok('GET', `/api/invoices?clientId=${c.id}`, w.admin)).invoices as InvoiceRow[];
  expect(invoice).toMatchObject({ status: 'issued', grossCents: 119_000 });
  return { ...c, invoice: invoice! };
}

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((s, i) => s + of(i), 0);
const euroCell = (cents: number) => readGermanNumber(String(cents / 100).replace('.', ','))!.value;

describe('the firm’s figures sum to their sources', () => {
  it('invoiced, paid, open, hours and fees of a year equal the invoices’, payments’ and statements’ own lists', async () => {
    let coach = await moveTo('2027-01-04T09:00:00Z');
    await ok('PUT', '/api/settings/firm', w.admin, exampleFirm);
    expect(
      (
        await call('PUT', `/api/partners/${coach.id}/fee-terms`, w.admin, {
          hourlyRate: 8000,
          payLateCancellations: true,
          payNoShows: true,
          vatRate: 19,
          validFrom: '2027-01-01',
        })
      ).statusCode,
    ).toBe(200);
    await ok('PUT', '/api/partners/me/billing', coach.token, {
      legalName: 'Coach Beratung',
      address: { street: 'Münzstraße 5', postalCode: '10178', city: 'Berlin', country: 'DE' },
      taxNumber: '27/123/45678',
      iban: 'DE89 3704 0044 0532 0130 00',
      accountHolder: 'Coach Beratung',
    });

    // A: paid in full at activation; B: part paid by hand in February; C: cancelled by a credit note in February.
    const a = await invoicedClient();
    await ok('POST', `/api/packages/${a.userPackageId}/activate`, w.admin, { paymentConfirmed: true });
    const b = await invoicedClient();
    const c = await invoicedClient();

    // Two meetings held, one cancelled by the client inside the notice (its hour charged).
    const plan = async (days: number, time: string) =>
      (
        await ok('POST', '/api/meetings/create', coach.token, {
          clientId: a.id,
          date: dayAhead(days),
          time,
          duration: 60,
          platform: 'zoom',
        })
      ).id as string;
    const held = [await plan(1, '10:00'), await plan(2, '10:00')];
    const late = await plan(1, '08:00');
    await ok('POST', `/api/meetings/${late}/cancel`, a.token, { charged: true });

    coach = await moveTo('2027-01-07T12:00:00Z');
    for (const id of held)
      await ok('POST', `/api/meetings/${id}/complete`, coach.token, { summary: 'Ziele besprochen' });

    coach = await moveTo('2027-02-03T09:00:00Z');
    await ok('POST', `/api/invoices/${c.invoice.id}/credit-note`, w.admin, { reason: 'Paket storniert' });
    await ok('POST', '/api/payments/manual', w.admin, {
      invoiceId: b.invoice.id,
      amount: 50_000,
      date: '03.02.2027',
      method: 'other_account',
    });
    await ok('POST', '/api/fees/statements/draft', w.admin, { month: '2027-01' });
    const [drafted] = (await ok('GET', `/api/fees/statements?month=2027-01&partnerId=${coach.id}`, w.admin))
      .statements as StatementView[];
    await ok('POST', `/api/fees/statements/${drafted!.id}/issue`, w.admin);

    const res = await call('GET', '/api/reports/revenue?year=2027', w.admin);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as RevenueReport;

    // The other side: the invoices' list, each invoice's payments, the statements' list.
    const listed = ((await ok('GET', '/api/invoices?limit=200', w.admin)).invoices as InvoiceRow[]).filter(
      (i) => i.issuedOn?.startsWith('2027-') && (i.status === 'issued' || i.status === 'cancelled'),
    );
    // Each invoice whole from its own route: the list's rows carry no document (issue 36 item 5).
    const invoices = await Promise.all(
      listed.map(async (i) => (await ok('GET', `/api/invoices/${i.id}`, w.admin)) as InvoiceView),
    );
    const payments: InvoicePaymentView[] = [];
    for (const i of invoices)
      payments.push(...((await ok('GET', `/api/invoices/${i.id}/payments`, w.admin)).payments as InvoicePaymentView[]));
    const standing = payments.filter((p) => p.undoneOn === null && p.bookedOn.startsWith('2027-'));
    const statements = ((await ok('GET', '/api/fees/statements', w.admin)).statements as StatementView[]).filter(
      (s) => s.status === 'issued' && s.month.startsWith('2027-'),
    );
    const stillOpen = invoices.filter((i) =>
      ['open', 'overdue', 'partial', 'partial_overdue'].includes(i.paymentState ?? ''),
    );

    expect(invoices).toHaveLength(4);
    expect(report.total).toMatchObject({
      invoicedNetCents: sum(invoices, (i) => i.document!.amounts.netCents),
      invoicedVatCents: sum(invoices, (i) => i.document!.amounts.vatCents),
      invoicedGrossCents: sum(invoices, (i) => i.grossCents),
      paidCents: sum(standing, (p) => p.amountCents),
      openCents: sum(stillOpen, (i) => i.grossCents - i.paidCents),
      feesNetCents: sum(statements, (s) => s.netCents),
      hoursDelivered: 2,
      hoursCancelledLate: 1,
    });
    for (const m of report.months) {
      const ofMonth = invoices.filter((i) => i.issuedOn!.startsWith(m.period));
      expect(m.invoicedGrossCents, m.period).toBe(sum(ofMonth, (i) => i.grossCents));
      expect(m.paidCents, m.period).toBe(
        sum(
          standing.filter((p) => p.bookedOn.startsWith(m.period)),
          (p) => p.amountCents,
        ),
      );
      expect(m.feesNetCents, m.period).toBe(
        sum(
          statements.filter((s) => s.month === m.period),
          (s) => s.netCents,
        ),
      );
    }
    // The same figures, spelt out: three invoices in January, the credit note in February.
    expect(report.months[0]).toMatchObject({ invoicedGrossCents: 357_000, paidCents: 119_000, openCents: 238_000 });
    expect(report.months[1]).toMatchObject({ invoicedGrossCents: -119_000, paidCents: 50_000, openCents: 69_000 });
    expect(report.months[2]).toMatchObject({ openCents: null, openHours: null });
    // The statement pays what the meetings charged: 3 hours at 80,00 €.
    expect(statements.map((s) => s.hours)).toEqual([report.total.hoursDelivered + report.total.hoursCancelledLate]);
    expect(report.total.feesNetCents).toBe(24_000);
    // 15 hours sold (A's package), 3 charged: 12 open at 1.000,00 € net / 15 hours.
    expect(report.total).toMatchObject({ hoursSold: 15, openHours: 12, openHoursValueCents: 80_000 });
    expect(report.total).toMatchObject({ deliveredValueCents: 20_000, marginCents: -4_000 });
    expect(report.partners).toEqual([
      expect.objectContaining({ partnerId: coach.id, hoursCharged: 3, feesNetCents: 24_000, marginCents: -4_000 }),
    ]);
    expect(report.packageTypes).toEqual([
      expect.objectContaining({
        name: 'Coaching Intensiv',
        hoursSold: 15,
        invoicedNetCents: sum(invoices, (i) => i.document!.amounts.netCents),
        feesNetCents: 24_000,
      }),
    ]);
    expect(report.years).toEqual([2027]);
    expect(report.asOf).toBe('2027-02-03');

    // The CSV: the same figures, for a German Excel.
    const csv = await call('GET', '/api/reports/revenue/export?year=2027', w.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = csv.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Monat', ...Object.values(figureLabels)]);
    expect(rows[1]![0]).toBe('Januar 2027');
    const year = rows.find((r) => r[0] === 'Jahr 2027')!;
    expect(readGermanNumber(year[1]!)!.value).toBe(euroCell(report.total.invoicedNetCents));
    expect(readGermanNumber(year[3]!)!.value).toBe(euroCell(report.total.invoicedGrossCents));
    expect(readGermanNumber(year[13]!)!.value).toBe(-40);
    expect(year[13]).toBe('-40,00');
    expect(rows.some((r) => r[0] === 'Accelerator')).toBe(true);
    expect(rows.some((r) => r[0] === 'Coaching Intensiv')).toBe(true);
  });

  it('refuses a year ahead and what is not a year, in German; only the office reads', async () => {
    const ahead = await call('GET', '/api/reports/revenue?year=2099', w.admin);
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().message).toBe(reportsMessages.yearAhead);
    for (const year of ['zwanzig', '2.027', '2027,5', '']) {
      const res = await call('GET', `/api/reports/revenue/export?year=${encodeURIComponent(year)}`, w.admin);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toBe(reportsMessages.year);
    }
    const coach = await demoPartner(w.portal, 0);
    expect((await call('GET', '/api/reports/revenue?year=2027', coach.token)).statusCode).toBe(403);
    const client = await clientWithOffer();
    expect((await call('GET', '/api/reports/revenue?year=2027', client.token)).statusCode).toBe(403);
  });
});
