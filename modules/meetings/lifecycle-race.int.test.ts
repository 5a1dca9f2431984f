import ICAL from 'ical.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { offerPackage, plannedMeetingId, signedInClient } from '../../server/testing/demo-portal';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';

// The hostile hunt of 2026-11-29 (booking and the meetings' life cycle): one calendar entry through
// every change, and two people acting on one meeting or package at the same moment.

const world = meetingsWorldForFile();
const { call, openUp, slotsOf, bookAt, handOverAll } = bookingSteps(world, { from: '08:00', to: '18:00' });

type Mail = Awaited<ReturnType<typeof world.portal.smtp.waitFor>>;
/** The calendar of a mail, parsed by the library calendars use: method, UID, SEQUENCE, STATUS. */
function calendarOf(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const event = cal.getFirstSubcomponent('vevent')!;
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    location: event.getFirstPropertyValue('location'),
  };
}
const attached = (m: Mail) =>
  calendarOf(m.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString());

describe('at the same moment', () => {
  it('the coach moves a meeting into the notice while the client cancels it free: never charged unasked', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await world.clientWithPackage(10);
      const m = await world.planned(0, c.id, 6, '10:00');
      // The client's dialog said: free (six days ahead); the coach moves it to tomorrow meanwhile.
      const [move, cancel] = await Promise.all([
        call(world.partners[0]!.token, 'POST', `/api/meetings/${m.id}/reschedule`, {
          date: world.dayAhead(1),
          time: '16:00',
          duration: 60,
        }),
        call(c.token, 'POST', `/api/meetings/${m.id}/cancel`, { charged: false }),
      ]);
      expect(
        [move.statusCode, cancel.statusCode].every((s) => s < 500),
        `${move.body} | ${cancel.body}`,
      ).toBe(true);
      const now = (await world.everyMeetingOf(c.id)).find((x) => x.id === m.id)!;
      const pkg = (await call(c.token, 'GET', '/api/packages/my-active')).json().userPackage;
      if (cancel.statusCode === 200) {
        // Cancelled first (free), then the move found it cancelled; or moved first and still free? Never charged.
        expect([now.status, now.lateCancellation, now.hoursUsed]).toEqual(['cancelled', false, 0]);
        expect(move.statusCode, move.body).toBe(409);
        expect([pkg.reservedHours, pkg.remainingHours]).toEqual([0, 15]);
      } else {
        // Moved first: the cancellation would now cost; refused with the new terms, nothing charged.
        expect(cancel.statusCode, cancel.body).toBe(409);
        expect(cancel.json().code).toBe('CHARGE_CHANGED');
        expect([now.status, now.date, now.time]).toEqual(['scheduled', world.dayAhead(1), '16:00']);
        expect([pkg.reservedHours, pkg.remainingHours]).toEqual([1, 15]);
      }
    }
  });

  it('the office cancels the package while the client books: no meeting stays on the ended package', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    for (let round = 0; round < 3; round++) {
      const c = await world.clientWithPackage(10);
      const slot = (await slotsOf(c.token, partner.id, world.dayAhead(8))).slots[round + 2]!;
      const [booked, ended] = await Promise.all([
        bookAt(c.token, partner.id, slot.startsAt),
        call(world.admin, 'POST', `/api/packages/${c.userPackageId}/cancel`, { reason: 'Storniert im Test' }),
      ]);
      expect(ended.statusCode, ended.body).toBe(200);
      expect([201, 409]).toContain(booked.statusCode);
      const meetings = await world.everyMeetingOf(c.id);
      expect(meetings.filter((m) => m.status === 'scheduled')).toEqual([]);
      const pkg = (await call(world.admin, 'GET', `/api/packages/user/${c.id}`)).json();
      expect(JSON.stringify(pkg)).not.toMatch(/"reservedHours":[1-9]/u);
    }
  });

  it('the client cancels or the coach moves a meeting while the office cancels its package: no deadlock', async () => {
    // Postgres's own count of the deadlocks it broke (retried by the store, each after a second).
    const db = world.portal.runtime.ctx.db;
    const deadlocks = async () => {
      await sql`select pg_stat_clear_snapshot()`.execute(db);
      const { rows } = await sql<{ n: string }>`select deadlocks::text as n from pg_stat_database
        where datname = current_database()`.execute(db);
      return Number(rows[0]!.n);
    };
    const before = await deadlocks();
    for (let round = 0; round < 4; round++) {
      const c = await world.clientWithPackage(10);
      const m = await world.planned(0, c.id, 5 + round, '12:00');
      const [mine, office] = await Promise.all([
        round % 2
          ? call(world.partners[0]!.token, 'POST', `/api/meetings/${m.id}/reschedule`, {
              date: world.dayAhead(5 + round),
              time: '15:00',
              duration: 60,
            })
          : call(c.token, 'POST', `/api/meetings/${m.id}/cancel`, {}),
        call(world.admin, 'POST', `/api/packages/${c.userPackageId}/cancel`, { reason: 'Storniert im Test' }),
      ]);
      expect(office.statusCode, office.body).toBe(200);
      // Second, the client's or coach's finds it cancelled with the package (409), never a 500.
      expect([200, 409], mine.body).toContain(mine.statusCode);
      const after = (await world.everyMeetingOf(c.id)).find((x) => x.id === m.id)!;
      expect([after.status, after.hoursUsed]).toEqual(['cancelled', 0]);
      expect(office.json().reservedHours).toBe(0);
    }
    // A backend reports its counts within a second of its transaction's end.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await deadlocks()).toBe(before);
  });

  it('the last hour taken by the coach while the client books it: one of the two', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    for (let round = 0; round < 3; round++) {
      const c = await world.clientWithPackage(1);
      const slot = (await slotsOf(c.token, partner.id, world.dayAhead(9))).slots[round + 4]!;
      const [booked, planned] = await Promise.all([
        bookAt(c.token, partner.id, slot.startsAt),
        call(partner.token, 'POST', '/api/meetings/create', {
          clientId: c.id,
          date: world.dayAhead(10),
          time: `${10 + round}:00`,
          duration: 60,
          platform: 'phone',
        }),
      ]);
      const codes = [booked.statusCode, planned.statusCode];
      expect(
        codes.filter((x) => x === 201),
        `${booked.body} | ${planned.body}`,
      ).toHaveLength(1);
      // The loser hears that the hours are gone (400 INSUFFICIENT_HOURS, as a plan without hours).
      const refused = booked.statusCode === 201 ? planned : booked;
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'INSUFFICIENT_HOURS']);
      expect((await world.everyMeetingOf(c.id)).filter((m) => m.status === 'scheduled')).toHaveLength(1);
    }
  });
});

/** A new Accelerator who will leave (each round of a race needs its own). */
async function leaver(name: string, email: string): Promise<string> {
  const made = await call(world.admin, 'POST', '/api/users', {
    name,
    email,
    partnerType: 'Vertrieb',
    password: 'Geht-Weg-2026!',
  });
  expect(made.statusCode, made.body).toBe(201);
  return (made.json().user ?? made.json()).id as string;
}
/** An active package of the client with 10 of the Accelerator's hours. */
const packageWith = (clientId: string, partnerId: string) =>
  offerPackage(world.portal, world.admin, {
    clientId,
    packageName: 'Abschied',
    customPrice: 500,
    partnerHours: [{ partnerId, hours: 10 }],
    activateImmediately: true,
    paymentConfirmed: true,
  });

describe('an Accelerator leaves while a client cancels', () => {
  it('the hand-over goes through whichever comes first: the cancelled meeting stays cancelled', async () => {
    const successor = world.partners[2]!;
    for (let round = 0; round < 4; round++) {
      const leaverId = await leaver(`Lea Leaver ${round}`, `lea.leaver${round}@beispiel.de`);
      const c = await signedInClient(world.portal, { email: `geht${round}@beispiel.de`, name: `Greta Geht ${round}` });
      await packageWith(c.id, leaverId);
      const ids: string[] = [];
      for (const time of ['09:00', '11:00', '13:00', '15:00', '17:00'])
        ids.push(
          await plannedMeetingId(world.portal, world.admin, {
            clientId: c.id,
            partnerId: leaverId,
            date: world.dayAhead(7),
            time,
          }),
        );
      const holdings = (await call(world.admin, 'GET', `/api/users/${leaverId}/holdings`)).json();
      const body = {
        packages: holdings.packages.map((p: { userPackageId: string }) => ({
          userPackageId: p.userPackageId,
          toPartnerId: successor.id,
        })),
        meetings: 'handOver',
      };
      const cancelled = ids[round % ids.length]!;
      const [handover, cancel] = await Promise.all([
        call(world.admin, 'POST', `/api/users/${leaverId}/handover`, body),
        call(c.token, 'POST', `/api/meetings/${cancelled}/cancel`, {}),
      ]);
      expect([handover.statusCode, cancel.statusCode], `${handover.body} | ${cancel.body}`).toEqual([200, 200]);
      const after = await world.everyMeetingOf(c.id);
      expect(after.filter((m) => m.status === 'scheduled').map((m) => m.partnerId)).toEqual(
        Array(ids.length - 1).fill(successor.id),
      );
      expect(after.find((m) => m.id === cancelled)!.status).toBe('cancelled');
    }
  });
});

describe('an Accelerator leaves while the office ends one of the packages', () => {
  it('the hand-over goes through whichever comes first: the ended package stays ended', async () => {
    const successor = world.partners[2]!;
    for (let round = 0; round < 4; round++) {
      const leaverId = await leaver(`Paul Paketende ${round}`, `paul.paketende${round}@beispiel.de`);
      const packages: string[] = [];
      for (const who of ['a', 'b']) {
        const c = await signedInClient(world.portal, {
          email: `ende${round}${who}@beispiel.de`,
          name: `Eva Ende ${who}`,
        });
        packages.push(await packageWith(c.id, leaverId));
      }
      const body = {
        packages: packages.map((id) => ({ userPackageId: id, toPartnerId: successor.id })),
        meetings: 'handOver',
      };
      const [handover, ended] = await Promise.all([
        call(world.admin, 'POST', `/api/users/${leaverId}/handover`, body),
        call(world.admin, 'POST', `/api/packages/${packages[round % 2]}/cancel`, { reason: 'Storniert im Test' }),
      ]);
      expect([handover.statusCode, ended.statusCode], `${handover.body} | ${ended.body}`).toEqual([200, 200]);
      expect(ended.json().status).toBe('cancelled');
      // The other package's hours went to the successor: the leaver holds nothing.
      expect((await call(world.admin, 'GET', `/api/users/${leaverId}/holdings`)).json().packages).toEqual([]);
    }
  });
});

// Last: the hand-over deactivates partner 1, whom every new client of this world holds hours of.
describe('one calendar entry through planned, moved, handed over and cancelled', () => {
  it('keeps its UID, raises SEQUENCE with each mail, ends with METHOD:CANCEL; the file and feed agree', async () => {
    const c = await world.clientWithPackage(10);
    const planned = await call(world.partners[1]!.token, 'POST', '/api/meetings/create', {
      clientId: c.id,
      date: world.dayAhead(9),
      time: '10:00',
      duration: 60,
      platform: 'video-room',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const id = planned.json().id as string;
    const mail = (subject: string) =>
      world.portal.smtp.waitFor((m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith(subject));
    const invited = attached(await mail('Termin geplant'));

    const moved = await call(world.partners[1]!.token, 'POST', `/api/meetings/${id}/reschedule`, {
      date: world.dayAhead(9),
      time: '14:00',
      duration: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedCal = attached(await mail('Termin verschoben'));

    await handOverAll(world.partners[1]!, world.partners[2]!);
    const takenCal = attached(await mail('Termin übernommen'));

    const cancelled = await call(c.token, 'POST', `/api/meetings/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelCal = attached(await mail('Termin abgesagt'));

    const all = [invited, movedCal, takenCal, cancelCal];
    expect(new Set(all.map((x) => x.uid))).toEqual(new Set([`${id}@coaching-portal`]));
    expect(all.map((x) => x.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
    expect(cancelCal.status).toBe('CANCELLED');
    for (let i = 1; i < all.length; i++) expect(all[i]!.sequence).toBeGreaterThan(all[i - 1]!.sequence);
    // The room stays the meeting's through the move; the hand-over gives a fresh one, since the
    // leaver knows the old (2026-11-29).
    expect(movedCal.location).toBe(invited.location);
    expect(takenCal.location).toMatch(/\/Coaching-[a-z2-7]{26}$/u);
    expect(takenCal.location).not.toBe(invited.location);

    // The file of the cancelled meeting says so, never below the last mail's SEQUENCE.
    const file = await call(c.token, 'GET', `/api/calendar/meetings/${id}.ics`);
    expect(file.statusCode, file.body).toBe(200);
    const asFile = calendarOf(file.body);
    expect([asFile.uid, asFile.status]).toEqual([`${id}@coaching-portal`, 'CANCELLED']);
    expect(asFile.sequence).toBeGreaterThanOrEqual(cancelCal.sequence);
  });
});
