import { sql } from 'kysely';
import { expireDuePackages } from '../../modules/packages';
import { registerUser } from '../../modules/identity';
import { sendPaymentReminders } from '../../modules/invoicing';
import { invoicesDebitPending } from '../../modules/sepa';
import type { Runtime } from '../runtime';
import { SeedApi, type Actor } from './api';
import { InProcessApi } from './in-process';
import type { SeedClock } from './clock';
import { demoAdmin } from './demo-accounts';
import { expectedCounts, type FirmCounts, type FirmPlan } from './plan-types';
import { StoryScheduler } from './scheduler';
import { MINUTE } from './time';
import { createCoach, creditOldestPaidInvoice, grantDemoMandate, setUpFirm, type LaneEnv } from './story-office';
import { playLane } from './story-lane';
import { berlinMonthOf } from '../../lib/german/time';
import {
  billedMonths,
  draftMoment,
  draftMonth,
  issueMoment,
  issueMonth,
  leaveLastMonthOpen,
  payOutMonth,
  payoutMoment,
  payoutPaidMoment,
  bankShowsPayouts,
  setCoachFees,
} from './story-fees';

// Plays a planned firm (plan.ts) through the portal's HTTP API, each step at its moment, so the
// event log, read tables, e-mails and audit are what real use would have left behind.

interface SeedReport {
  expected: FirmCounts;
  /** Requests through `app.inject`. */
  calls: number;
  /** Commands called in process (`in-process.ts`); 0 with `http`. */
  direct: number;
  events: number;
  millis: number;
}

interface SeedOptions {
  /** `in-process` (the default): the frequent commands called directly; `http`: every step through the API. */
  mode?: 'in-process' | 'http';
  /** Steps under way at once (stories of different people run side by side). */
  concurrency?: number;
  /** Progress lines, every few seconds. */
  progress?: (line: string) => void;
  progressEveryMs?: number;
}

/** Builds the planned firm in an empty portal; throws on the first answer that is not 2xx. */
export async function seedFirm(
  runtime: Runtime,
  clock: SeedClock,
  plan: FirmPlan,
  opts: SeedOptions = {},
): Promise<SeedReport> {
  // The story's thousands of requests stay out of the request log; warnings and errors do not.
  const level = runtime.app.log.level;
  if (['trace', 'debug', 'info'].includes(level)) runtime.app.log.level = 'warn';
  try {
    return await playFirm(runtime, clock, plan, opts);
  } finally {
    runtime.app.log.level = level;
  }
}

async function playFirm(runtime: Runtime, clock: SeedClock, plan: FirmPlan, opts: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const { ctx } = runtime;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(ctx.db);
  if ((rows[0]?.n ?? 0) > 0)
    throw new Error('Die Datenbank enthält schon Konten: eine Firma wird nur in eine leere Datenbank gesät.');
  const firstEvent = await ctx.store.lastPosition();
  // Requests start inside their moment only once the app is ready (api.ts).
  await runtime.app.ready();
  const api =
    opts.mode === 'http'
      ? new SeedApi(runtime.app, clock, ctx.config.publicUrl)
      : new InProcessApi(ctx, runtime.app, clock, ctx.config.publicUrl);
  const sched = new StoryScheduler(clock, opts.concurrency ?? 6, plan.startAt);
  clock.set(plan.startAt);

  // The first admin: nobody can create one through the API (it is `npm run admin:create`'s job).
  const first = await clock.run(plan.startAt, () =>
    registerUser(ctx, { ...demoAdmin, role: 'admin' }, { actorId: null, actorRole: 'system', correlationId: 'seed' }),
  );
  const admin: Actor = {
    label: 'Administrator',
    ip: '198.51.100.10',
    email: demoAdmin.email,
    password: demoAdmin.password,
    account: { id: first.id, role: 'admin' },
  };
  await api.signIn(plan.startAt + 10 * MINUTE, admin);
  await setUpFirm(api, admin, plan, plan.startAt + 15 * MINUTE);

  const coachIds: string[] = [];
  const coaches: Actor[] = [];
  for (const coach of plan.coaches) {
    if (coach.joinAt >= plan.endAt) continue;
    sched.at(coach.joinAt, async () => {
      const { id, actor } = await createCoach(api, admin, coach, coach.joinAt);
      coachIds[coach.index] = id;
      coaches[coach.index] = actor;
      await setCoachFees(api, admin, coach, actor, id, coach.joinAt + 62 * MINUTE);
    });
  }

  // Each ended month's statements: drafted on the 1st, issued on the 5th; the last one stays open.
  const months = billedMonths(berlinMonthOf(plan.startAt), plan.endAt);
  for (const month of months) {
    sched.at(draftMoment(month), async () => {
      await draftMonth(api, admin, month);
    });
    if (month !== months.at(-1) && issueMoment(month) < plan.endAt)
      sched.at(issueMoment(month), () => issueMonth(api, admin, month, issueMoment(month)));
    if (month !== months.at(-1) && payoutMoment(month) < plan.endAt)
      sched.at(payoutMoment(month), () => payOutMonth(api, admin, month, payoutMoment(month)));
    if (month !== months.at(-1) && payoutPaidMoment(month) < plan.endAt)
      sched.at(payoutPaidMoment(month), () => bankShowsPayouts(api, admin, payoutPaidMoment(month)));
  }

  // The daily expiry job, at 03:00 of each day a package runs out (and once more today).
  const expiryRuns = new Set<number>();
  const expireAt = (moment: number) => {
    if (moment >= plan.endAt || expiryRuns.has(moment)) return;
    expiryRuns.add(moment);
    sched.at(moment, async () => {
      await expireDuePackages(ctx);
    });
  };
  expiryRuns.add(plan.endAt);
  sched.at(plan.endAt, async () => {
    await expireDuePackages(ctx);
    // Today's payment reminders of the invoices nobody paid in time.
    await sendPaymentReminders(ctx, invoicesDebitPending);
  });

  const timer = opts.progress ? setInterval(() => void reportProgress(), opts.progressEveryMs ?? 5000) : null;
  let lastReport = { at: performance.now(), events: firstEvent };
  async function reportProgress() {
    const events = await ctx.store.lastPosition();
    const now = performance.now();
    const share = Math.min(100, Math.round(((sched.reached - plan.startAt) / (plan.endAt - plan.startAt)) * 100));
    const rate = Math.round(((events - lastReport.events) * 1000) / Math.max(1, now - lastReport.at));
    lastReport = { at: now, events };
    opts.progress?.(
      `  ${share} % der Geschichte (${new Date(sched.reached).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' })}), ${events - firstEvent} Ereignisse, ${rate} Ereignisse/s`,
    );
  }

  try {
    const env: LaneEnv = { api, admin, coachIds, coaches, expireAt };
    await sched.run(plan.lanes.map((lane) => (step) => playLane(env, lane, step)));
  } finally {
    if (timer) clearInterval(timer);
  }
  clock.set(plan.endAt);
  await creditOldestPaidInvoice(api, admin, plan.endAt);
  await grantDemoMandate(api, plan.endAt);
  const lastMonth = months.at(-1);
  if (lastMonth) {
    const joined = plan.coaches
      .filter((c) => coaches[c.index])
      .map((c) => ({ id: coachIds[c.index]!, actor: coaches[c.index]!, email: c.email }));
    await leaveLastMonthOpen(api, admin, joined, lastMonth, plan.endAt);
  }
  return {
    expected: expectedCounts(plan),
    calls: api.calls,
    direct: api instanceof InProcessApi ? api.direct : 0,
    events: (await ctx.store.lastPosition()) - firstEvent,
    millis: performance.now() - started,
  };
}
