import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { berlinDateOf, berlinMonthOf } from '../../../lib/german/time';
import { exampleDatevSettings } from '../../../server/testing/example-firm';
import { invoiceWorldForFile } from '../testing';
import { datevExportHeader, datevMessages, type DatevExportsView } from './contract';
import { datevCalls } from './testing/datev-calls';
import { readExtf } from './testing/extf-reader';

// The months handed to the tax adviser (README 'DATEV', 'Exported months'): a month that has ended
// is recorded at its first export and given out the same ever after; what is booked into it later
// goes into the next month not exported, dated on its first day, the text naming its own day.

const w = invoiceWorldForFile();
const { moveClockTo, dayAhead, exportOf } = datevCalls(w);

const months = async () =>
  ((await w.call('GET', '/api/invoices/export/datev/months', w.admin)).json() as DatevExportsView).exports;
const dotted = (day: string) => day.split('-').reverse().join('.');

const state: { month?: string; next?: string; day?: string; invoiceId?: string; number?: string; first?: Buffer } = {};

describe('DATEV: the months handed to the adviser', () => {
  it('the running month is a preview, recorded by nobody', async () => {
    const { invoice } = await w.invoicedWithDatev();
    state.invoiceId = invoice.id;
    state.number = invoice.number!;
    state.day = berlinDateOf(w.portal.clock.now);
    state.month = berlinMonthOf(w.portal.clock.now);
    const res = await exportOf(state.month);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[datevExportHeader]).toBe('vorschau');
    expect(await months()).toEqual([]);
  });

  it('a month that has ended is recorded at its first export: when, by whom, the file’s hash', async () => {
    await moveClockTo(dayAhead(1, 3));
    state.next = berlinMonthOf(w.portal.clock.now);
    const res = await exportOf(state.month!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers[datevExportHeader]).toBe('exportiert');
    state.first = res.rawPayload;
    const [exported, ...others] = await months();
    expect(others).toEqual([]);
    expect(exported).toMatchObject({ month: state.month, exportedAt: w.portal.clock.now.toISOString() });
    expect(exported!.by).not.toBe('Gelöschtes Konto');
    expect(exported!.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Audited as a command of its own.
    const audit = await w.call('GET', '/api/audit/events?type=DatevMonthExported', w.admin);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('DATEV-Monat exportiert');
  });

  it('a payment dated into the exported month and new settings: the month comes out with the same bytes', async () => {
    const paid = await w.call('POST', '/api/payments/manual', w.admin, {
      invoiceId: state.invoiceId,
      amount: 119_000,
      date: state.day,
      method: 'cash',
      note: null,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const moved = await w.call('PUT', '/api/settings/datev', w.admin, {
      ...exampleDatevSettings,
      accounts: { ...exampleDatevSettings.accounts, cash: '1001' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await exportOf(state.month!);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers[datevExportHeader]).toBe('erneut');
    expect(again.rawPayload.equals(state.first!)).toBe(true);
    expect(readExtf(again.rawPayload).bookings.filter((b) => b.document === state.number)).toEqual([]);
  });

  it('the late payment is in the next month’s file, on its first day, the text naming its own day; new settings apply', async () => {
    await moveClockTo(dayAhead(1, 2));
    // Two admins at once: the month is recorded once, both get its file.
    const [a, b] = await Promise.all([exportOf(state.next!), exportOf(state.next!)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.headers[datevExportHeader], b.headers[datevExportHeader]].sort()).toEqual(['erneut', 'exportiert']);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    const file = readExtf(a.rawPayload);
    expect(file.findings).toEqual([]);
    const late = file.bookings.filter((x) => x.document === state.number);
    expect(late.map((x) => [x.amountCents, x.side, x.account, x.date])).toEqual([
      [119_000, 'S', '1001', `${state.next}-01`],
    ]);
    expect(late[0]!.text).toMatch(new RegExp(`^${datevMessages.lateBooking(dotted(state.day!))} Anzahlung Rechnung`));
    expect((await months()).map((m) => m.month)).toEqual([state.next, state.month]);
  });

  it('booked once: neither a later month nor the next export of this one carries it again', async () => {
    await moveClockTo(dayAhead(1, 2));
    const after = readExtf((await exportOf(berlinMonthOf(dayAhead(-1, 1)))).rawPayload);
    expect(after.findings).toEqual([]);
    expect(after.bookings.filter((x) => x.document === state.number)).toEqual([]);
  });

  it('a file that would come out otherwise than recorded is refused in German, not handed out changed', async () => {
    // The log allows no such change; a read table edited by hand stands in for one.
    const db = w.portal.runtime.ctx.db;
    await sql`UPDATE invoice_payments SET amount_cents = amount_cents + 1 WHERE invoice_id = ${state.invoiceId}`.execute(
      db,
    );
    const res = await exportOf(state.next!);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      new RegExp(`^Der Buchungsstapel ${state.next} lässt sich nicht mehr so erzeugen`),
    );
    await sql`UPDATE invoice_payments SET amount_cents = amount_cents - 1 WHERE invoice_id = ${state.invoiceId}`.execute(
      db,
    );
    const back = await exportOf(state.next!);
    expect([back.statusCode, back.headers[datevExportHeader]]).toEqual([200, 'erneut']);
  });
});
