import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import { demoPartner, offerPackage, signedInClient, startDemoPortal } from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';
import { berlinWallClock } from '../../lib/german/time';

let portal: TestPortal;
let admin: string;
let partner: { id: string; token: string };
const c = {} as Record<'active' | 'pending' | 'done', { id: string; token: string; up?: string }>;

async function client(name: string, phone: string) {
  const { id, token } = await signedInClient(portal, {
    email: `${name}@beispiel.de`,
    name,
    company: `${name} AG`,
    phone,
  });
  return { id, token };
}
const offer = (clientId: string, activate: boolean) =>
  offerPackage(portal, admin, {
    clientId,
    packageName: 'Kompakt',
    customPrice: 800,
    partnerHours: [{ partnerId: partner.id, hours: 6 }],
    activateImmediately: activate,
    paymentConfirmed: activate,
  });

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal);
  c.active = await client('aktivkunde', '+49 89 5550101');
  c.active.up = await offer(c.active.id, true);
  c.pending = await client('wartekunde', '+49 40 5550202');
  c.pending.up = await offer(c.pending.id, false);
  c.done = await client('fertigkunde', '+49 30 5550303');
  c.done.up = await offer(c.done.id, true);
  await portal.call('POST', `/api/packages/${c.done.up}/complete`, { token: admin });
  const date = berlinWallClock(new Date(Date.now() + 3 * 24 * 3600_000)).date;
  await portal.call('POST', '/api/meetings/create', {
    token: partner.token,
    body: { clientId: c.active.id, date, time: '10:00', duration: 90 },
  });
});
afterAll(() => portal.close());

const names = (list: { name: string }[]) => list.map((x) => x.name).sort();

describe('admin client list', () => {
  it('lists clients only, hides finished ones, and filters', async () => {
    const all = (await portal.call('GET', '/api/clients', { token: admin })).json().clients;
    expect(names(all)).toEqual([...demoClients.map((d) => d.name), 'aktivkunde', 'wartekunde'].sort());
    expect(all.some((x: { email: string }) => x.email === demoPartners[0]!.email || x.email === demoAdmin.email)).toBe(
      false,
    );
    const get = async (q: string) =>
      names((await portal.call('GET', `/api/clients?${q}`, { token: admin })).json().clients);
    expect(await get('filter=active')).toEqual(['aktivkunde']);
    expect(await get('filter=pending')).toEqual(['wartekunde']);
    expect(await get('filter=no_package')).toEqual(demoClients.map((d) => d.name).sort());
    expect(await get('q=kunde%20AG&filter=all')).toEqual(['aktivkunde', 'wartekunde']);
    expect(await get('q=040%205550')).toEqual(['wartekunde']);
    expect((await portal.call('GET', '/api/clients?filter=everyone', { token: admin })).statusCode).toBe(400);
    expect((await portal.call('GET', '/api/clients', { token: partner.token })).statusCode).toBe(403);
  });

  it('exports the list as CSV for Excel', async () => {
    const res = await portal.call('GET', '/api/clients/export?filter=pending', { token: admin });
    expect(res.headers['content-disposition']).toMatch(/klienten-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name;E-Mail;Telefon;Firma;Position;Paket;Status;Registriert am');
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toContain('wartekunde;wartekunde@beispiel.de;+49 40 5550202;wartekunde AG;;Kompakt;Ausstehend;');
  });

  it('client details: packages with usage, meetings, questionnaires; 404 for non-clients', async () => {
    const d = (await portal.call('GET', `/api/clients/${c.active.id}/details`, { token: admin })).json();
    expect(d).toMatchObject({
      name: 'aktivkunde',
      company: 'aktivkunde AG',
      activePackage: { id: c.active.up, name: 'Kompakt' },
    });
    expect(d.packages[0].userPackage).toMatchObject({ status: 'active', totalHours: 6 });
    expect(d.packages[0].usageByMonth).toEqual([]);
    expect(d.meetings).toHaveLength(1);
    expect(d.questionnaires).toEqual([]);
    expect((await portal.call('GET', `/api/clients/${partner.id}/details`, { token: admin })).statusCode).toBe(404);
    expect((await portal.call('GET', '/api/clients/nicht-da/details', { token: admin })).statusCode).toBe(404);
  });
});

describe('dashboards', () => {
  it('admin stats count clients, packages and meetings, with an attention list', async () => {
    const s = (await portal.call('GET', '/api/dashboard/admin/stats', { token: admin })).json();
    expect(s).toMatchObject({
      // 'Gesamte Klienten' counts the client list it leads to: the finished client is in the KundenKartei.
      totalClients: demoClients.length + 2,
      activePackages: 1,
      readyForActivation: 0,
      pendingAcceptances: 1,
      completedMeetings: 0,
    });
    expect(s.scheduledMeetings).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(s.attention)).toBe(true);
    expect((await portal.call('GET', '/api/dashboard/admin/stats', { token: c.active.token })).statusCode).toBe(403);
  });

  it('partner stats and the next appointment', async () => {
    const s = (await portal.call('GET', '/api/dashboard/partner/stats', { token: partner.token })).json();
    // The Accelerator's clients are their circle, as their client list shows: wartekunde's offer is not
    // accepted yet, so it names no client of theirs.
    const listed = (await portal.call('GET', '/api/partner-clients/my-clients', { token: partner.token })).json();
    expect(s.totalClients).toBe(new Set(listed.map((l: { id: string }) => l.id)).size);
    expect(s).toMatchObject({
      totalClients: 1,
      totalAppointments: 1,
      upcomingAppointments: 1,
      completedAppointments: 0,
      pendingRequests: 0,
      hoursPlanned: 1.5,
    });
    expect(s.nextAppointment.clientName).toBe('aktivkunde');
  });

  it('client dashboard data: package, next appointment, partners', async () => {
    const d = (await portal.call('GET', '/api/dashboard/user/data', { token: c.active.token })).json();
    expect(d.activePackage.userPackage.status).toBe('active');
    expect(d.nextAppointment.time).toBe('10:00');
    expect(d.availablePartners.map((p: { partnerId: string }) => p.partnerId)).toEqual([partner.id]);
  });

  it('first-week clients and recent activities in German', async () => {
    const fresh = (await portal.call('GET', '/api/dashboard/first-week-clients', { token: admin })).json();
    expect(names(fresh)).toEqual(['aktivkunde']);
    const feed = (await portal.call('GET', '/api/dashboard/activities/recent', { token: admin })).json();
    expect(feed[0]).toMatchObject({
      label: 'Meeting geplant',
      subjectName: 'aktivkunde',
      actorName: demoPartners[0]!.name,
    });
    expect(feed.map((a: { label: string }) => a.label)).toContain('Paket abgeschlossen');
  });
});

describe('counts match the lists they open (issue 15, item 8)', () => {
  it('a prospect who only declined an offer stays a client without a package, not a former one', async () => {
    const prospect = await client('absagekunde', '+49 221 5550404');
    const up = await offer(prospect.id, false);
    const declined = await portal.call('POST', '/api/packages/decline', {
      token: prospect.token,
      body: { packageId: up, reason: 'Zu teuer' },
    });
    expect(declined.statusCode, declined.body).toBe(200);

    const list = async (filter: string) =>
      names((await portal.call('GET', `/api/clients?filter=${filter}`, { token: admin })).json().clients);
    expect(await list('no_package')).toContain('absagekunde');
    const archive = (await portal.call('GET', '/api/client-archive', { token: admin })).json().entries;
    expect(names(archive)).toEqual(['fertigkunde']);

    const stats = (await portal.call('GET', '/api/dashboard/admin/stats', { token: admin })).json();
    expect(stats.totalClients).toBe((await list('all')).length);
  });
});
