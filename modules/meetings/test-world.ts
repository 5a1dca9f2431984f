import { expect } from 'vitest';
import { addDays, berlinDateOf } from '../../lib/german/time';
import { demoAdmin, demoPartners } from '../../server/seed/demo-accounts';
import { clientOfTwoPartners, demoPartner, startDemoPortal } from '../../server/testing/demo-portal';
import type { AdminMeetingPage, MeetingHistory, MeetingView } from './contract';
import { meetingsOf, toViews } from './queries';
import { worldForFile } from '../../server/testing/world';

/**
 * What the meetings' integration tests start from: the demo portal with its admin and demo
 * partners signed in, and a maker of clients holding an active package.
 */
async function meetingsWorld() {
  const portal = await startDemoPortal();
  const admin = await portal.signIn(demoAdmin);
  const partners: { id: string; token: string; email: string }[] = [];
  for (const index of demoPartners.keys()) partners.push(await demoPartner(portal, index));
  let n = 0;

  /**
   * A client with an active package: partner 0 holds `hours0`, partner 1 holds 5 hours; `extra`
   * changes the offer, `account` the client's name and e-mail.
   */
  async function clientWithPackage(
    hours0 = 10,
    extra: Record<string, unknown> = {},
    account?: { email: string; name: string },
  ) {
    n += 1;
    const client = account ?? { email: `meetingkunde${n}@beispiel.de`, name: `Meeting Kunde ${n}` };
    return clientOfTwoPartners(portal, admin, partners, client, hours0, extra);
  }

  /** The Berlin date `days` from the portal's clock. */
  const dayAhead = (days: number) => addDays(berlinDateOf(portal.clock.now), days);

  /** Partner `p` plans a 60-minute meeting with the client `days` ahead at `time`; answers the meeting. */
  async function planned(p: number, clientId: string, days: number, time = '10:00') {
    const res = await portal.call('POST', '/api/meetings/create', {
      token: partners[p]!.token,
      body: { clientId, date: dayAhead(days), time, duration: 60, platform: 'zoom' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as MeetingView;
  }

  /** One page of the admin's list (`GET /api/meetings/admin/all?{query}`), checked to be answered. */
  async function adminList(query = ''): Promise<AdminMeetingPage> {
    const res = await portal.call('GET', `/api/meetings/admin/all?${query}`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminMeetingPage;
  }

  /** The meetings of one client as the admin's list finds them (searched by their e-mail). */
  const adminMeetingsOf = async (client: { email: string }) =>
    (await adminList(`search=${encodeURIComponent(client.email)}&limit=200`)).meetings;

  /** What `/api/meetings/mine` sends a signed-in person: the scheduled meetings and the newest 50 of the past. */
  async function mine(token: string): Promise<MeetingView[]> {
    const res = await portal.call('GET', '/api/meetings/mine?pastLimit=50', { token });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as MeetingHistory;
    return [...history.scheduled, ...history.past];
  }

  /**
   * Every meeting of a client as the client sees it, read from the read table: also those in no
   * list of the screens (a meeting cancelled before its date), which `/api/meetings/mine` leaves out.
   */
  async function everyMeetingOf(clientId: string): Promise<MeetingView[]> {
    const db = portal.runtime.ctx.db;
    return toViews(db, await meetingsOf(db, { clientId }), { id: clientId, role: 'user' });
  }

  return {
    portal,
    admin,
    partners,
    clientWithPackage,
    dayAhead,
    planned,
    adminList,
    adminMeetingsOf,
    mine,
    everyMeetingOf,
  };
}
export type MeetingsWorld = Awaited<ReturnType<typeof meetingsWorld>>;

/** The meetings world of one test file: built before its tests, closed after them; read it inside tests. */
export const meetingsWorldForFile = (): MeetingsWorld => worldForFile(meetingsWorld);
