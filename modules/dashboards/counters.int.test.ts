import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinMonthOf, berlinWallClock } from '../../lib/german/time';
import { replay } from '../../server/eventstore';
import { demoAdmin } from '../../server/seed/demo-accounts';
import {
  clientOfTwoPartners,
  demoPartner,
  offerPackage,
  signedInClient,
  startDemoPortal,
} from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';

// Issue 17 item 4: the dashboards read counters kept by projections. Each number must equal what a
// scan of the whole history gives, computed here independently (the meetings by folding their
// events from the log, the rest by plain SQL over the read tables, the old way), through
// completions, cancellations, 'not held', a handover of partners' hours, package ends, an account
// deletion, and after a replay.

const HOUR = 3600_000;
const world = {} as {
  portal: TestPortal;
  admin: string;
  partners: { id: string; token: string; email: string }[];
  clientWithPackage(hours0: number): Promise<{ id: string; token: string; userPackageId: string }>;
  planned(p: number, clientId: string, days: number, time?: string): Promise<{ id: string }>;
};

beforeAll(async () => {
  const portal = await startDemoPortal();
  const admin = await portal.signIn(demoAdmin);
  const partners = [await demoPartner(portal, 0), await demoPartner(portal, 1)];
  let n = 0;
  Object.assign(world, {
    portal,
    admin,
    partners,
    /** A client with an active package: partner 0 holds `hours0`, partner 1 five hours. */
    async clientWithPackage(hours0: number) {
      n += 1;
      const account = { email: `zaehlkunde${n}@beispiel.de`, name: `Zähl Kunde ${n}` };
      return clientOfTwoPartners(portal, admin, partners, account, hours0);
    },
    /** Partner `p` plans a 60-minute meeting with the client `days` ahead of the portal's clock. */
    async planned(p: number, clientId: string, days: number, time = '10:00') {
      const date = berlinWallClock(new Date(portal.clock.now.getTime() + days * 24 * HOUR)).date;
      const res = await portal.call('POST', '/api/meetings/create', {
        token: partners[p]!.token,
        body: { clientId, date, time, duration: 60, platform: 'zoom' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    },
  });
});
afterAll(() => world.portal.close());

const db = () => world.portal.runtime.ctx.db;
const get = async (url: string, token: string) => {
  const res = await world.portal.call('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = async (url: string, token: string, body: unknown = {}) => {
  const res = await world.portal.call('POST', url, { token, body });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

interface Folded {
  partnerId: string;
  status: string;
  hoursUsed: number;
  startsAt: number;
  duration: number;
}

/** Every meeting as its events leave it, folded from the log (not from any read table). */
async function meetingsFromLog(): Promise<Folded[]> {
  const rows = await sql<{ type: string; data: Record<string, unknown> }>`
    SELECT type, data FROM events WHERE type LIKE 'Meeting%' ORDER BY stream_id, version`.execute(db());
  const out = new Map<string, Folded>();
  for (const { type, data: d } of rows.rows) {
    const id = d.meetingId as string;
    const m = out.get(id);
    if (type === 'MeetingPlanned')
      out.set(id, {
        partnerId: d.partnerId as string,
        status: 'scheduled',
        hoursUsed: 0,
        startsAt: Date.parse(d.startsAt as string),
        duration: d.duration as number,
      });
    else if (!m) continue;
    else if (type === 'MeetingCompleted') Object.assign(m, { status: 'completed', hoursUsed: d.hoursUsed as number });
    else if (type === 'MeetingCancelled')
      Object.assign(m, { status: 'cancelled', hoursUsed: (d.hoursUsed as number) ?? 0 });
    else if (type === 'MeetingNotHeld') m.status = 'not_held';
    else if (type === 'MeetingHandedOver') m.partnerId = d.toPartnerId as string;
    else if (type === 'MeetingRescheduled')
      Object.assign(m, { startsAt: Date.parse(d.startsAt as string), duration: d.duration as number });
  }
  return [...out.values()];
}

/** A count of the old kind: a scan over a read table. */
const scan = async (query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(db())).rows[0]!.n;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every tile of the admin's and each partner's dashboard and the package stats equal the scans. */
async function expectCountersMatchHistory(partners = world.partners.slice(0, 2)) {
  const now = world.portal.clock.now;
  const meetings = await meetingsFromLog();
  const month = berlinMonthOf(now);
  const admin = await get('/api/dashboard/admin/stats', world.admin);
  const open = sql.join(['pending_acceptance', 'pending_activation', 'active']);
  expect(admin).toMatchObject({
    completedMeetings: meetings.filter((m) => m.status === 'completed').length,
    scheduledMeetings: await scan(
      sql`SELECT count(*)::int AS n FROM meetings WHERE status = 'scheduled' AND date LIKE ${`${month}-%`}`,
    ),
    activePackages: await scan(sql`SELECT count(*)::int AS n FROM user_packages WHERE status = 'active'`),
    readyForActivation: await scan(
      sql`SELECT count(*)::int AS n FROM user_packages WHERE status = 'pending_activation'`,
    ),
    pendingAcceptances: await scan(
      sql`SELECT count(*)::int AS n FROM user_packages WHERE status = 'pending_acceptance'`,
    ),
    // The client list: every client account but the former clients (one package active once, none open).
    totalClients: await scan(sql`
      SELECT count(*)::int AS n FROM users u WHERE role = 'user' AND NOT (
        EXISTS (SELECT 1 FROM user_packages p WHERE p.user_id = u.id AND p.activated_at IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM user_packages p WHERE p.user_id = u.id AND p.status IN (${open})))`),
  });

  expect(await get('/api/packages/stats', world.admin)).toEqual({
    totalPackages: await scan(sql`SELECT count(*)::int AS n FROM user_packages WHERE status <> 'withdrawn'`),
    activePackages: admin.activePackages,
    pendingAssignments: admin.readyForActivation + admin.pendingAcceptances,
    pendingAcceptances: admin.pendingAcceptances,
    pendingActivations: admin.readyForActivation,
    // The client list's 'Kein Paket': no open package, and not a former client (never active).
    clientsWithoutPackage: await scan(sql`
      SELECT count(*)::int AS n FROM users u WHERE role = 'user'
      AND NOT EXISTS (SELECT 1 FROM user_packages p WHERE p.user_id = u.id AND p.status IN (${open}))
      AND NOT EXISTS (SELECT 1 FROM user_packages p WHERE p.user_id = u.id AND p.activated_at IS NOT NULL)`),
  });

  for (const partner of partners) {
    const mine = meetings.filter((m) => m.partnerId === partner.id && m.status !== 'cancelled');
    const scheduled = mine.filter((m) => m.status === 'scheduled');
    const upcoming = scheduled.filter((m) => m.startsAt > now.getTime());
    const toFinish = scheduled.filter((m) => now.getTime() - m.startsAt > 30 * 60_000);
    const next = scheduled
      .filter((m) => m.startsAt + m.duration * 60_000 > now.getTime())
      .sort((a, b) => a.startsAt - b.startsAt)[0];
    const stats = await get('/api/dashboard/partner/stats', partner.token);
    expect(stats, `Accelerator ${partner.email}`).toMatchObject({
      totalAppointments: mine.length,
      completedAppointments: mine.filter((m) => m.status === 'completed').length,
      upcomingAppointments: upcoming.length,
      pendingRequests: toFinish.length,
      hoursCompleted: round1(mine.reduce((s, m) => s + m.hoursUsed, 0)),
      hoursPlanned: round1(upcoming.reduce((s, m) => s + m.duration / 60, 0)),
    });
    expect(stats.nextAppointment ? Date.parse(stats.nextAppointment.startsAt) : null).toBe(next?.startsAt ?? null);
    expect(stats.recentRequests.map((m: { startsAt: string }) => Date.parse(m.startsAt))).toEqual(
      toFinish
        .map((m) => m.startsAt)
        .sort((a, b) => b - a)
        .slice(0, 5),
    );
  }
  // The tallies equal what migrations 0410 and 0210 fill them with from the rows: an upgraded
  // database and one rebuilt by replay hold the same.
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(db())).rows;
  expect(
    await rows(sql`SELECT partner_id, status, meetings, hours_used::text FROM meeting_tallies ORDER BY 1, 2`),
  ).toEqual(
    await rows(sql`SELECT partner_id, status, count(*)::int AS meetings, sum(hours_used)::numeric(12, 2)::text AS hours_used
      FROM meetings GROUP BY 1, 2 ORDER BY 1, 2`),
  );
  expect(await rows(sql`SELECT status, packages FROM package_tallies ORDER BY 1`)).toEqual(
    await rows(sql`SELECT status, count(*)::int AS packages FROM user_packages GROUP BY 1 ORDER BY 1`),
  );
  expect(await rows(sql`SELECT user_id FROM package_clients_ever_active ORDER BY 1`)).toEqual(
    await rows(sql`SELECT DISTINCT user_id FROM user_packages
      WHERE activated_at IS NOT NULL AND user_id IN (SELECT id FROM users) ORDER BY 1`),
  );
  return admin;
}

describe('dashboards from counters', () => {
  it('equal the scans of the history through corrections, package ends and a deletion, and after a replay', async () => {
    const { portal, partners, admin, clientWithPackage, planned } = world;
    const anna = await clientWithPackage(20);
    const ben = await clientWithPackage(10);
    const carla = await clientWithPackage(10);
    const before = await expectCountersMatchHistory();
    expect(before.completedMeetings).toBe(0);

    // Meetings at 1, 2, 3 and 20 days ahead; the clock then moves past the first three.
    const a1 = await planned(0, anna.id, 1);
    const a2 = await planned(0, anna.id, 2);
    const b1 = await planned(1, ben.id, 1, '12:00');
    const b2 = await planned(0, ben.id, 3);
    const a3 = await planned(0, anna.id, 20);
    const c1 = await planned(0, carla.id, 4, '14:00');
    await planned(1, carla.id, 21, '09:00');
    await expectCountersMatchHistory();

    portal.clock.advance(3 * 24 * HOUR + 2 * HOUR);
    await post(`/api/meetings/${a1.id}/complete`, partners[0]!.token, { summary: 'Gut gelaufen' });
    await post(`/api/meetings/${a2.id}/no-show`, partners[0]!.token, {});
    await post(`/api/meetings/${b1.id}/not-held`, partners[1]!.token, { reason: 'Krank' });
    // b2 stays open: a meeting to finish for partner 0.
    await post(`/api/meetings/${a3.id}/cancel`, partners[0]!.token, { reason: 'Urlaub' });
    const afterSettling = await expectCountersMatchHistory();
    expect(afterSettling.completedMeetings).toBe(2);

    // Package ends cancel the future meetings they hold (corrections by reaction, not by route).
    await post(`/api/meetings/${b2.id}/complete`, partners[0]!.token, { summary: 'Abschluss' });
    await post(`/api/packages/${ben.userPackageId}/complete`, admin);
    await post(`/api/packages/${carla.userPackageId}/cancel`, admin, { reason: 'Firma aufgelöst' });
    const carlas = (await get(`/api/clients/${carla.id}/details`, admin)).meetings as { id: string; status: string }[];
    expect(carlas.find((m) => m.id === c1.id)?.status).toBe('cancelled');
    await expectCountersMatchHistory();

    // Offers in every state: pending, accepted, withdrawn, declined; a former client deletes the account.
    const dora = await signedInClient(portal, { email: 'dora@beispiel.de', name: 'Dora Zähler' });
    const emil = await signedInClient(portal, { email: 'emil@beispiel.de', name: 'Emil Zähler' });
    const offer = (clientId: string) =>
      offerPackage(portal, admin, {
        clientId,
        packageName: 'Kompakt',
        customPrice: 800,
        partnerHours: [{ partnerId: partners[0]!.id, hours: 4 }],
      });
    const doraOffer = await offer(dora.id);
    await post('/api/packages/accept', dora.token, { packageId: doraOffer });
    await post(`/api/packages/${await offer(emil.id)}/withdraw`, admin);
    await post('/api/packages/decline', emil.token, { packageId: await offer(emil.id), reason: 'Zu teuer' });
    await expectCountersMatchHistory();
    const gone = await portal.call('DELETE', '/api/users/me', { token: ben.token });
    expect(gone.statusCode, gone.body).toBe(200);
    const last = await expectCountersMatchHistory();
    // Dora and Emil came; Ben (former client, then deleted) and Carla (former client) went.
    expect(last.totalClients).toBe(afterSettling.totalClients);

    // An Accelerator leaves: their hours and planned meeting with Anna go to partner 0.
    const handed = await planned(1, anna.id, 10, '16:00');
    await post(`/api/users/${partners[1]!.id}/handover`, admin, {
      packages: [{ userPackageId: anna.userPackageId, toPartnerId: partners[0]!.id }],
      meetings: 'handOver',
    });
    const mine = await get('/api/meetings/mine', partners[0]!.token);
    expect(JSON.stringify(mine)).toContain(handed.id);
    await expectCountersMatchHistory([partners[0]!]);

    const report = await replay(portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
    await replay(portal.runtime.ctx.store, { apply: true });
    await expectCountersMatchHistory([partners[0]!]);
  });
});
