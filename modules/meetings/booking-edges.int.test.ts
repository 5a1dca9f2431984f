import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { plannedMeetingId } from '../../server/testing/demo-portal';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';

// Issue 19, the edges a hostile review found: the clock changes on a client's move, days that do
// not exist, two active packages, a move racing a cancellation, an Accelerator who leaves.

const world = meetingsWorldForFile();
/** Every day 00:00–23:30 Berlin (nights included, for the clock changes), no notice, no buffer. */
const { call, openUp, openWithClient, slotsOf, bookAt, handOverAll, anotherPackage } = bookingSteps(world, {
  from: '00:00',
  to: '23:30',
});

describe('clock changes', () => {
  it('autumn repeat: moving to the SECOND 02:30 (the one the list offers) lands on the second 02:30', async () => {
    const realNow = world.portal.clock.now;
    // Ten days before the autumn change of 2026 (Sunday 25 October).
    world.portal.clock.now = new Date('2026-10-20T08:00:00Z');
    try {
      const { partner, c } = await openWithClient();
      const first = (await slotsOf(c.token, partner.id, '2026-10-22')).slots[20]!;
      const booked = await bookAt(c.token, partner.id, first.startsAt);
      expect(booked.statusCode, booked.body).toBe(201);
      const id = booked.json().id as string;

      const sunday = (await slotsOf(c.token, partner.id, '2026-10-25', '2026-10-25', 60, id)).slots;
      const twoThirty = sunday.filter((s) => s.time === '02:30');
      // The list offers 02:30 twice: 00:30Z (summer time) and 01:30Z (winter time).
      expect(twoThirty.map((s) => s.startsAt)).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
      const second = twoThirty[1]!;
      // What ClientMeetingActions sends: the slot the client chose, its instant included.
      const moved = await call(c.token, 'POST', `/api/meetings/${id}/reschedule`, {
        date: second.date,
        time: second.time,
        duration: 60,
        startsAt: second.startsAt,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ startsAt: second.startsAt, date: '2026-10-25', time: '02:30' });
    } finally {
      world.portal.clock.now = realNow;
    }
  });

  it('the first 02:30 taken: moving to the free second 02:30 is refused', async () => {
    const realNow = world.portal.clock.now;
    world.portal.clock.now = new Date('2026-10-20T08:00:00Z');
    const cleanup: string[] = [];
    try {
      const partner = world.partners[1]!; // partner 1 holds 5 hours of each client's package
      await openUp(partner);
      const other = await world.clientWithPackage(10);
      const c = await world.clientWithPackage(10);
      // Another client holds the first (summer-time) 02:30 on the changing Sunday, 30 minutes.
      const takenFirst = await bookAt(other.token, partner.id, '2026-10-25T00:30:00.000Z', 30);
      expect(takenFirst.statusCode, takenFirst.body).toBe(201);
      const mine = (await bookAt(c.token, partner.id, '2026-10-22T08:00:00.000Z')).json().id as string;
      cleanup.push(takenFirst.json().id, mine);
      const free = (await slotsOf(c.token, partner.id, '2026-10-25', '2026-10-25', 60, mine)).slots;
      const second = free.find((s) => s.startsAt === '2026-10-25T01:30:00.000Z');
      expect(second).toMatchObject({ time: '02:30' }); // offered: the second 02:30 is free
      const moved = await call(c.token, 'POST', `/api/meetings/${mine}/reschedule`, {
        date: second!.date,
        time: second!.time,
        duration: 60,
        startsAt: second!.startsAt,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      // No overdue meetings left for partner 1 (the hand-over test below).
      for (const id of cleanup) await call(world.partners[1]!.token, 'POST', `/api/meetings/${id}/cancel`, {});
      world.portal.clock.now = realNow;
    }
  });
});

describe('input validation', () => {
  it.each(['from=2026-02-30&to=2026-03-02', 'from=2027-02-29&to=2027-03-01', 'from=2026-12-01&to=2026-12-32'])(
    'a day that does not exist in the slots query (%s) is a German 400, not a 500',
    async (q) => {
      const c = await world.clientWithPackage(2);
      const res = await call(c.token, 'GET', `/api/partners/${world.partners[0]!.id}/slots?${q}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
    },
  );
});

describe('two active packages', () => {
  it('moving a meeting of the older package: the listed slots are the ones the move accepts', async () => {
    const partner = world.partners[0]!;
    await openUp(partner);
    // The older package runs one month, the newer one a year; both hold hours with partner 0.
    const c = await world.clientWithPackage(10, { validityMonths: 1 });
    const newer = await anotherPackage(c, partner, 10, { validityMonths: 12 });
    expect(newer).not.toBe(c.userPackageId);
    // The partner plans a meeting on the older package.
    const id = await plannedMeetingId(world.portal, partner.token, {
      clientId: c.id,
      userPackageId: c.userPackageId,
      date: world.dayAhead(5),
      time: '10:00',
    });
    // Six weeks ahead: after the older package's end.
    const day = world.dayAhead(45);
    const offered = (await slotsOf(c.token, partner.id, day, day, 60, id)).slots;
    if (offered.length > 0) {
      const s = offered[10]!;
      const moved = await call(c.token, 'POST', `/api/meetings/${id}/reschedule`, {
        date: s.date,
        time: s.time,
        duration: 60,
      });
      // The list offers what the meeting's own package allows, so the move is accepted.
      expect(moved.statusCode, moved.body).toBe(200);
    }
  });

  it("the older active package's free hours are bookable when the newer one is used up", async () => {
    const { partner, c } = await openWithClient();
    await anotherPackage(c, partner, 1, { packageName: 'Coaching klein', customPrice: 100 });
    const first = (await slotsOf(c.token, partner.id, world.dayAhead(20))).slots[2]!;
    expect((await bookAt(c.token, partner.id, first.startsAt)).statusCode).toBe(201);
    const next = await slotsOf(c.token, partner.id, world.dayAhead(21));
    expect(next.availableHours).toBeGreaterThan(0);
  });
});

describe('spring gap through the move API', () => {
  it("a client's move to 02:30 on the spring Sunday: the meeting's shown time is the instant's", async () => {
    const { partner, c } = await openWithClient();
    const s = (await slotsOf(c.token, partner.id, world.dayAhead(7))).slots[20]!;
    const id = (await bookAt(c.token, partner.id, s.startsAt)).json().id as string;
    // 2027-03-28 is the last Sunday of March: 02:00–02:59 does not exist in Berlin.
    const moved = await call(c.token, 'POST', `/api/meetings/${id}/reschedule`, {
      date: '2027-03-28',
      time: '02:30',
      duration: 60,
    });
    // Refused with its own message, never moved to 03:30 behind the client's back.
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'NO_SUCH_TIME', message: expect.stringContaining('02:30') });
  });
});

describe('at once, and when the Accelerator leaves', () => {
  it("the client's move and the partner's cancel at once: one wins, the hours agree", async () => {
    const { partner, c } = await openWithClient();
    const day = world.dayAhead(10);
    const slots = (await slotsOf(c.token, partner.id, day)).slots;
    const id = (await bookAt(c.token, partner.id, slots[16]!.startsAt)).json().id as string;
    const target = slots[30]!;
    const [move, cancel] = await Promise.all([
      call(c.token, 'POST', `/api/meetings/${id}/reschedule`, { date: target.date, time: target.time, duration: 60 }),
      call(partner.token, 'POST', `/api/meetings/${id}/cancel`, {}),
    ]);
    const codes = [move.statusCode, cancel.statusCode];
    expect(codes.filter((s) => s === 200).length, `${move.body} | ${cancel.body}`).toBeGreaterThanOrEqual(1);
    // Cancelled before its date, it is in no list of the screens: read it as the client sees it.
    const status = (await world.everyMeetingOf(c.id)).find((m) => m.id === id)!.status;
    const pkg = (await call(c.token, 'GET', '/api/packages/my-active')).json().userPackage;
    expect(pkg.reservedHours).toBe(status === 'scheduled' ? 1 : 0);
  });

  it('after the hand-over: the successor’s feed holds the meeting, the client cancels late on it, replay agrees', async () => {
    const leaver = world.partners[1]!;
    const successor = world.partners[2]!;
    const c = await world.clientWithPackage(10);
    const near = await world.planned(1, c.id, 1, '10:00'); // inside the 48 h notice
    const far = await world.planned(1, c.id, 9, '10:00');
    const feedOf = async (token: string) => {
      const res = await call(token, 'POST', '/api/calendar/feed');
      expect(res.statusCode, res.body).toBe(201);
      return new URL(res.json().url as string).pathname;
    };
    const leaverFeed = await feedOf(leaver.token);
    const successorFeed = await feedOf(successor.token);
    const clientFeed = await feedOf(c.token);
    expect((await world.portal.call('GET', leaverFeed)).body).toContain(`${near.id}@coaching-portal`);

    await handOverAll(leaver, successor);

    expect((await world.portal.call('GET', leaverFeed)).statusCode).toBe(404);
    const succ = (await world.portal.call('GET', successorFeed)).body;
    expect(succ).toContain(`${near.id}@coaching-portal`);
    expect(succ).toContain(`${far.id}@coaching-portal`);
    expect((await world.portal.call('GET', clientFeed)).body).toContain(`${near.id}@coaching-portal`);

    // The client cancels the handed-over meeting inside the notice: charged on the successor's hours.
    const late = await call(c.token, 'POST', `/api/meetings/${near.id}/cancel`, {});
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ lateCancellation: true, hoursUsed: 1 });
    // And moves the far one among the successor's free slots.
    await openUp(successor);
    const day = world.dayAhead(12);
    const s = (await slotsOf(c.token, successor.id, day, day, 60, far.id)).slots[20]!;
    const moved = await call(c.token, 'POST', `/api/meetings/${far.id}/reschedule`, {
      date: s.date,
      time: s.time,
      duration: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const report = await replay(world.portal.runtime.ctx.store);
    expect(report.differences).toEqual([]);
  });
});
