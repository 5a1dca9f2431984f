import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { clientOfTwoPartners, demoPartner } from '../../server/testing/demo-portal';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';
import { textMessages } from '../../lib/german/text';

// Issue 19, a second hostile round: what clients, coaches and the office hit around the spring
// change, with two packages, with extreme dates and with German input.

const world = meetingsWorldForFile();
/** Every day 00:00–23:30 Berlin, no notice, no buffer. */
const { call, openUp, slotsOf, bookAt, handOverAll, anotherPackage } = bookingSteps(world, {
  from: '00:00',
  to: '23:30',
});

/** The admin and the partners signed in anew (a clock moved by months has ended their sessions). */
async function signInAgain() {
  world.admin = await world.portal.signIn(demoAdmin);
  for (const [i, p] of world.partners.entries()) p.token = (await demoPartner(world.portal, i)).token;
}

let n = 0;
/** A new client holding `hours` of partner 0 and 5 of partner 1, offered by the admin signed in now. */
function clientWith(hours: number, extra: Record<string, unknown> = {}, account?: { email: string; name: string }) {
  n += 1;
  const who = account ?? { email: `jagdkunde${n}@beispiel.de`, name: `Jagd Kunde ${n}` };
  return clientOfTwoPartners(world.portal, world.admin, world.partners, who, hours, extra);
}

/** Runs `body` with the portal's clock at `at`, then puts it back. */
async function at<T>(when: string, body: () => Promise<T>): Promise<T> {
  const realNow = world.portal.clock.now;
  world.portal.clock.now = new Date(when);
  try {
    await signInAgain();
    return await body();
  } finally {
    world.portal.clock.now = realNow;
    await signInAgain();
  }
}

describe('the spring change (Sunday 28 March 2027)', () => {
  it('hours that end at 02:30, a time the clock skips, offer nothing after the jump', async () => {
    await at('2027-03-20T08:00:00Z', async () => {
      const partner = world.partners[0]!;
      // Only that Sunday night, 00:00 to 02:30 on the partner's clock.
      await openUp(partner, {
        weekly: [],
        exceptions: [{ date: '2027-03-28', kind: 'extra', range: { from: '00:00', to: '02:30' } }],
      });
      const c = await clientWith(10);
      const times = (await slotsOf(c.token, partner.id, '2027-03-28', '2027-03-28', 30)).slots.map((s) => s.time);
      // 02:00–02:59 does not exist: the partner's hours end when the clock jumps to 03:00.
      expect(times).toEqual(['00:00', '00:30', '01:00', '01:30']);
    });
  });

  it('time off from 02:30 to 03:30 keeps 03:00–03:30 free of bookings', async () => {
    await at('2027-03-20T08:00:00Z', async () => {
      const partner = world.partners[0]!;
      await openUp(partner, {
        weekly: [{ weekday: '7', range: { from: '00:00', to: '05:00' } }],
        exceptions: [{ date: '2027-03-28', kind: 'off', range: { from: '02:30', to: '03:30' } }],
      });
      const c = await clientWith(10);
      const slots = (await slotsOf(c.token, partner.id, '2027-03-28', '2027-03-28', 30)).slots;
      expect(slots.map((s) => s.time)).not.toContain('03:00');
      expect(slots.map((s) => s.time)).toContain('03:30');
      // Nor is it bookable directly: 03:00 summer time is 01:00Z.
      const res = await bookAt(c.token, partner.id, '2027-03-28T01:00:00.000Z', 30);
      expect(res.statusCode, res.body).toBe(409);
    });
  });
});

describe('two active packages', () => {
  it('after the older package ends, the newer one’s hours are offered and booked', async () => {
    const partner = world.partners[0]!;
    await openUp(partner, {
      weekly: ['1', '2', '3', '4', '5'].map((weekday) => ({ weekday, range: { from: '09:00', to: '17:00' } })),
    });
    // The older package runs one month with plenty of hours; the newer one a year.
    const c = await clientWith(10, { validityMonths: 1 });
    const newer = await anotherPackage(c, partner, 10, { validityMonths: 12 });
    // Seven weeks ahead: the older package has ended by then, the newer runs.
    const from = world.dayAhead(49);
    const to = world.dayAhead(55);
    const week = await slotsOf(c.token, partner.id, from, to);
    expect(week.slots.length).toBeGreaterThan(0);
    const booked = await bookAt(c.token, partner.id, week.slots[0]!.startsAt);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().userPackageId).toBe(newer);
  });
});

describe('extreme and German input', () => {
  it('a start in the year 9999 or 0000 is refused in German, never a 500', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const c = await clientWith(10);
    for (const startsAt of ['9999-12-31T23:30:00Z', '0000-01-01T10:00:00Z', '2026-03-29T02:30:00+01:00']) {
      const res = await bookAt(c.token, partner.id, startsAt);
      expect(res.statusCode, `${startsAt}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${startsAt}: ${res.body}`).toBeLessThan(500);
    }
    for (const q of [
      'from=0000-01-01&to=0000-01-02',
      'from=9999-12-30&to=9999-12-31',
      'from=9999-11-01&to=9999-11-30',
    ]) {
      const res = await call(c.token, 'GET', `/api/partners/${partner.id}/slots?${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBeLessThan(500);
    }
  });

  it('notes with umlauts and a Berlin phone number are kept as typed', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const c = await clientWith(10, {}, { email: 'jürgen.größe@beispiel.de', name: 'Jürgen Größe-Öztürk' });
    const s = (await slotsOf(c.token, partner.id, world.dayAhead(30))).slots[20]!;
    const notes = 'Bitte rufen Sie mich an: +49 30 1234567 – Grüße, Jürgen\nZweite Zeile';
    const res = await call(c.token, 'POST', '/api/meetings/book', {
      partnerId: partner.id,
      startsAt: s.startsAt,
      duration: 60,
      notes,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ notes, clientName: 'Jürgen Größe-Öztürk' });
  });
});

describe('names in the invitation', () => {
  it('a client named with quotes or calendar syntax gets a calendar entry that names them, and nothing more', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    // A name over two lines is refused at input since security round three (lib/german/text.ts).
    const refused = await call((await clientWith(10)).token, 'PUT', '/api/users/profile', {
      name: 'Anna Müller\nATTENDEE;CN=Fremd:MAILTO:fremd',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(textMessages.lineBreak);
    // A calendar parameter holds no double quote: as close as it can; a name's ';' and ':' stay inside it.
    const cases = [
      { name: 'Jürgen "Jogi" Löw', cn: "Jürgen 'Jogi' Löw" },
      { name: 'Anna Müller ATTENDEE;CN=Fremd:MAILTO:fremd', cn: 'Anna Müller ATTENDEE;CN=Fremd:MAILTO:fremd' },
    ];
    for (const { name, cn } of cases) {
      const c = await clientWith(10);
      const renamed = await call(c.token, 'PUT', '/api/users/profile', { name });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const s = (await slotsOf(c.token, partner.id, world.dayAhead(31))).slots[c.id.charCodeAt(0) % 10]!;
      const booked = await bookAt(c.token, partner.id, s.startsAt);
      expect(booked.statusCode, booked.body).toBe(201);
      const mail = await world.portal.smtp.waitFor(
        (m) =>
          recipientOf(m) === partner.email &&
          (m.text ?? '').includes(booked.json().date.split('-').reverse().join('.')) &&
          (m.subject ?? '').startsWith('Termin gebucht') &&
          (m.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString() ?? '').includes(
            booked.json().id,
          ),
      );
      const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();
      const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      const attendees = event.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase());
      // The client and the partner, nobody a name smuggled in.
      expect(attendees).toHaveLength(2);
      expect(attendees.join(' ')).not.toContain('mailto:fremd');
      const names = event.getAllProperties('attendee').map((p) => p.getParameter('cn'));
      expect(names).toContain(cn);
    }
  });
});

describe('at the same moment', () => {
  it('the coach closes the day while clients book it: every booking either lies in the old hours or is refused', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const clients = [await clientWith(10), await clientWith(10), await clientWith(10)];
    const day = world.dayAhead(33);
    const free = (await slotsOf(clients[0]!.token, partner.id, day)).slots;
    const starts = [free[18]!, free[22]!, free[26]!].map((s) => s.startsAt);
    const [closed, ...booked] = await Promise.all([
      call(partner.token, 'PUT', '/api/availability', {
        weekly: [],
        exceptions: [],
        minNoticeHours: 0,
        bufferMinutes: 0,
        platform: 'zoom',
        link: null,
      }),
      ...clients.map((c, i) => bookAt(c.token, partner.id, starts[i]!)),
    ]);
    expect(closed.statusCode, closed.body).toBe(200);
    for (const b of booked) expect([201, 409], b.body).toContain(b.statusCode);
    // Afterwards nothing is offered, and nothing more is booked.
    expect((await slotsOf(clients[0]!.token, partner.id, day)).slots).toEqual([]);
    const late = await bookAt(clients[0]!.token, partner.id, free[30]!.startsAt);
    expect(late.statusCode, late.body).toBe(409);
  });

  it("one client's move and another's booking of the same start: one meeting there", async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const mover = await clientWith(10);
    const booker = await clientWith(10);
    const day = world.dayAhead(34);
    const free = (await slotsOf(mover.token, partner.id, day)).slots;
    const mine = await bookAt(mover.token, partner.id, free[10]!.startsAt);
    expect(mine.statusCode, mine.body).toBe(201);
    const target = free[24]!;
    const [moved, booked] = await Promise.all([
      call(mover.token, 'POST', `/api/meetings/${mine.json().id}/reschedule`, {
        date: target.date,
        time: target.time,
        duration: 60,
        startsAt: target.startsAt,
      }),
      bookAt(booker.token, partner.id, target.startsAt),
    ]);
    // One wins (the move 200 or the booking 201), the other finds the start taken.
    const won = [moved.statusCode === 200, booked.statusCode === 201];
    expect(won.filter(Boolean), `${moved.body} | ${booked.body}`).toHaveLength(1);
    expect([moved, booked].find((r) => r.statusCode === 409)?.json().code).toBe('SLOT_TAKEN');
    const there = (await world.adminList('status=scheduled&limit=200')).meetings.filter(
      (m) => m.startsAt === target.startsAt,
    );
    expect(there).toHaveLength(1);
  });
});

describe('when the Accelerator leaves', () => {
  it('a client cannot book the one who left, and their booked meeting goes to the successor', async () => {
    const leaver = world.partners[1]!;
    const successor = world.partners[2]!;
    await openUp(leaver);
    const c = await clientWith(10);
    const s = (await slotsOf(c.token, leaver.id, world.dayAhead(35))).slots[20]!;
    const later = (await slotsOf(c.token, leaver.id, world.dayAhead(36))).slots[20]!;
    const booked = await bookAt(c.token, leaver.id, s.startsAt);
    expect(booked.statusCode, booked.body).toBe(201);
    await handOverAll(leaver, successor);
    const again = await bookAt(c.token, leaver.id, later.startsAt);
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json().code).toBe('NO_PACKAGE');
    const slots = await call(
      c.token,
      'GET',
      `/api/partners/${leaver.id}/slots?from=${world.dayAhead(37)}&to=${world.dayAhead(37)}`,
    );
    expect(slots.statusCode, slots.body).toBe(404);
    const meeting = (await world.everyMeetingOf(c.id)).find((m) => m.id === booked.json().id)!;
    expect(meeting).toMatchObject({ status: 'scheduled', partnerId: successor.id });
  });
});
