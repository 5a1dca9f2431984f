import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, berlinDateOf } from '../../lib/german/time';
import { demoAdmin } from '../../server/seed/demo-accounts';
import {
  activeClientOf,
  demoPartner,
  offerPackage,
  signedInClient,
  startDemoPortal,
} from '../../server/testing/demo-portal';
import type { TestPortal } from '../../server/testing/harness';
import { expectRefusedReads, pageBoundRefusals } from '../../server/testing/refusals';
import type { MeetingView } from '../meetings/contract';
import type { AdminStats, AttentionItem, AttentionPage, ClientDetails, ClientMeetingPage } from './contract';

// Issue 17: the admin stats carry the attention counts and the first ten items; the rest and a
// long-time client's meetings come a page at a time.

const DAY = 24 * 3600_000;
let portal: TestPortal;
let admin: string;
let partner: { id: string; token: string };
let regular: string;

const get = async <T>(url: string) => {
  const res = await portal.call('GET', url, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const line = (i: AttentionItem) => `${i.reason} ${i.clientName}`;
const dayAhead = (days: number) => addDays(berlinDateOf(portal.clock.now), days);

async function plan(clientId: string, days: number, time = '10:00') {
  const res = await portal.call('POST', '/api/meetings/create', {
    token: partner.token,
    body: { clientId, date: dayAhead(days), time, duration: 30, platform: 'zoom' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MeetingView;
}

/** Moves the clock and signs in again (sessions end). */
async function advance(ms: number) {
  portal.clock.advance(ms);
  admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal);
}

/** An ASCII address: an umlaut in the e-mail fails the meeting's iCalendar (a 500; reported, not ours). */
const emailOf = (name: string) => `${name.replace(' ', '.').replace('ä', 'ae').toLowerCase()}@beispiel.de`;
const client = (name: string, hours: number) =>
  activeClientOf(portal, admin, partner.id, { email: emailOf(name), name }, hours);

beforeAll(async () => {
  portal = await startDemoPortal();
  admin = await portal.signIn(demoAdmin);
  partner = await demoPartner(portal);
  // Two packages valid for two months (B activated first: it expires first), then twelve more, a minute apart.
  for (const name of ['Ablauf B', 'Ablauf A']) {
    const { id } = await signedInClient(portal, { email: emailOf(name), name });
    await offerPackage(portal, admin, {
      clientId: id,
      packageName: 'Kurz',
      customPrice: 500,
      partnerHours: [{ partnerId: partner.id, hours: 10 }],
      activateImmediately: true,
      paymentConfirmed: true,
      validityMonths: 2,
    });
    portal.clock.advance(60_000);
  }
  const hours = [3, 2, 4, 10, 10, 10, 10, 10, 10, 10, 10, 10];
  const made = [];
  for (const [i, h] of hours.entries()) {
    made.push(await client(`Aufmerksam ${String(i + 1).padStart(2, '0')}`, h));
    portal.clock.advance(60_000);
  }
  // 35 days on: every one of them without a meeting for 30 days but Aufmerksam 12, who has one planned.
  await advance(35 * DAY);
  await plan(made[11]!.id, 2);
  regular = (await client('Langjährig', 20)).id;
});
afterAll(() => portal.close());

describe('attention list (issue 17)', () => {
  const noMeeting = [
    'Ablauf B',
    'Ablauf A',
    ...Array.from({ length: 11 }, (_, i) => `Aufmerksam ${String(i + 1).padStart(2, '0')}`),
  ];
  const whole = [
    'expiring Ablauf B',
    'expiring Ablauf A',
    'low_hours Aufmerksam 02',
    'low_hours Aufmerksam 01',
    'low_hours Aufmerksam 03',
    ...noMeeting.map((n) => `no_meeting ${n}`),
  ];

  it('the stats carry the counts per reason and the ten most urgent items', async () => {
    const s = await get<AdminStats>('/api/dashboard/admin/stats');
    expect(s.attentionCounts).toEqual({ expiring: 2, low_hours: 3, no_meeting: 13 });
    expect(s.attention.map(line)).toEqual(whole.slice(0, 10));
    expect(s.attention[2]).toMatchObject({ reason: 'low_hours', detail: '2' });
    expect(s.attention[5]).toMatchObject({ reason: 'no_meeting', detail: 'Kurz' });
    expect(new Date(s.attention[0]!.detail).getTime()).toBeLessThan(new Date(s.attention[1]!.detail).getTime());
  });

  it('pages the whole list in the same order, across the reasons, without overlap', async () => {
    const pages: AttentionItem[] = [];
    for (let offset = 0; offset < 18; offset += 4) {
      const p = await get<AttentionPage>(`/api/dashboard/admin/attention?limit=4&offset=${offset}`);
      expect(p.total).toBe(18);
      pages.push(...p.attention);
    }
    expect(pages.map(line)).toEqual(whole);
    const past = await get<AttentionPage>('/api/dashboard/admin/attention?offset=50');
    expect(past).toEqual({ attention: [], total: 18 });
    const first = await get<AttentionPage>('/api/dashboard/admin/attention');
    expect(first.attention.map(line)).toEqual(whole.slice(0, 10));
  });

  it('refuses a bad page with a German 400, and anyone but the admin', async () => {
    await expectRefusedReads(portal, admin, pageBoundRefusals('/api/dashboard/admin/attention', 100));
    const res = await portal.call('GET', '/api/dashboard/admin/attention', { token: partner.token });
    expect(res.statusCode).toBe(403);
  });
});

describe("a client's meetings on the details page (issue 17)", () => {
  let planned: MeetingView[];
  beforeAll(async () => {
    planned = [];
    for (let d = 1; d <= 23; d += 1) planned.push(await plan(regular, d, '14:00'));
    // Until an hour after the third began: the first two held, the third still to settle (overdue).
    await advance(new Date(planned[2]!.startsAt).getTime() + 3600_000 - portal.clock.now.getTime());
    for (const m of planned.slice(0, 2)) {
      const res = await portal.call('POST', `/api/meetings/${m.id}/complete`, {
        token: partner.token,
        body: { summary: 'Gut gelaufen.' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('the details carry the newest 20 meetings and their count, the monthly hours and the overdue one', async () => {
    const d = await get<ClientDetails>(`/api/clients/${regular}/details`);
    expect(d.meetingsTotal).toBe(23);
    const newest = [...planned].reverse().map((m) => m.id);
    expect(d.meetings.map((m) => m.id)).toEqual(newest.slice(0, 20));
    const pkg = d.packages[0]!;
    expect(pkg.usageByMonth.reduce((s, u) => s + u.hours, 0)).toBe(1);
    expect(pkg.usageByMonth.map((u) => u.month)).toEqual(
      [...new Set(planned.slice(0, 2).map((m) => m.date.slice(0, 7)))].sort(),
    );
    expect(pkg.overdueMeetings.map((m) => m.id)).toEqual([planned[2]!.id]);
  });

  it('pages the rest of the meetings, newest first, without overlap', async () => {
    const newest = [...planned].reverse().map((m) => m.id);
    const rest = await get<ClientMeetingPage>(`/api/clients/${regular}/meetings?offset=20`);
    expect(rest.total).toBe(23);
    expect(rest.meetings.map((m) => m.id)).toEqual(newest.slice(20));
    const small = await get<ClientMeetingPage>(`/api/clients/${regular}/meetings?limit=5&offset=5`);
    expect(small.meetings.map((m) => m.id)).toEqual(newest.slice(5, 10));
    expect((await get<ClientMeetingPage>(`/api/clients/${regular}/meetings?offset=500`)).meetings).toEqual([]);
  });

  it('refuses a bad page with a German 400, an unknown client with a 404, anyone but the admin', async () => {
    await expectRefusedReads(portal, admin, pageBoundRefusals(`/api/clients/${regular}/meetings`, 100));
    const missing = await portal.call('GET', `/api/clients/${partner.id}/meetings`, { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Klient nicht gefunden.');
    const res = await portal.call('GET', `/api/clients/${regular}/meetings`, { token: partner.token });
    expect(res.statusCode).toBe(403);
  });
});
