import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { handle, replay } from '../../server/eventstore';
import { everyDayAvailability } from '../../server/testing/availability';
import { offerPackage, plannedMeetingId, signedInClient } from '../../server/testing/demo-portal';
import { recipientOf } from '../../server/testing/smtp-sink';
import { meetingDecider } from './decide';
import { newVideoRoomLink } from './video-room';
import { meetingsWorldForFile } from './test-world';

// The hostile review of 2026-11-29: a meeting handed over when its Accelerator leaves kept the
// leaver's own Zoom link or office address, sending client and successor to the leaver's room or
// office. Now it takes the successor's default place (`handover-place.ts`); the portal's own room
// becomes a fresh room (the leaver knows its link); an address chosen for the meeting stays.
// Through the API, the mails and the calendar entries.

const world = meetingsWorldForFile();
const call = (method: string, url: string, body?: Record<string, unknown>, token = world.admin) =>
  world.portal.call(method, url, { token, ...(body ? { body } : {}) });
const office = 'Büro Lena, Lindenstraße 4, 10969 Berlin';
const successorLink = 'https://zoom.us/j/9988776655';

/** A new Accelerator who saved `place` as their default for bookings; answers id and e-mail. */
async function partnerMeetingOn(name: string, email: string, place: Record<string, unknown>) {
  const res = await call('POST', '/api/users', { name, email, partnerType: 'Vertrieb', password: 'Geht-Weg-2026!' });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json().user ?? res.json()).id as string;
  const token = await world.portal.signIn({ email, password: 'Geht-Weg-2026!' });
  const hours = everyDayAvailability({ from: '08:00', to: '18:00' }, { platform: 'video-room', link: null });
  const saved = await call('PUT', '/api/availability', { ...hours, ...place }, token);
  expect(saved.statusCode, saved.body).toBe(200);
  return { id, email };
}
const calendarOf = (mail: { attachments: { contentType: string; content: Buffer }[] }) =>
  new ICAL.Component(
    ICAL.parse(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString()),
  ).getFirstSubcomponent('vevent')!;
/** The mail to `to` with `subject` that names the meeting at `time` (each meeting is at its own hour). */
const mailAbout = (to: string, subject: string, time: string) =>
  world.portal.smtp.waitFor(
    (m) => recipientOf(m) === to && (m.subject ?? '').startsWith(subject) && (m.subject ?? '').includes(time),
  );

describe("a handed-over meeting on the leaver's own link or at their office", () => {
  it("takes the successor's default place and says so; the portal's room is fresh; the client's address stays", async () => {
    const leaver = await partnerMeetingOn('Lena Geht', 'lena.ort@beispiel.de', {
      platform: 'in-person',
      location: office,
    });
    const successor = await partnerMeetingOn('Sven Folgt', 'sven.folgt@beispiel.de', {
      platform: 'zoom',
      link: successorLink,
    });
    const c = await signedInClient(world.portal, { email: 'ort@beispiel.de', name: 'Olga Ort' });
    const up = await offerPackage(world.portal, world.admin, {
      clientId: c.id,
      packageName: 'Ortswechsel',
      customPrice: 500,
      partnerHours: [{ partnerId: leaver.id, hours: 10 }],
      activateImmediately: true,
      paymentConfirmed: true,
    });
    const plan = (time: string, place: Record<string, unknown>) =>
      plannedMeetingId(world.portal, world.admin, {
        clientId: c.id,
        partnerId: leaver.id,
        date: world.dayAhead(5),
        time,
        ...place,
      });
    const zoom = await plan('09:00', { platform: 'zoom', link: 'https://zoom.us/j/lena' });
    // Typed by hand, a little differently from the saved address: still her office.
    const atOffice = await plan('11:00', {
      platform: 'in-person',
      location: ' büro lena, Lindenstraße 4, 10969 Berlin',
    });
    const ownRoom = await plan('13:00', { platform: 'video-room' });
    const atClient = await plan('15:00', { platform: 'in-person', location: 'Kundin GmbH, Marktplatz 1, München' });
    const before = new Map((await world.everyMeetingOf(c.id)).map((m) => [m.id, m]));

    // A hand-over logged before the place moved along (no place in the event): replay keeps the old place.
    const old = await plan('17:00', { platform: 'teams', link: 'https://teams.example/lena' });
    const ctx = world.portal.runtime.ctx;
    await ctx.db.transaction().execute(async (tx) => {
      const decided = await handle(ctx.store, tx, meetingDecider, old, {
        type: 'HandOver',
        fromPartnerId: leaver.id,
        toPartnerId: successor.id,
        successorDefault: { platform: 'video-room', link: null, location: null },
        leaverAddress: null,
        roomLink: newVideoRoomLink(ctx.config.VIDEO_ROOM_BASE_URL),
        now: world.portal.clock.now,
      });
      const [event] = decided.events;
      if (event?.type !== 'MeetingHandedOver') throw new Error(`expected a hand-over, got ${event?.type}`);
      const { platform, link, location, ...asBefore } = event.data;
      expect([platform, link, location]).toEqual(['video-room', expect.stringContaining('/Coaching-'), null]);
      await ctx.store.append(tx, [{ ...decided, events: [{ ...event, data: asBefore }] }], {});
    });

    const done = await call('POST', `/api/users/${leaver.id}/handover`, {
      packages: [{ userPackageId: up, toPartnerId: successor.id }],
      meetings: 'handOver',
    });
    expect(done.statusCode, done.body).toBe(200);

    const after = new Map((await world.everyMeetingOf(c.id)).map((m) => [m.id, m]));
    const place = (id: string) => {
      const m = after.get(id)!;
      return [m.partnerId, m.platform, m.link, m.location];
    };
    expect(place(zoom)).toEqual([successor.id, 'zoom', successorLink, null]);
    expect(place(atOffice)).toEqual([successor.id, 'zoom', successorLink, null]);
    // The portal's own room: the leaver knows its link, so it is a fresh room (2026-11-29).
    const oldRoom = before.get(ownRoom)!.link!;
    const newRoom = after.get(ownRoom)!.link!;
    expect(place(ownRoom)).toEqual([
      successor.id,
      'video-room',
      expect.stringMatching(/\/Coaching-[a-z2-7]{26}$/u),
      null,
    ]);
    expect(newRoom).not.toBe(oldRoom);
    expect(place(atClient)).toEqual([successor.id, 'in-person', null, 'Kundin GmbH, Marktplatz 1, München']);
    expect(place(old)).toEqual([successor.id, 'teams', 'https://teams.example/lena', null]);

    // Client and successor read the new place in the mail and in the updated calendar entry.
    for (const to of [c.email, successor.email]) {
      const moved = await mailAbout(to, 'Termin übernommen', '09:00');
      expect(moved.text).toContain(`Link: ${successorLink}`);
      expect(moved.text).toContain(
        'Der Ort ist neu: Zoom (Link unten); der bisherige Link bzw. die bisherige Adresse gilt nicht mehr.',
      );
      expect(moved.text).not.toContain('zoom.us/j/lena');
      expect(calendarOf(moved).getFirstPropertyValue('location')).toBe(successorLink);
      expect(Number(calendarOf(moved).getFirstPropertyValue('sequence'))).toBeGreaterThan(0);
      const fromOffice = await mailAbout(to, 'Termin übernommen', '11:00');
      expect(fromOffice.text).toContain(`Link: ${successorLink}`);
      expect(fromOffice.text).not.toContain('Lindenstraße');
      const fresh = await mailAbout(to, 'Termin übernommen', '13:00');
      expect(fresh.text).toContain(`Link: ${newRoom}`);
      expect(fresh.text).toContain(
        'Der Link ist neu: ein neuer Raum nur für diesen Termin (Link unten); der bisherige Link gilt nicht mehr.',
      );
      expect(fresh.text).not.toContain(oldRoom);
      expect(calendarOf(fresh).getFirstPropertyValue('location')).toBe(newRoom);
      expect(calendarOf(fresh).getFirstPropertyValue('description')).toBe(
        `Neuer Link (der bisherige gilt nicht mehr): ${newRoom}`,
      );
      const kept = await mailAbout(to, 'Termin übernommen', '15:00');
      expect(kept.text).not.toMatch(/ist neu/u);
    }
    // The one who left gets the CANCEL of each entry, naming neither the fresh room nor the
    // successor's link (before: both, as LOCATION and DESCRIPTION of the CANCEL).
    for (const time of ['09:00', '13:00']) {
      const gone = await mailAbout(leaver.email, 'Termin abgesagt', time);
      const content = gone.attachments.map((a) => a.content.toString()).join('') + gone.text;
      expect(content).not.toContain(newRoom);
      expect(content).not.toContain(successorLink);
      expect(calendarOf(gone).getFirstPropertyValue('status')).toBe('CANCELLED');
    }
    // The old link leads nowhere the portal names: the client's list and the meeting's .ics carry the new one.
    const mine = await call('GET', '/api/meetings/mine', undefined, c.token);
    expect(mine.body).not.toContain(oldRoom);
    expect(mine.body).toContain(newRoom);
    const file = await call('GET', `/api/calendar/meetings/${ownRoom}.ics`, undefined, c.token);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body.replace(/\r\n[ \t]/gu, '')).toContain(newRoom);
    expect(file.body.replace(/\r\n[ \t]/gu, '')).not.toContain(oldRoom);

    expect((await replay(ctx.store)).differences).toEqual([]);
  });
});

describe('the preview of a hand-over', () => {
  it('lists the meetings that change place, from and to, as the hand-over then moves them', async () => {
    const leaver = await partnerMeetingOn('Paula Vorschau', 'paula.vorschau@beispiel.de', {
      platform: 'in-person',
      location: office,
    });
    const toZoom = await partnerMeetingOn('Zora Zoom', 'zora.zoom@beispiel.de', {
      platform: 'zoom',
      link: successorLink,
    });
    const toRoom = await partnerMeetingOn('Rudi Raum', 'rudi.raum@beispiel.de', { platform: 'video-room', link: null });
    const c = await signedInClient(world.portal, { email: 'vorschau@beispiel.de', name: 'Vera Vorschau' });
    const offer = (packageName: string) =>
      offerPackage(world.portal, world.admin, {
        clientId: c.id,
        packageName,
        customPrice: 500,
        partnerHours: [{ partnerId: leaver.id, hours: 10 }],
        activateImmediately: true,
        paymentConfirmed: true,
      });
    const first = await offer('Vorschau eins');
    const second = await offer('Vorschau zwei');
    const plan = (time: string, place: Record<string, unknown>) =>
      plannedMeetingId(world.portal, world.admin, {
        clientId: c.id,
        partnerId: leaver.id,
        date: world.dayAhead(6),
        time,
        ...place,
      });
    // The Zoom meeting goes to Zora (Zoom), the office one to Rudi (a room of its own).
    const zoom = await plan('09:00', { platform: 'zoom', link: 'https://zoom.us/j/paula', userPackageId: first });
    const atOffice = await plan('11:00', { platform: 'in-person', location: office, userPackageId: second });
    const ownRoom = await plan('13:00', { platform: 'video-room', userPackageId: first });
    const packageOf = new Map((await world.everyMeetingOf(c.id)).map((m) => [m.id, m.userPackageId]));
    const chosen = (toPartnerId: (up: string) => string | null, meetings = 'handOver') => ({
      packages: [first, second].map((up) => ({ userPackageId: up, toPartnerId: toPartnerId(up) })),
      meetings,
    });
    const choice = chosen((up) => (up === first ? toZoom.id : toRoom.id));
    // What a hand-over appends (other modules' jobs append meanwhile, e.g. a new package's plan).
    const handOverEvents = async () =>
      Number(
        (
          await world.portal.runtime.ctx.db
            .selectFrom('events')
            .where('type', 'in', ['MeetingHandedOver', 'MeetingCancelled', 'AllocationMoved'])
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const events = await handOverEvents();

    const preview = async (body: Record<string, unknown>) => {
      const res = await call('POST', `/api/users/${leaver.id}/handover/preview`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { moves: { id: string; clientName: string; from: unknown; to: unknown }[] };
    };
    // Nothing chosen yet, or the meetings cancelled: nothing changes place.
    expect((await preview({ packages: [], meetings: 'handOver' })).moves).toEqual([]);
    expect((await preview(chosen(() => toZoom.id, 'cancel'))).moves).toEqual([]);
    const { moves } = await preview(choice);
    expect(await handOverEvents()).toBe(events);
    // Zoom and the office move; the portal's own room becomes a fresh room whoever takes it.
    expect(moves.map((m) => m.id).sort()).toEqual([zoom, atOffice, ownRoom].sort());
    const roomBefore = (await world.everyMeetingOf(c.id)).find((m) => m.id === ownRoom)!.link;
    expect(moves.find((m) => m.id === ownRoom)).toMatchObject({
      from: { platform: 'video-room', link: roomBefore, location: null },
      to: { platform: 'video-room', link: null, location: null },
    });
    const successorOf = (id: string) => (packageOf.get(id) === first ? toZoom : toRoom);
    for (const m of moves.filter((x) => x.id !== ownRoom)) {
      expect(m.clientName).toBe('Vera Vorschau');
      expect(m.to).toEqual(
        successorOf(m.id) === toZoom
          ? { platform: 'zoom', link: successorLink, location: null }
          : { platform: 'video-room', link: null, location: null },
      );
    }
    expect(moves.find((m) => m.id === zoom)!.from).toEqual({
      platform: 'zoom',
      link: 'https://zoom.us/j/paula',
      location: null,
    });
    expect(moves.find((m) => m.id === atOffice)!.from).toEqual({ platform: 'in-person', link: null, location: office });
    // A package not yet chosen is left out; a refusal is the hand-over's own.
    const one = await preview({ packages: [{ userPackageId: first, toPartnerId: toZoom.id }], meetings: 'handOver' });
    expect(one.moves.map((m) => m.id).sort()).toEqual([zoom, ownRoom].sort());
    const inactive = await call('POST', `/api/users/${leaver.id}/handover/preview`, {
      packages: [{ userPackageId: first, toPartnerId: c.id }],
      meetings: 'handOver',
    });
    expect(inactive.statusCode, inactive.body).toBe(400);

    const done = await call('POST', `/api/users/${leaver.id}/handover`, choice);
    expect(done.statusCode, done.body).toBe(200);
    const after = new Map((await world.everyMeetingOf(c.id)).map((m) => [m.id, m]));
    for (const m of moves) {
      const now = after.get(m.id)!;
      const to = m.to as { platform: string; link: string | null; location: string | null };
      expect([now.platform, now.location]).toEqual([to.platform, to.location]);
      // The room of its own is drawn by the hand-over: a new one, not the preview's.
      if (to.link) expect(now.link).toBe(to.link);
      else expect(now.link).toMatch(/\/Coaching-[a-z2-7]{26}$/u);
    }
    expect(after.get(ownRoom)!.platform).toBe('video-room');
    expect(after.get(ownRoom)!.link).not.toBe(roomBefore);
    // The previews' mails were rolled back with them: the client hears of each meeting once.
    const takenOver = (m: { subject?: string }) => (m.subject ?? '').startsWith('Termin übernommen');
    for (const time of ['09:00', '11:00', '13:00']) await mailAbout(c.email, 'Termin übernommen', time);
    await new Promise((r) => setTimeout(r, 1000));
    expect(world.portal.smtp.mails.filter((m) => recipientOf(m) === c.email && takenOver(m))).toHaveLength(3);
  });
});
