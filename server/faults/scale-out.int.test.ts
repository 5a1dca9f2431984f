import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime';
import { freshDatabase } from '../testing/database';
import { CLIENT_PASSWORD, registeredClient } from '../testing/demo-portal';
import { callsInto, listeningRuntimes } from '../testing/harness';
import { baseUrlOf, pushListeners } from '../testing/pushes';
import { until } from '../testing/until';
import { EXPIRE_QUEUE } from '../../modules/packages/jobs';
import { seedDemo } from '../seed/demo';
import { demoAdmin, demoPartners } from '../seed/demo-accounts';

// Two app instances on one database, as behind a load balancer: what one instance changes is
// pushed by the other (the event log's NOTIFY reaches every instance's subscriber), a session
// made on one is valid on the other (sessions live in the database), and the daily cron runs
// once, not once per instance.

let database: Awaited<ReturnType<typeof freshDatabase>>;
let instances: Awaited<ReturnType<typeof listeningRuntimes>> | undefined;
let a: Runtime;
let b: Runtime;
const clock = { now: new Date() };
const listeners = pushListeners();

beforeAll(async () => {
  database = await freshDatabase();
  instances = await listeningRuntimes(database.url, 2, { now: () => clock.now });
  [a, b] = instances.runtimes as [Runtime, Runtime];
  await seedDemo(a.ctx);
}, 120_000);

afterAll(async () => {
  listeners.closeAll();
  await instances?.close();
  await database?.drop();
}, 60_000);

const call = (r: Runtime, method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string) =>
  callsInto(r)(method, url, { body, token });
const login = async (r: Runtime, acc: { email: string; password: string }) =>
  (await call(r, 'POST', '/api/auth/login', { username: acc.email, password: acc.password })).json().token as string;

describe('two instances on one database', () => {
  it('a session made on A works on B, and a change made through A is pushed by B', async () => {
    await registeredClient(a.ctx, { email: 'zwei@beispiel.de', name: 'Zwei Instanzen' });
    const token = await login(a, { email: 'zwei@beispiel.de', password: CLIENT_PASSWORD });
    const me = await call(b, 'GET', '/api/auth/me', undefined, token);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('zwei@beispiel.de');

    const pushes = await listeners.open(baseUrlOf(b.app), { token });
    expect((await call(a, 'PUT', '/api/users/profile', { company: 'Über A GmbH' }, token)).statusCode).toBe(200);
    const push = await until('Push über B', async () => pushes.find((p) => p.type === 'ProfileUpdated'));
    expect(push.position).toBeGreaterThan(0);
  });

  it('the daily expiry cron runs once, not once per instance', async () => {
    const db = a.ctx.db;
    // Both instances registered the schedule at start; pg-boss keeps one row per name (upsert).
    const schedules = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pgboss.schedule WHERE name = ${EXPIRE_QUEUE}`.execute(db);
    expect(schedules.rows[0]!.n).toBe(1);

    // An active package that is past its expiry date once the clock moves 13 months on.
    const admin = await login(a, demoAdmin);
    const client = await registeredClient(a.ctx, { email: 'ablauf@beispiel.de', name: 'Ablauf Kunde' });
    const partnerId = (await call(a, 'GET', '/api/users/role/partner', undefined, admin))
      .json()
      .find((u: { email: string }) => u.email === demoPartners[0]!.email).id;
    const res = await call(
      a,
      'POST',
      '/api/packages/create-and-assign',
      {
        clientId: client.id,
        packageName: 'Ablauf',
        customPrice: 500,
        partnerHours: [{ partnerId, hours: 3 }],
        activateImmediately: true,
        paymentConfirmed: true,
        validityMonths: 12,
      },
      admin,
    );
    expect(res.statusCode).toBe(201);
    clock.now = new Date(clock.now.getTime() + 400 * 24 * 3600_000);

    // What each instance's pg-boss timekeeper does when a schedule is due (pg-boss 10,
    // src/timekeeper.js): (1) it may evaluate schedules only after winning
    //   UPDATE pgboss.version SET cron_on = now() WHERE now() - cron_on > cronMonitorIntervalSeconds,
    // so one instance per 30 s looks at all; (2) a due schedule (its last cron time less than 60 s
    // ago) becomes a job in '__pgboss__send-it' with singletonKey = the schedule's name and
    // singletonSeconds = 60: a unique index on (name, singleton_on, singleton_key) lets only one
    // such job exist per minute, and every evaluation of one due time falls in the same minute;
    // (3) that job is copied into the queue once, and one worker fetches it (SKIP LOCKED).
    // Waiting for 03:00 is no test, so both instances here do step (2) at the same moment, the
    // worst case (1) would otherwise prevent, with the very job pg-boss would insert.
    const secondOfMinute = Number(
      (await sql<{ s: number }>`SELECT extract(second FROM now())::float AS s`.execute(db)).rows[0]!.s,
    );
    if (secondOfMinute > 58) await new Promise((r) => setTimeout(r, (61 - secondOfMinute) * 1000)); // not across a minute slot
    const due = {
      name: '__pgboss__send-it',
      data: { name: EXPIRE_QUEUE, data: {}, tz: 'Europe/Berlin' },
      singletonKey: EXPIRE_QUEUE,
      singletonSeconds: 60,
    };
    await Promise.all([a.boss.insert([due]), b.boss.insert([due])]);
    const sendIt = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = ${EXPIRE_QUEUE}`.execute(
      db,
    );
    expect(sendIt.rows[0]!.n).toBe(1);

    // The send-it worker (every 5 s, on either instance) hands it on; the expiry runs once.
    const expired = async () =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM events WHERE type = 'PackageExpired'`.execute(db))
        .rows[0]!.n;
    await until('Paket abgelaufen', async () => ((await expired()) > 0 ? true : undefined), 15_000);
    await until(
      'Ablauf-Job erledigt',
      async () => {
        const r = await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE name = ${EXPIRE_QUEUE}`.execute(db);
        return r.rows.length > 0 && r.rows.every((x) => x.state === 'completed') ? true : undefined;
      },
      15_000,
    );
    const runs = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${EXPIRE_QUEUE}`.execute(db);
    expect(runs.rows[0]!.n).toBe(1);
    expect(await expired()).toBe(1);
  }, 45_000);
});
