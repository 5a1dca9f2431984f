import { describe, expect, it } from 'vitest';
import { replay } from '../../../server/eventstore';
import { offerPackage, signedInClient } from '../../../server/testing/demo-portal';
import { berlinMonthOf } from '../../../lib/german/time';
import type { InvoiceRow, InvoiceView } from '../contract';
import { firmBody, invoiceWorldForFile } from '../testing';
import { datevMessages, skr03Accounts, type DatevSettingsView } from './contract';
import { centsOf, readBack } from './testing/read-back';
import { datevCalls } from './testing/datev-calls';
import { exampleDatevSettings } from '../../../server/testing/example-firm';

const w = invoiceWorldForFile();

const settingsBody = exampleDatevSettings;

const { moveClockTo, dayAhead, exportOf, activate, payByStatement } = datevCalls(w);

/** Filled in as the tests go. */
const state: { month?: string; invoices?: InvoiceRow[]; creditNote?: InvoiceView; advance?: InvoiceView } = {};

describe('DATEV settings', () => {
  it('never saved: the SKR03 defaults without adviser and client number; admins only', async () => {
    const res = await w.call('GET', '/api/settings/datev', w.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      saved: false,
      version: 0,
      data: {
        advisorNumber: null,
        clientNumber: null,
        accountLength: 4,
        fiscalYearStartMonth: 1,
        taxation: 'soll',
        accounts: skr03Accounts,
      },
    });
    const client = await signedInClient(w.portal, { email: 'datev-neugier@beispiel.de', name: 'Neugier' });
    expect((await w.call('GET', '/api/settings/datev', client.token)).statusCode).toBe(403);
    expect((await w.call('PUT', '/api/settings/datev', client.token, settingsBody)).statusCode).toBe(403);
    expect((await exportOf('2026-03', client.token)).statusCode).toBe(403);
    expect((await exportOf('2026-03', w.partners[0]!.token)).statusCode).toBe(403);
  });

  it('the export waits for the adviser’s numbers (German 409)', async () => {
    const res = await exportOf('2026-03');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(datevMessages.notSaved);
  });

  it('refuses bad numbers and account lengths with German 400s; nothing written', async () => {
    const bad = (body: Record<string, unknown>, message: string) =>
      w.refusedSetting('/api/settings/datev', { ...settingsBody, ...body }, message);
    await bad({ advisorNumber: '999' }, datevMessages.advisorNumber);
    await bad({ clientNumber: '0' }, datevMessages.clientNumber);
    await bad({ accountLength: 9 }, datevMessages.accountLength);
    await bad({ accounts: { ...skr03Accounts, debtor: '1000' } }, datevMessages.accountLengthMismatch(4));
    await bad({ accounts: { ...skr03Accounts, bank: 'Bank' } }, datevMessages.account);
    // DATEV reads a debtor from 70000 on as a creditor.
    await bad({ accounts: { ...skr03Accounts, debtor: '70000' } }, datevMessages.personalAccountRange(4));
    expect(((await w.call('GET', '/api/settings/datev', w.admin)).json() as DatevSettingsView).saved).toBe(false);
  });

  it('an admin saves them; the same again appends nothing', async () => {
    const res = await w.call('PUT', '/api/settings/datev', w.admin, settingsBody);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ saved: true, version: 1, data: settingsBody });
    const again = await w.call('PUT', '/api/settings/datev', w.admin, settingsBody);
    expect((again.json() as DatevSettingsView).version).toBe(1);
  });
});

describe('the month’s Buchungsstapel', () => {
  it('a bad month is a German 400', async () => {
    for (const month of ['2026-13', '2026-3', 'März', '']) {
      const res = await exportOf(month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().message).toBe(datevMessages.month);
    }
  });

  it('lists every invoice of the month once; the lines sum to the invoices’ gross', async () => {
    // Invoiced at activation: the service starts with the invoice, so these are ordinary invoices.
    const atActivation = { ...firmBody, invoiceAt: 'activation' };
    expect((await w.call('PUT', '/api/settings/firm', w.admin, atActivation)).statusCode).toBe(200);
    await moveClockTo(dayAhead(1, 10));
    const month = berlinMonthOf(w.portal.clock.now);
    // Two clients of the usual offer, and one whose company name has umlauts, a semicolon and quotes.
    for (let k = 0; k < 2; k++) {
      const c = await w.clientWithOffer();
      await w.setAddress(c);
      await w.accept(c);
      expect(await w.invoicesOf(c.id)).toEqual([]);
      await activate(c.userPackageId);
    }
    const odd = await signedInClient(w.portal, {
      email: 'datev-sonder@beispiel.de',
      name: 'Jürgen Groß',
      company: 'Müller & Söhne; "Beratung" GmbH',
    });
    const packageId = await offerPackage(w.portal, w.admin, {
      clientId: odd.id,
      packageName: 'Kompakt',
      customPrice: 499.99,
      partnerHours: [{ partnerId: w.partners[0]!.id, hours: 4 }],
    });
    await w.setAddress(odd);
    await w.accept({ token: odd.token, userPackageId: packageId });
    await activate(packageId);

    const list = (await w.call('GET', `/api/invoices?month=${month}&status=issued&limit=200`, w.admin)).json()
      .invoices as InvoiceRow[];
    expect(list).toHaveLength(3);
    expect(list.map((i) => i.advance)).toEqual([false, false, false]);

    const res = await exportOf(month);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="EXTF_Buchungsstapel_${month}.csv"`);
    const file = readBack(res.rawPayload);
    expect(file.header.slice(0, 5)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13']);
    expect(file.header.slice(10, 16)).toEqual([
      '29098',
      '55003',
      `${month.slice(0, 4)}0101`,
      '4',
      `${month.replace('-', '')}01`,
      expect.stringMatching(new RegExp(`^${month.replace('-', '')}(28|29|30|31)$`)),
    ]);
    // 'Zahlung erhalten' at each activation booked the invoice's payment (issue 31): bank lines of their own.
    const invoiceRows = file.rows.filter((r) => r[6] !== '1200');
    // Every invoice once, on the debtor against 8400 (19 %), dated DDMM in the month.
    expect(invoiceRows.map((r) => r[10]).sort()).toEqual(list.map((i) => i.number).sort());
    for (const r of invoiceRows) {
      expect(r).toHaveLength(125);
      expect(r.slice(1, 3)).toEqual(['S', 'EUR']);
      expect(r.slice(6, 9)).toEqual(['10000', '8400', '']);
      expect(r[9]!.slice(2)).toBe(month.slice(5));
    }
    const total = invoiceRows.reduce((s, r) => s + centsOf(r[0]!), 0);
    expect(total).toBe(list.reduce((s, i) => s + i.grossCents, 0));
    expect(total).toBe(2 * 119_000 + 49_999);
    // The buyer's name came through Windows-1252 and the quoting intact.
    expect(file.rows.map((r) => r[13])).toContain(
      `Rechnung ${list.find((i) => i.clientId === odd.id)!.number} Müller & Söhne; "Beratung" GmbH`,
    );
    // The payments equal the invoices: one bank line each, bank against the debtor.
    const bank = file.rows.filter((r) => r[6] === '1200');
    expect(bank.map((r) => r[10]).sort()).toEqual(list.map((i) => i.number).sort());
    expect(bank.reduce((s, r) => s + centsOf(r[0]!), 0)).toBe(total);
    state.month = month;
    state.invoices = list;
  });

  it('a cancelled invoice stays in its month; its credit note books the reversal on Haben in its own, under the original’s number', async () => {
    const original = state.invoices!.find((i) => i.grossCents === 119_000)!;
    await moveClockTo(dayAhead(1, 3));
    const next = berlinMonthOf(w.portal.clock.now);
    const res = await w.call('POST', `/api/invoices/${original.id}/credit-note`, w.admin, { reason: 'Storno' });
    expect(res.statusCode, res.body).toBe(201);
    const credit = res.json() as InvoiceView;

    const before = readBack((await exportOf(state.month!)).rawPayload);
    const invoiceRows = before.rows.filter((r) => r[6] !== '1200');
    expect(invoiceRows.map((r) => r[10]).sort()).toEqual(state.invoices!.map((i) => i.number).sort());

    const after = readBack((await exportOf(next)).rawPayload);
    expect(after.rows).toHaveLength(1);
    const [row] = after.rows;
    expect(row!.slice(0, 11)).toEqual([
      '1190,00',
      'H',
      'EUR',
      '',
      '',
      '',
      '10000',
      '8400',
      '',
      `03${next.slice(5)}`,
      // Belegfeld 1: the original's number, so the adviser's open item of the original clears.
      original.number,
    ]);
    expect(row![13]).toContain(`Stornorechnung ${credit.number} zu ${original.number}`);
  });

  it('a payment of the month is booked once, bank against debtor, with the invoice number', async () => {
    // The odd client's payment, booked by 'Zahlung erhalten' at the activation.
    const paidOne = state.invoices!.find((i) => i.grossCents === 49_999)!;
    const month = state.month!;

    const file = readBack((await exportOf(month)).rawPayload);
    const bank = file.rows.filter((r) => r[6] === '1200' && r[10] === paidOne.number);
    expect(bank).toHaveLength(1);
    expect(bank[0]!.slice(0, 8)).toEqual(['499,99', 'S', 'EUR', '', '', '', '1200', '10000']);
    expect(bank[0]![10]).toBe(paidOne.number);
    // Once: the same export again lists it once.
    const again = readBack((await exportOf(month)).rawPayload);
    expect(again.rows.filter((r) => r[6] === '1200' && r[10] === paidOne.number)).toEqual(bank);
  });

  it('a month with every VAT rate the firm can save exports (19 and 7 %, § 19); another rate is refused at the firm form', async () => {
    const month = berlinMonthOf(w.portal.clock.now);
    const refused = await w.call('PUT', '/api/settings/firm', w.admin, { ...firmBody, defaultVatRate: 16 });
    expect(refused.statusCode).toBe(400);
    for (const [firm, account] of [
      [{ ...firmBody, invoiceAt: 'activation', defaultVatRate: 7 }, '8300'],
      [{ ...firmBody, invoiceAt: 'activation', smallBusiness: true }, '8195'],
    ] as const) {
      expect((await w.call('PUT', '/api/settings/firm', w.admin, firm)).statusCode).toBe(200);
      const c = await w.clientWithOffer();
      await w.setAddress(c);
      await w.accept(c);
      await activate(c.userPackageId);
      const [invoice] = await w.invoicesOf(c.id);
      const res = await exportOf(month);
      expect(res.statusCode, res.body).toBe(200);
      const row = readBack(res.rawPayload).rows.find((r) => r[10] === invoice!.number)!;
      expect(row.slice(0, 8)).toEqual(['1190,00', 'S', 'EUR', '', '', '', '10000', account]);
    }
    expect((await w.call('PUT', '/api/settings/firm', w.admin, firmBody)).statusCode).toBe(200);
  });

  it('an advance invoice (invoiced at acceptance) books nothing itself; its payment books the advance received (1718)', async () => {
    const month = berlinMonthOf(w.portal.clock.now);
    const c = await w.clientWithOffer();
    await w.setAddress(c);
    await w.accept(c);
    const [advance] = await w.invoicesOf(c.id);
    expect(advance!.document?.advance).toBe(true);
    expect(readBack((await exportOf(month)).rawPayload).rows.filter((r) => r[10] === advance!.number)).toEqual([]);

    await payByStatement(advance!, '1190,00', 'Rechnung Kunde');
    const rows = readBack((await exportOf(month)).rawPayload).rows.filter((r) => r[10] === advance!.number);
    expect(rows.map((r) => r.slice(0, 8))).toEqual([['1190,00', 'S', 'EUR', '', '', '', '1200', '1718']]);
    expect(rows[0]![13]).toBe(`Anzahlung Rechnung ${advance!.number} ${advance!.document!.buyer.company}`);
    state.advance = advance;
  });

  it('with Ist-Versteuerung (§ 20 UStG) the month holds the payments only, each on the revenue of its VAT', async () => {
    const month = berlinMonthOf(w.portal.clock.now);
    const ist = { ...settingsBody, taxation: 'ist' };
    expect((await w.call('PUT', '/api/settings/datev', w.admin, ist)).statusCode).toBe(200);
    const rows = readBack((await exportOf(month)).rawPayload).rows;
    // Totals: the payments of the month, nothing else.
    expect(rows.every((r) => r[6] === '1200')).toBe(true);
    expect(rows.find((r) => r[10] === state.advance!.number)!.slice(6, 8)).toEqual(['1200', '8400']);
    const paid = (await w.call('GET', `/api/invoices?limit=200`, w.admin)).json().invoices as InvoiceRow[];
    const paidThisMonth = paid.filter((i) => i.paidOn?.startsWith(month)).reduce((s, i) => s + i.paidCents, 0);
    expect(rows.reduce((s, r) => s + centsOf(r[0]!), 0)).toBe(paidThisMonth);
    expect((await w.call('PUT', '/api/settings/datev', w.admin, settingsBody)).statusCode).toBe(200);
  });

  it('a month without bookings: the header and the titles only', async () => {
    const file = readBack((await exportOf('2020-01')).rawPayload);
    expect(file.rows).toEqual([]);
    expect(file.columns).toHaveLength(125);
    expect(file.header[12]).toBe('20200101');
  });

  it('replay rebuilds the settings row identically', async () => {
    const report = await replay(w.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
    expect(((await w.call('GET', '/api/settings/datev', w.admin)).json() as DatevSettingsView).data).toEqual(
      settingsBody,
    );
  });
});
