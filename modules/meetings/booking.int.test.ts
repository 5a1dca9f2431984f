import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';

// Issue 19: a client books an Accelerator's free time, moves it, cancels it; the notice rule; racing
// bookings of one slot. Through the HTTP API against a real database and SMTP sink.

const world = meetingsWorldForFile();
/** Every day 08:00–18:00 Berlin, no notice, no buffer, a personal room. */
const { call, openUp, openWithClient, slotsOf, bookAt } = bookingSteps(world, { from: '08:00', to: '18:00' });

describe('a client books free time', () => {
  it('lists free starts, books one in the Accelerator room, invites both, and the start is gone', async () => {
    const { partner, c } = await openWithClient();
    const day = world.dayAhead(5);
    const before = await slotsOf(c.token, partner.id, day);
    expect(before.availableHours).toBe(10);
    expect(before.slots[0]).toMatchObject({ date: day, time: '08:00' });
    const ten = before.slots.find((s) => s.time === '10:00')!;

    const booked = await bookAt(c.token, partner.id, ten.startsAt);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      date: day,
      time: '10:00',
      status: 'scheduled',
      bookedByClient: true,
      platform: 'zoom',
      link: 'https://zoom.us/j/accelerator-raum',
    });
    const invite = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === partner.email && (m.subject ?? '').startsWith('Termin gebucht'),
    );
    const ics = invite.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(`${booked.json().id}@coaching-portal`);
    await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin gebucht'),
    );

    const after = (await slotsOf(c.token, partner.id, day)).slots.map((s) => s.time);
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('09:30'); // would overlap
    expect(after).toContain('11:00'); // back to back is fine
    expect((await slotsOf(c.token, partner.id, day)).availableHours).toBe(9);
    // The same start again: taken.
    const again = await bookAt(c.token, partner.id, ten.startsAt);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SLOT_TAKEN', message: expect.stringContaining('nicht mehr frei') });
  });

  it('twenty clients booking one slot at once: exactly one meeting', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const clients = [];
    for (let i = 0; i < 20; i++) clients.push(await world.clientWithPackage(3));
    const slot = (await slotsOf(clients[0]!.token, partner.id, world.dayAhead(9))).slots[4]!;
    const answers = await Promise.all(clients.map((c) => bookAt(c.token, partner.id, slot.startsAt)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(19);
    const all = (await world.adminList('status=scheduled&limit=200')).meetings;
    expect(all.filter((m) => m.startsAt === slot.startsAt && m.status === 'scheduled')).toHaveLength(1);
  });

  it('bookings never exceed the hours: at once, three one-hour bookings on two hours give two', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    const c = await world.clientWithPackage(2);
    const slots = (await slotsOf(c.token, partner.id, world.dayAhead(12))).slots;
    const starts = [slots[0]!, slots[4]!, slots[8]!].map((s) => s.startsAt);
    const answers = await Promise.all(starts.map((s) => bookAt(c.token, partner.id, s)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().code).toBe('INSUFFICIENT_HOURS');
    // Nothing left: no starts offered, and the answer says how much is left.
    const none = await slotsOf(c.token, partner.id, world.dayAhead(13));
    expect(none).toMatchObject({ availableHours: 0, slots: [] });
  });

  it("respects the Accelerator's notice, buffer, days off, and the client's other meetings", async () => {
    const partner = world.partners[0]!;
    const day = world.dayAhead(15);
    await openUp(partner, {
      bufferMinutes: 30,
      exceptions: [{ date: world.dayAhead(16), kind: 'off', range: null }],
    });
    const c = await world.clientWithPackage(10);
    // The client's meeting with the other Accelerator of the package blocks the client's time.
    await world.planned(1, c.id, 15, '12:00');
    const own = await world.planned(0, c.id, 15, '14:00');
    const times = (await slotsOf(c.token, partner.id, day)).slots.map((s) => s.time);
    expect(times).not.toContain('12:00');
    expect(times).toContain('11:00');
    // 14:00–15:00 with 30 minutes around it: 13:00 would end at 14:00, inside the buffer.
    expect(times).not.toContain('13:00');
    expect(times).toContain('15:30');
    expect(times).not.toContain('15:00');
    expect((await slotsOf(c.token, partner.id, world.dayAhead(16))).slots).toEqual([]);
    // Moving that meeting: its own time counts as free.
    const moving = (await slotsOf(c.token, partner.id, day, day, 60, own.id)).slots.map((s) => s.time);
    expect(moving).toContain('14:00');
  });

  it('refuses bad stretches in German, and an Accelerator who is not the client’s', async () => {
    const c = await world.clientWithPackage(2);
    const partner = world.partners[0]!;
    const bad = async (q: string) => {
      const res = await call(c.token, 'GET', `/api/partners/${partner.id}/slots?${q}`);
      expect(res.statusCode, q).toBe(400);
      return res.json().message as string;
    };
    expect(await bad('from=2026-12-10&to=2026-12-01')).toContain('nach dem Beginn');
    expect(await bad('from=2026-12-01&to=2027-03-01')).toContain('höchstens 42 Tage');
    expect(await bad('from=2026-12-01&to=2026-12-02&duration=45')).toContain('30, 60, 90 oder 120');
    expect(await bad('from=01.12.2026&to=2026-12-02')).toContain('gültiges Datum');
    const stranger = world.partners[2]!;
    const res = await call(c.token, 'GET', `/api/partners/${stranger.id}/slots?from=2026-12-01&to=2026-12-02`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sie haben kein aktives Paket mit diesem Accelerator.');
  });
});

describe('the client moves and cancels; the notice rule', () => {
  it('moves outside the notice to a free start; not inside it, not to a taken time', async () => {
    const { partner, c } = await openWithClient();
    const day = world.dayAhead(6);
    const [first, , , , second] = (await slotsOf(c.token, partner.id, day)).slots;
    const booked = (await bookAt(c.token, partner.id, first!.startsAt)).json();
    const other = await world.planned(0, (await world.clientWithPackage(2)).id, 6, second!.time);
    const move = (time: string) =>
      call(c.token, 'POST', `/api/meetings/${booked.id}/reschedule`, { date: day, time, duration: 60 });
    const taken = await move(other.time);
    expect(taken.statusCode).toBe(409);
    // Taken by someone else's meeting: the client is not told whose.
    expect(taken.json().code).toBe('SLOT_TAKEN');
    const outside = await move('17:00');
    expect(outside.statusCode).toBe(200);
    const evening = await move('19:00'); // outside the Accelerator's hours
    expect(evening.json().code).toBe('OUTSIDE_HOURS'); // issue 34: the refusal names its reason

    const soon = await world.clientWithPackage(10);
    const tomorrow = (await slotsOf(soon.token, partner.id, world.dayAhead(1))).slots[0]!;
    const near = (await bookAt(soon.token, partner.id, tomorrow.startsAt)).json();
    const inside = await call(soon.token, 'POST', `/api/meetings/${near.id}/reschedule`, {
      date: world.dayAhead(8),
      time: '10:00',
      duration: 60,
    });
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toMatchObject({
      code: 'WITHIN_NOTICE',
      message: expect.stringContaining('bis 48 Stunden vor Beginn'),
    });
    // Someone else's meeting: no.
    expect(
      (await call(c.token, 'POST', `/api/meetings/${near.id}/reschedule`, { date: day, time: '09:00', duration: 60 }))
        .statusCode,
    ).toBe(403);
  });

  it('cancelling outside the notice frees the hours; inside it they count as used; the partner never costs', async () => {
    const { partner, c } = await openWithClient();
    const book = async (days: number) => {
      const s = (await slotsOf(c.token, partner.id, world.dayAhead(days))).slots[0]!;
      return (await bookAt(c.token, partner.id, s.startsAt)).json().id as string;
    };
    // The package: 10 hours with this Accelerator, 5 with another.
    const hours = async () => (await call(c.token, 'GET', '/api/packages/my-active')).json().userPackage;
    const far = await book(5);
    const near = await book(1);
    const nearByPartner = await book(2);
    expect(await hours()).toMatchObject({ reservedHours: 3, remainingHours: 15 });

    const cancelFar = await call(c.token, 'POST', `/api/meetings/${far}/cancel`, {});
    expect(cancelFar.statusCode, cancelFar.body).toBe(200);
    expect(cancelFar.json()).toMatchObject({
      status: 'cancelled',
      lateCancellation: false,
      endReason: 'Vom Klienten abgesagt',
    });
    expect(await hours()).toMatchObject({ reservedHours: 2, remainingHours: 15 });

    const cancelNear = await call(c.token, 'POST', `/api/meetings/${near}/cancel`, { reason: 'Krank' });
    expect(cancelNear.json()).toMatchObject({ status: 'cancelled', lateCancellation: true, hoursUsed: 1 });
    expect(await hours()).toMatchObject({ reservedHours: 1, remainingHours: 14 });
    const mail = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === partner.email && (m.text ?? '').includes('innerhalb der Absagefrist'),
    );
    expect(mail.text).toContain('1 Std. werden als genutzt');

    const byPartner = await call(partner.token, 'POST', `/api/meetings/${nearByPartner}/cancel`, {});
    expect(byPartner.json()).toMatchObject({ lateCancellation: false, endReason: 'Vom Partner storniert' });
    expect(await hours()).toMatchObject({ reservedHours: 0, remainingHours: 14 });
  });

  it('the admin sets the notice; a client then cancels without cost what was late before', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    expect(
      (await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 12 })).statusCode,
    ).toBe(200);
    try {
      const c = await world.clientWithPackage(10);
      const s = (await slotsOf(c.token, partner.id, world.dayAhead(1))).slots.at(-1)!;
      const id = (await bookAt(c.token, partner.id, s.startsAt)).json().id;
      const res = await call(c.token, 'POST', `/api/meetings/${id}/cancel`, {});
      expect(res.json()).toMatchObject({ status: 'cancelled', lateCancellation: false });
    } finally {
      await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: 48 });
    }
  });
});
