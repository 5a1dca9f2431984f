import fs from 'node:fs';
import { sql } from 'kysely';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchivedClient } from '../../modules/archive/contract';
import type { AdminClient, ClientDetails } from '../../modules/dashboards/contract';
import type { InvoicePaymentView, InvoiceRow, InvoiceView } from '../../modules/invoicing/contract';
import type { StatementView } from '../../modules/fees/contract';
import type { RevenueReport } from '../../modules/reports/contract';
import { meetingStatuses, type AdminMeetingPage, type MeetingHistory } from '../../modules/meetings/contract';
import type { Milestone } from '../../modules/milestones/contract';
import type { PackageStats } from '../../modules/packages/contract';
import type { MandateAnswer } from '../../modules/sepa/contract';
import { loadConfig } from '../config';
import { replay } from '../eventstore';
import { startRuntime, type Runtime } from '../runtime';
import { freshDatabase } from '../testing/database';
import { SeedApi, type Actor } from './api';
import { InProcessApi } from './in-process';
import { SeedClock } from './clock';
import { demoAdmin, demoClients, demoPartners } from './demo-accounts';
import { planFirm } from './plan';
import { noMeetings, noPackages, type FirmCounts, type MeetingState, type PackageState } from './plan-types';
import { seedFirm } from './story';
import { numbersThatDisagree } from './numbers-agree';
import { DAY } from './time';

// Size demo with a fixed seed, built in process (the frequent commands called directly, the rest
// through the HTTP API; `--http` is the same story over HTTP only) with a moved clock on a fresh database:
// the API shows every package and meeting state and exactly what the plan expected, and a replay of
// the log rebuilds exactly the live read tables. That the same seed plans the same firm is a unit test
// (plan.unit.test.ts); playing it a second time here would double the suite's longest test.

const SEED = 7;
// A fixed today, so the story (and every count) is the same whatever day the test runs.
const END = Date.UTC(2026, 2, 18, 16, 30);
const ORIGIN = 'http://portal.test';

interface Seeded {
  runtime: Runtime;
  api: SeedApi;
  admin: Actor;
  expected: FirmCounts;
  direct: number;
  close(): Promise<void>;
}

async function seedOnFreshDatabase(): Promise<Seeded> {
  const database = await freshDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-int-'));
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: 0,
    },
  );
  const plan = planFirm({ size: 'demo', seed: SEED, endAt: END });
  const clock = new SeedClock(plan.startAt);
  // The story lies in the past: with a maximum age of a day, none of its e-mails is sent.
  const runtime = await startRuntime(config, {
    now: clock.now,
    serveWeb: false,
    logger: false,
    log: () => {},
    mailMaxAgeMs: DAY,
  });
  const report = await seedFirm(runtime, clock, plan, { mode: 'in-process' });
  const api = new SeedApi(runtime.app, clock, ORIGIN);
  const admin: Actor = { label: 'Admin', ip: '198.51.100.10', email: demoAdmin.email, password: demoAdmin.password };
  await api.signIn(END, admin);
  return {
    runtime,
    api,
    admin,
    expected: report.expected,
    direct: report.direct,
    async close() {
      await runtime.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the firm holds, read through the admin's API only. */
async function countsThroughApi(s: Seeded): Promise<{ counts: FirmCounts; requests: number }> {
  const get = <T>(url: string) => s.api.call<T>(END, s.admin, 'GET', url);
  // The client list and the KundenKartei page (issue 17): read every page.
  const everyPage = async <T>(url: string, key: 'clients' | 'entries'): Promise<T[]> => {
    const out: T[] = [];
    for (;;) {
      const page = await get<{ total: number } & Record<typeof key, T[]>>(`${url}?limit=200&offset=${out.length}`);
      out.push(...page[key]);
      if (page[key].length === 0 || out.length >= page.total) return out;
    }
  };
  const current = await everyPage<AdminClient>('/api/clients', 'clients');
  const archived = await everyPage<ArchivedClient>('/api/client-archive', 'entries');
  const clientIds = [...new Set([...current.map((c) => c.id), ...archived.map((a) => a.userId)])];
  const packages = noPackages();
  let milestones = 0;
  let ratings = 0;
  for (const id of clientIds) {
    const d = await get<ClientDetails>(`/api/clients/${id}/details`);
    for (const p of d.packages) {
      packages[p.userPackage.status as PackageState]++;
      if (p.userPackage.rating !== null) ratings++;
    }
    const plan = await get<Milestone[]>(`/api/milestones/user/${id}`);
    milestones += plan.filter((m) => m.completed).length;
  }
  // The admin's list pages (issue 17): its count per status; a status the plan never makes shows up as a key.
  const meetings: Record<string, number> = noMeetings();
  for (const status of meetingStatuses) {
    const { total } = await get<AdminMeetingPage>(`/api/meetings/admin/all?status=${status}&limit=1`);
    if (total > 0 || status in meetings) meetings[status] = total;
  }
  const partners = (await get<{ role: string; active: boolean }[]>('/api/users/role/partner')).filter(
    (p) => p.active,
  ).length;
  const requests = (await get<{ requests: { status: string }[] }>('/api/questionnaires/requests')).requests;
  return {
    requests: requests.length,
    counts: {
      partners,
      clients: clientIds.length,
      leads: -1,
      packages,
      meetings,
      milestones,
      ratings,
      notes: archived.filter((a) => a.notes !== null).length,
    },
  };
}

let first: Seeded;
let firstCounts: Awaited<ReturnType<typeof countsThroughApi>>;

beforeAll(async () => {
  first = await seedOnFreshDatabase();
  firstCounts = await countsThroughApi(first);
}, 900_000);

afterAll(async () => {
  await first?.close();
}, 60_000);

describe('npm run seed -- --size demo', () => {
  it('builds a firm with packages and meetings in every state, as the plan expected', () => {
    const { counts } = firstCounts;
    expect(counts).toEqual({ ...first.expected, leads: -1 });
    expect(counts.partners).toBe(6);
    expect(counts.clients).toBe(40);
    for (const state of Object.keys(counts.packages) as PackageState[])
      expect(counts.packages[state], state).toBeGreaterThan(0);
    for (const state of Object.keys(counts.meetings) as MeetingState[])
      expect(counts.meetings[state], state).toBeGreaterThan(0);
    const meetings = counts.meetings.completed + counts.meetings.cancelled + counts.meetings.scheduled;
    expect(meetings).toBeGreaterThan(250);
    expect(counts.milestones).toBeGreaterThan(0);
    expect(counts.ratings).toBeGreaterThan(0);
    expect(counts.notes).toBeGreaterThan(0);
    // The admin's first look: questionnaire requests waiting ('Noch keine Anfragen' was the empty portal).
    expect(firstCounts.requests).toBeGreaterThan(0);
  });

  it('gives each demo login meetings in the coming days and the office open work', async () => {
    const [julia, peter, lena] = demoClients.map(
      (c) => ({ label: c.name, ip: '198.51.100.99', email: c.email, password: c.password }) as Actor,
    );
    const history = (client: Actor) =>
      first.api.call<MeetingHistory>(END, client, 'GET', '/api/meetings/mine?pastLimit=50');
    const ahead = (m: { status: string; startsAt: string }) =>
      m.status === 'scheduled' && Date.parse(m.startsAt) > END && Date.parse(m.startsAt) < END + 7 * DAY;
    const coachesAhead = new Set<string>();
    for (const client of [julia!, peter!, lena!]) {
      const { scheduled, past } = await history(client);
      expect(scheduled.filter(ahead).length, client.label).toBeGreaterThan(0);
      for (const m of scheduled.filter(ahead)) coachesAhead.add(m.partnerName);
      if (client !== peter) expect(past.filter((m) => m.status === 'completed').length).toBeGreaterThan(3);
    }
    expect([...coachesAhead]).toEqual(expect.arrayContaining(demoPartners.map((p) => p.name)));
    for (const client of [julia!, peter!, lena!]) {
      const mine = await first.api.call<{ package: { userPackage: { status: string } } }>(
        END,
        client,
        'GET',
        '/api/users/me/package',
      );
      expect(mine.package.userPackage.status, client.label).toBe('active');
    }
    const invoicesOf = (client: Actor) =>
      first.api.call<{ invoices: InvoiceRow[] }>(END, client, 'GET', '/api/invoices').then((r) => r.invoices);
    expect((await invoicesOf(julia!)).length).toBeGreaterThan(0);
    // The document from the invoice's own route (the list's rows carry none).
    const lenas = (await invoicesOf(lena!))[0]!;
    const lenasInvoice = await first.api.call<InvoiceView>(END, lena!, 'GET', `/api/invoices/${lenas.id}`);
    expect(lenasInvoice.document!.buyer.address).toMatchObject({ city: 'Hamburg' });
    // The office's open work: Peter's invoice waits as a draft for his address, an offer waits for
    // its answer, an accepted package's invoice is overdue and reminded.
    const count = (query: string) =>
      first.api.call<{ total: number }>(END, first.admin, 'GET', `/api/invoices?${query}&limit=1`).then((r) => r.total);
    expect(await count('status=draft')).toBeGreaterThan(0);
    const stats = await first.api.call<PackageStats>(END, first.admin, 'GET', '/api/packages/stats');
    expect(stats.pendingAcceptances).toBeGreaterThan(0);
    expect(stats.pendingActivations).toBeGreaterThan(0);
    const overdue = await first.api.call<{ invoices: InvoiceRow[] }>(
      END,
      first.admin,
      'GET',
      '/api/invoices?payment=overdue&limit=50',
    );
    expect(overdue.invoices.some((i) => i.remindedOn !== null)).toBe(true);
    const all = await first.api.call<{ total: number }>(END, first.admin, 'GET', '/api/invoices?status=issued&limit=1');
    expect(all.total).toBeGreaterThan(20);
    // Paid by bank statements confirmed on /admin/payments, one goodwill credit note, some overdue.
    expect(await count('payment=paid')).toBeGreaterThan(10);
    expect(await count('status=cancelled')).toBe(1);
    expect(await count('payment=overdue')).toBeGreaterThan(0);
    const confirmed = await first.api.call<{ confirmed: unknown[] }>(
      END,
      first.admin,
      'GET',
      '/api/payments/proposals',
    );
    expect(confirmed.confirmed.length).toBeGreaterThan(10);
    // The firm collects by direct debit: Julia granted a mandate on the demo day.
    const mandate = await first.api.call<MandateAnswer>(END, julia!, 'GET', '/api/sepa/mandate');
    expect(mandate.mandate).toMatchObject({ accountHolder: 'Hoffmann Design GmbH', creditorId: 'DE98ZZZ09999999999' });
  });

  it('bills the Acceleratoren: statements for the past months, most issued, the last month open with one dispute', async () => {
    const { statements } = await first.api.call<{ statements: StatementView[] }>(
      END,
      first.admin,
      'GET',
      '/api/fees/statements',
    );
    const months = new Set(statements.map((st) => st.month));
    // The story runs two years up to 18 March 2026; its first months have no hours yet, then every
    // ended month up to February 2026 has statements.
    expect(months.size).toBeGreaterThan(12);
    expect([...months].sort().at(-1)).toBe('2026-02');
    const issued = statements.filter((st) => st.status === 'issued');
    expect(issued.length).toBeGreaterThan(statements.length / 2);
    expect(issued.every((st) => /^GS-\d{4}-\d{4}$/.test(st.number ?? ''))).toBe(true);
    expect(statements.filter((st) => st.status === 'disputed')).toHaveLength(1);
    // Before February all are issued; February waits with the demo Acceleratoren.
    expect(statements.filter((st) => st.month < '2026-02' && st.status !== 'issued')).toEqual([]);
    const markus = await first.api.call<{ statements: StatementView[] }>(
      END,
      { label: 'Markus', ip: '198.51.100.98', email: demoPartners[0]!.email, password: demoPartners[0]!.password },
      'GET',
      '/api/fees/statements?month=2026-02',
    );
    expect(markus.statements.map((st) => st.status)).toEqual(['drafted']);
    // Paid out: every issued statement with an amount before January is in a payout the bank's
    // statement has shown, so it reads 'Ausgezahlt'.
    const old = issued.filter((st) => st.month < '2026-01' && (st.grossCents ?? 0) > 0);
    expect(old.length).toBeGreaterThan(0);
    expect(old.filter((st) => st.payout?.state !== 'paid')).toEqual([]);
  });

  it('leaves what sessions leave behind: notes, tasks mostly ticked off, shared plans, conversations', async () => {
    const db = first.runtime.ctx.db;
    const { rows } = await sql<{ notes: number; tasks: number; done: number; files: number; messages: number }>`
      SELECT (SELECT count(*)::int FROM client_notes) AS notes, (SELECT count(*)::int FROM client_tasks) AS tasks,
             (SELECT count(*)::int FROM client_tasks WHERE done) AS done,
             (SELECT count(*)::int FROM client_files) AS files, (SELECT count(*)::int FROM client_messages) AS messages`.execute(
      db,
    );
    expect(rows[0]!.files).toBeGreaterThan(5);
    expect(rows[0]!.messages).toBeGreaterThan(10);
    expect(rows[0]!.notes).toBeGreaterThan(10);
    expect(rows[0]!.tasks).toBeGreaterThan(10);
    expect(rows[0]!.done).toBeGreaterThan(rows[0]!.tasks / 2);
  });

  it('shows its years in the figures, each summing to its invoices, payments and statements (issue 35)', async () => {
    const get = <T>(url: string) => first.api.call<T>(END, first.admin, 'GET', url);
    const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, i) => s + of(i), 0);
    const invoices: InvoiceRow[] = [];
    for (let total = 1; invoices.length < total;) {
      const page = await get<{ invoices: InvoiceRow[]; total: number }>(
        `/api/invoices?limit=200&offset=${invoices.length}`,
      );
      invoices.push(...page.invoices);
      total = page.invoices.length === 0 ? 0 : page.total;
    }
    const payments: InvoicePaymentView[] = [];
    for (const i of invoices.filter((i) => i.kind === 'invoice' && i.status !== 'draft'))
      payments.push(...(await get<{ payments: InvoicePaymentView[] }>(`/api/invoices/${i.id}/payments`)).payments);
    const statements = (await get<{ statements: StatementView[] }>('/api/fees/statements')).statements;
    const { years } = await get<RevenueReport>('/api/reports/revenue?year=2026');
    expect(years.length).toBeGreaterThanOrEqual(2);
    for (const year of years) {
      const r = await get<RevenueReport>(`/api/reports/revenue?year=${year}`);
      const issued = invoices.filter((i) => i.issuedOn?.startsWith(`${year}-`) && i.status !== 'discarded');
      expect(r.total.invoicedGrossCents, `${year}`).toBe(sum(issued, (i) => i.grossCents));
      const whole = await Promise.all(issued.map((i) => get<InvoiceView>(`/api/invoices/${i.id}`)));
      expect(r.total.invoicedNetCents, `${year}`).toBe(sum(whole, (i) => i.document!.amounts.netCents));
      const paid = payments.filter((p) => p.undoneOn === null && p.bookedOn.startsWith(`${year}-`));
      expect(r.total.paidCents, `${year}`).toBe(sum(paid, (p) => p.amountCents));
      const fees = statements.filter((s) => s.status === 'issued' && s.month.startsWith(`${year}-`));
      expect(r.total.feesNetCents, `${year}`).toBe(sum(fees, (s) => s.netCents));
      expect(r.total.hoursDelivered + r.total.hoursSold, `${year}`).toBeGreaterThan(0);
    }
    // This year's open items are what the invoices' list still calls open, on the story's last day.
    const open = invoices.filter((i) =>
      ['open', 'overdue', 'partial', 'partial_overdue'].includes(i.paymentState ?? ''),
    );
    const thisYear = await get<RevenueReport>('/api/reports/revenue?year=2026');
    expect(thisYear.total.openCents).toBe(sum(open, (i) => i.grossCents - i.paidCents));
  });

  it('shows the same numbers wherever a count or sum summarises a list (tiles, cards, reports, hours)', async () => {
    const demo = (a: { name: string; email: string; password: string }, i: number): Actor => ({
      label: a.name,
      ip: `198.51.100.${120 + i}`,
      email: a.email,
      password: a.password,
    });
    const disagreements = await numbersThatDisagree(first.api, END, {
      admin: first.admin,
      clients: demoClients.map(demo),
      partners: demoPartners.map((p, i) => demo(p, 10 + i)),
    });
    expect(disagreements).toEqual([]);
  });

  it("calls the meetings' commands in process, with their routes' rules and contracts", async () => {
    expect(first.direct).toBeGreaterThan(500);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM events WHERE type = 'MeetingPlanned' AND metadata->>'requestId' LIKE 'seed-%'`.execute(
      first.runtime.ctx.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(100);
    const markus = demoPartners[0]!;
    const { id } = await sql<{ id: string }>`SELECT id FROM users WHERE email = ${markus.email}`
      .execute(first.runtime.ctx.db)
      .then((r) => r.rows[0]!);
    const direct = new InProcessApi(first.runtime.ctx, first.runtime.app, new SeedClock(END), ORIGIN);
    const coach: Actor = { label: markus.name, ip: '198.51.100.20', account: { id, role: 'partner' } };
    const before = await first.runtime.ctx.store.lastPosition();
    // decide refuses an unknown meeting as over HTTP; the route's contract refuses a bad duration.
    await expect(
      direct.call(END, coach, 'POST', '/api/meetings/00000000-0000-4000-8000-000000000000/complete', {
        summary: 'Gut',
      }),
    ).rejects.toThrow();
    await expect(
      direct.call(END, coach, 'POST', '/api/meetings/create', {
        clientId: id,
        date: '2026-03-20',
        time: '10:00',
        duration: 'lang',
        platform: 'zoom',
      }),
    ).rejects.toThrow();
    expect(await first.runtime.ctx.store.lastPosition()).toBe(before);
  });

  it('leaves read tables that a replay of the event log rebuilds exactly (the in-process firm)', async () => {
    const report = await replay(first.runtime.ctx.store);
    expect(report.events).toBeGreaterThan(1000);
    expect(report.differences).toEqual([]);
  });
});
