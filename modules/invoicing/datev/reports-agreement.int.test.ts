import { describe, expect, it } from 'vitest';
import { exampleDatevSettings } from '../../../server/testing/example-firm';
import { firmBody, invoiceWorldForFile } from '../testing';
import type { InvoicePaymentView, InvoiceView } from '../contract';
import { balancesOf, readExtf, type ReadBooking } from './testing/extf-reader';
import { demoAdmin } from '../../../server/seed/demo-accounts';
import { signedInClientWithOffer } from '../../../server/testing/demo-portal';
import type { RevenueReport } from '../../reports/contract';

// The tax adviser's review: the firm's figures against the DATEV batches of the same months, to the
// cent, on the nights where a month is easily misplaced: the autumn clock change (31.10.2027, also a
// month's last day), 31.10. 23:30 and 1.11. 00:30, 31.12. 23:30 and 1.1. 00:30 Berlin. Invoiced at
// activation (ordinary invoices, booked by DATEV with their date). Then the GoBD side: a client's
// erasure changes neither the issued documents nor the month's lines.

const w = invoiceWorldForFile();
const accounts = exampleDatevSettings.accounts;
// The admin signs in again after each jump (w.admin): the world's own session ends after 90 days.
async function jumpTo(iso: string) {
  w.portal.clock.now = new Date(iso);
  (w as { admin: string }).admin = await w.portal.signIn(demoAdmin);
}
let clients = 0;
const clientWithOffer = () =>
  signedInClientWithOffer(
    w.portal,
    w.admin,
    { email: `steuer${++clients}@beispiel.de`, name: `Steuer Kunde ${clients}` },
    {
      packageName: 'Coaching Intensiv',
      customPrice: 1190,
      partnerHours: [{ partnerId: w.partners[0]!.id, hours: 10 }],
    },
  );
const invoicesOf = async (clientId: string) =>
  Promise.all(
    ((await ok('GET', `/api/invoices?clientId=${clientId}`)).json().invoices as { id: string }[]).map(
      async (r) => (await ok('GET', `/api/invoices/${r.id}`)).json() as InvoiceView,
    ),
  );

const ok = async (method: string, url: string, body?: unknown) => {
  const res = await w.call(method, url, w.admin, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res;
};

/** A client invoiced and paid at the package's activation, now. */
async function activatedNow() {
  const c = await clientWithOffer();
  await w.setAddress(c);
  await w.accept(c);
  await ok('POST', `/api/packages/${c.userPackageId}/activate`, { paymentConfirmed: true });
  const [invoice] = await invoicesOf(c.id);
  return { client: c, invoice: invoice! };
}

const batch = async (month: string) => {
  const file = readExtf((await ok('GET', `/api/invoices/export/datev?month=${month}`)).rawPayload);
  expect(file.findings, month).toEqual([]);
  return file.bookings;
};
const signedSum = (lines: readonly ReadBooking[]) =>
  lines.reduce((s, b) => s + (b.side === 'S' ? b.amountCents : -b.amountCents), 0);
const moneyAccounts = new Set([accounts.bank, accounts.cash, accounts.offsetting]);

const state: { b?: InvoiceView; c?: Awaited<ReturnType<typeof activatedNow>> } = {};

describe('the figures and the DATEV batches of the same months', () => {
  it('invoices and payments around the autumn change and New Year, each in its Berlin month', async () => {
    await ok('PUT', '/api/settings/firm', { ...firmBody, invoiceAt: 'activation' });
    await ok('PUT', '/api/settings/datev', exampleDatevSettings);
    // 31.10.2027 02:30 summer time, then 02:30 winter time (the hour that happens twice), then 23:30.
    for (const iso of ['2027-10-31T00:30:00Z', '2027-10-31T01:30:00Z', '2027-10-31T22:30:00Z']) {
      await jumpTo(iso);
      expect((await activatedNow()).invoice.document!.issuedOn).toBe('2027-10-31');
    }
    // 1.11. 00:30 Berlin (still 31.10. in UTC): paid at activation, the payment taken back the same night.
    await jumpTo('2027-10-31T23:30:00Z');
    const { invoice: b } = await activatedNow();
    expect(b.document!.issuedOn).toBe('2027-11-01');
    const [paid] = (await ok('GET', `/api/invoices/${b.id}/payments`)).json().payments as InvoicePaymentView[];
    await ok('POST', `/api/payments/${paid!.id}/undo`, { reason: 'Lastschrift zurück' });
    // 31.12. 23:30 Berlin: another invoice, and 500,00 € of the open one in cash.
    await jumpTo('2027-12-31T22:30:00Z');
    state.c = await activatedNow();
    expect(state.c.invoice.document!.issuedOn).toBe('2027-12-31');
    await ok('POST', '/api/payments/manual', { invoiceId: b.id, amount: 50_000, date: '2027-12-31', method: 'cash' });
    // 1.1.2028 00:30 Berlin: a Rechnungskorrektur of 357,00 € on the open one.
    await jumpTo('2027-12-31T23:30:00Z');
    await ok('POST', `/api/invoices/${b.id}/partial-credit`, { amount: 35_700, reason: 'Drei Stunden weniger' });
    state.b = b;
  });

  it('each month: invoiced gross = the debtor’s invoice lines, paid = the money lines, open items = the debtor’s balance', async () => {
    const months = ['2027-10', '2027-11', '2027-12', '2028-01'];
    const reports = new Map<number, RevenueReport>();
    for (const year of [2027, 2028])
      reports.set(year, (await ok('GET', `/api/reports/revenue?year=${year}`)).json() as RevenueReport);
    const figuresOf = (month: string) => reports.get(Number(month.slice(0, 4)))!.months[Number(month.slice(5)) - 1]!;
    expect(figuresOf('2027-09').openCents).toBe(0);

    let debtor = 0;
    const seen: Record<string, [number, number, number | null]> = {};
    for (const month of months) {
      const lines = await batch(month);
      debtor += balancesOf(lines).get(accounts.debtor) ?? 0;
      const invoiced = signedSum(lines.filter((l) => l.account === accounts.debtor));
      const money = signedSum(lines.filter((l) => moneyAccounts.has(l.account)));
      const f = figuresOf(month);
      expect([f.invoicedGrossCents, f.paidCents, f.openCents], month).toEqual([invoiced, money, debtor]);
      seen[month] = [invoiced, money, debtor];
    }
    // The figures spelt out: three in October, one in November (its payment taken back the same
    // night), one in December with 500,00 € of November's, the Rechnungskorrektur in January.
    expect(seen).toEqual({
      '2027-10': [357_000, 357_000, 0],
      '2027-11': [119_000, 0, 119_000],
      '2027-12': [119_000, 169_000, 69_000],
      '2028-01': [-35_700, 0, 33_300],
    });
  });

  it('GoBD: a client erased after the export leaves the month’s lines, the PDF and the XML as they were', async () => {
    const { client, invoice } = state.c!;
    const before = await batch('2027-12');
    const pdf = (await ok('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload;
    const xml = (await ok('GET', `/api/invoices/${invoice.id}/xml`)).body;
    const erased = await w.call('DELETE', '/api/users/me', client.token);
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await batch('2027-12')).toEqual(before);
    // The buyer is the firm's record (sealed with the invoice's own key), kept through the erasure.
    expect(before.find((l) => l.document === invoice.number && l.account === accounts.debtor)!.text).toBe(
      `Rechnung ${invoice.number} ${invoice.document!.buyer.name}`,
    );
    expect((await ok('GET', `/api/invoices/${invoice.id}/pdf`)).rawPayload.equals(pdf)).toBe(true);
    // The XRechnung is the issued record too: the buyer's e-mail (BT-49) as it was at issue, kept
    // through the erasure like the buyer's name (XRechnung asks for it: without it the file fails).
    const after = (await ok('GET', `/api/invoices/${invoice.id}/xml`)).body;
    expect(after).toBe(xml);
    expect(after).toContain(`<ram:URIID schemeID="EM">${client.email}</ram:URIID>`);
    expect(await invoicesOf(client.id)).toEqual([expect.objectContaining({ id: invoice.id, status: 'issued' })]);
  });
});
