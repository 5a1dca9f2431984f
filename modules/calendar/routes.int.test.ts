import ICAL from 'ical.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { berlinWallClock } from '../../lib/german/time';
import { TEST_ORIGIN } from '../../server/testing/harness';
import {
  CLIENT_PASSWORD,
  demoPartner,
  demoPortalForFile,
  offerPackage,
  plannedMeetingId,
  signedInClient,
} from '../../server/testing/demo-portal';
import { calendarMessages } from './contract';

// Issue 19 item 6: a secret feed per person, read without a session, computed from the read tables
// at request time; one meeting's .ics for its client, its partner and the admins.

const demo = demoPortalForFile();
const call = (method: string, url: string, token?: string, body?: Record<string, unknown>) =>
  demo.portal.call(method, url, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
/** The path of a feed address (app.inject takes the path; the address names the public origin). */
const pathOf = (url: string) => new URL(url).pathname;

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  const byMeeting = (id: string) => events.find((v) => v.getFirstPropertyValue('uid') === `${id}@coaching-portal`);
  return { calendar, events, byMeeting };
}
/** An event's start: the instant, and whether the file wrote it in UTC. */
const startOf = (v: ICAL.Component) => {
  const t = v.getFirstPropertyValue('dtstart') as ICAL.Time;
  return { instant: t.toJSDate(), utc: t.zone?.tzid === 'UTC' };
};

async function clientWithHours(n: string, partnerId: string) {
  const client = await signedInClient(demo.portal, { email: `kalender-${n}@beispiel.de`, name: `Karla Kalender ${n}` });
  await offerPackage(demo.portal, demo.admin, {
    clientId: client.id,
    packageName: 'Coaching',
    customPrice: 900,
    partnerHours: [{ partnerId, hours: 10 }],
    activateImmediately: true,
    paymentConfirmed: true,
    validityMonths: 24,
  });
  return client;
}

describe('calendar feeds', () => {
  it('lists the meetings in UTC with the invitations’ UID, follows a move, and ends on a new address', async () => {
    const partner = await demoPartner(demo.portal, 0);
    const client = await clientWithHours('eins', partner.id);

    expect((await call('GET', '/api/calendar/feed', client.token)).json()).toEqual({ active: false, createdAt: null });
    const made = await call('POST', '/api/calendar/feed', client.token);
    expect(made.statusCode, made.body).toBe(201);
    const { url, webcalUrl } = made.json() as { url: string; webcalUrl: string };
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(webcalUrl).toBe(url.replace('http://', 'webcal://'));
    const status = (await call('GET', '/api/calendar/feed', client.token)).json();
    expect(status.active).toBe(true);
    expect(new Date(status.createdAt).getTime()).toBe(demo.portal.clock.now.getTime());

    // The log keeps the hash, never the token.
    const token = pathOf(url).slice('/api/calendar/'.length, -'.ics'.length);
    const { rows } = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM events WHERE data::text LIKE ${`%${token}%`}`.execute(demo.portal.runtime.ctx.db);
    expect(rows[0]!.n).toBe('0');

    const plan = (date: string, time: string) =>
      plannedMeetingId(demo.portal, partner.token, { clientId: client.id, date, time, link: 'https://zoom.us/j/123' });
    // Summer time (after the change on 28 March 2027) and winter time.
    const summer = await plan('2027-03-30', '10:00');
    const winter = await plan('2027-01-15', '10:00');

    const fetched = await call('GET', pathOf(url));
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = parse(fetched.body);
    expect(feed.calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(feed.calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(feed.events).toHaveLength(2);
    const s = feed.byMeeting(summer)!;
    expect(startOf(s)).toEqual({ instant: new Date('2027-03-30T08:00:00Z'), utc: true });
    expect(berlinWallClock(startOf(s).instant)).toEqual({ date: '2027-03-30', time: '10:00' });
    expect((s.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate()).toEqual(new Date('2027-03-30T09:00:00Z'));
    expect(startOf(feed.byMeeting(winter)!)).toEqual({ instant: new Date('2027-01-15T09:00:00Z'), utc: true });
    expect(s.getFirstPropertyValue('summary')).toBe('Coaching: Karla Kalender eins & ' + partnerName(feed, summer));
    expect(s.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(s.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const firstSequence = Number(s.getFirstPropertyValue('sequence'));

    // Moved: the same entry at the new time, with a higher SEQUENCE.
    const moved = await call('POST', `/api/meetings/${summer}/reschedule`, partner.token, {
      date: '2027-03-31',
      time: '11:30',
      duration: 90,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = parse((await call('GET', pathOf(url))).body).byMeeting(summer)!;
    expect(startOf(after).instant).toEqual(new Date('2027-03-31T09:30:00Z'));
    expect((after.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate()).toEqual(new Date('2027-03-31T11:00:00Z'));
    expect(Number(after.getFirstPropertyValue('sequence'))).toBeGreaterThan(firstSequence);

    // Cancelled: it leaves the feed.
    const cancelled = await call('POST', `/api/meetings/${winter}/cancel`, partner.token, { reason: 'Krank' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(parse((await call('GET', pathOf(url))).body).byMeeting(winter)).toBeUndefined();

    // The partner's own feed holds the meeting too.
    const partnerFeed = (await call('POST', '/api/calendar/feed', partner.token)).json().url as string;
    expect(parse((await call('GET', pathOf(partnerFeed))).body).byMeeting(summer)).toBeDefined();

    // A new address: the old one answers 404 at once, the new one the feed.
    const renewed = (await call('POST', '/api/calendar/feed', client.token)).json().url as string;
    expect(renewed).not.toBe(url);
    const old = await call('GET', pathOf(url));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(calendarMessages.feedNotFound);
    expect((await call('GET', pathOf(renewed))).statusCode).toBe(200);

    // Ended by the person: 404, and ending again says there is none.
    expect((await call('DELETE', '/api/calendar/feed', client.token)).statusCode).toBe(200);
    expect((await call('GET', pathOf(renewed))).statusCode).toBe(404);
    expect((await call('GET', '/api/calendar/feed', client.token)).json()).toEqual({ active: false, createdAt: null });
    const again = await call('DELETE', '/api/calendar/feed', client.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(calendarMessages.noFeed);
  });

  it('one meeting as a file: its client, its partner and the admins; nobody else', async () => {
    const partner = await demoPartner(demo.portal, 0);
    const client = await clientWithHours('zwei', partner.id);
    const stranger = await clientWithHours('drei', partner.id);
    const id = await plannedMeetingId(demo.portal, partner.token, {
      clientId: client.id,
      date: '2027-02-10',
      time: '15:00',
      duration: 30,
      platform: 'phone',
    });
    const path = `/api/calendar/meetings/${id}.ics`;

    for (const token of [client.token, partner.token, demo.admin]) {
      const file = await call('GET', path, token);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['content-disposition']).toBe('attachment; filename="termin-2027-02-10.ics"');
      const v = parse(file.body).byMeeting(id)!;
      expect(startOf(v)).toEqual({ instant: new Date('2027-02-10T14:00:00Z'), utc: true });
      expect(v.getFirstPropertyValue('location')).toBe('Telefon');
    }
    expect((await call('GET', path, stranger.token)).statusCode).toBe(403);
    expect((await call('GET', path, (await demoPartner(demo.portal, 2)).token)).statusCode).toBe(403);
    expect((await call('GET', path)).statusCode).toBe(401);
    const unknown = await call('GET', '/api/calendar/meetings/6f1c2b9e-1d5a-4c3e-9a7b-2e8f0d4c6a1b.ics', client.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(calendarMessages.meetingNotFound);
    expect((await call('GET', '/api/calendar/meetings/kein-termin.ics', client.token)).statusCode).toBe(404);
  });

  it('ends with every session (password changed) and with the account; admins get none; bad tokens are 400', async () => {
    const partner = await demoPartner(demo.portal, 0);
    const client = await clientWithHours('vier', partner.id);
    const url = (await call('POST', '/api/calendar/feed', client.token)).json().url as string;
    expect((await call('GET', pathOf(url))).statusCode).toBe(200);
    const changed = await call('POST', '/api/users/change-password', client.token, {
      currentPassword: CLIENT_PASSWORD,
      newPassword: 'Neues-Kalender-Passwort-1',
      confirmPassword: 'Neues-Kalender-Passwort-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', pathOf(url))).statusCode).toBe(404);
    const fresh = changed.json().token as string;
    expect((await call('GET', '/api/calendar/feed', fresh)).json().active).toBe(false);

    const leaving = await clientWithHours('fuenf', partner.id);
    const leavingUrl = (await call('POST', '/api/calendar/feed', leaving.token)).json().url as string;
    expect((await call('DELETE', '/api/users/me', leaving.token)).statusCode).toBe(200);
    expect((await call('GET', pathOf(leavingUrl))).statusCode).toBe(404);
    const { rows } = await sql<{ reason: string }>`
      SELECT data->>'reason' AS reason FROM events
      WHERE type = 'CalendarFeedRevoked' AND stream_id IN (${`calendar-feed-${client.id}`}, ${`calendar-feed-${leaving.id}`})
      ORDER BY position`.execute(demo.portal.runtime.ctx.db);
    expect(rows.map((r) => r.reason)).toEqual(['passwordChanged', 'accountDeleted']);

    // A restore of a backup from before an erasure shreds the person's key again (the erasure
    // ledger) but its log has no revocation: the feed of a person whose key is gone stays closed.
    const restored = await clientWithHours('sechs', partner.id);
    const restoredUrl = (await call('POST', '/api/calendar/feed', restored.token)).json().url as string;
    expect((await call('GET', pathOf(restoredUrl))).statusCode).toBe(200);
    const { db, store } = demo.portal.runtime.ctx;
    await db.transaction().execute((tx) => store.keys.shred(tx, [restored.id], new Date()));
    const afterRestore = await call('GET', pathOf(restoredUrl));
    expect(afterRestore.statusCode, afterRestore.body).toBe(404);
    expect(afterRestore.json().message).toBe(calendarMessages.feedNotFound);

    const byAdmin = await call('POST', '/api/calendar/feed', demo.admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(calendarMessages.noFeedForAdmins);

    for (const bad of [
      '%01'.repeat(43),
      'x'.repeat(190),
      'a'.repeat(42),
      `${'a'.repeat(42)}%00`,
      '%C3%BC'.repeat(43),
    ]) {
      const res = await call('GET', `/api/calendar/${bad}.ics`);
      expect(res.statusCode, bad).toBe(400);
      // Control characters are refused by the host before the route (its German message), the rest by the route.
      expect([calendarMessages.invalidToken, 'Die Eingabe enthält unzulässige Steuerzeichen.']).toContain(
        res.json().message,
      );
    }
    // Longer than the router takes any path parameter (200): the host's 414 (as for every route), no 5xx.
    expect((await call('GET', `/api/calendar/${'x'.repeat(5000)}.ics`)).statusCode).toBe(414);
    // Well-formed but unknown: the same 404 as an ended address.
    expect((await call('GET', `/api/calendar/${'Z'.repeat(43)}.ics`)).json().message).toBe(
      calendarMessages.feedNotFound,
    );
  });
});

/** The partner's name as the summary of the meeting's entry ends with it (after ' & '). */
function partnerName(feed: ReturnType<typeof parse>, meetingId: string): string {
  return String(feed.byMeeting(meetingId)!.getFirstPropertyValue('summary')).split(' & ')[1]!;
}
