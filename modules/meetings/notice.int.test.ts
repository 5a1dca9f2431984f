import { describe, expect, it } from 'vitest';
import { berlinWallClock } from '../../lib/german/time';
import { bookingSteps } from './booking-steps';
import { meetingsWorldForFile } from './test-world';

// Issue 30: one home for the cancellation notice. The dialogs read `GET /api/meetings/{id}/terms`;
// a cancellation and a move read the policy in their transaction and decide with the same function.
// At the deadline (a moved test clock) and right after the admin changes the notice, the command
// does what the terms said; a dialog that said otherwise is refused, not charged behind its back.

const world = meetingsWorldForFile();
const { call, openWithClient, slotsOf, bookAt } = bookingSteps(world, { from: '08:00', to: '18:00' });
const HOUR = 3600_000;
const MINUTE = 60_000;

/** A client's meeting booked `days` ahead at the first free start; its id and start. */
async function bookedMeeting(days = 5) {
  const { partner, c } = await openWithClient();
  const slot = (await slotsOf(c.token, partner.id, world.dayAhead(days))).slots[0]!;
  const booked = await bookAt(c.token, partner.id, slot.startsAt);
  expect(booked.statusCode, booked.body).toBe(201);
  return { partner, c, id: booked.json().id as string, start: new Date(slot.startsAt) };
}

const termsOf = async (token: string, id: string) => {
  const res = await call(token, 'GET', `/api/meetings/${id}/terms`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { noticeHours: number; deadline: string; cancelCharged: boolean; mayMove: boolean };
};
const hoursOf = async (token: string) => (await call(token, 'GET', '/api/packages/my-active')).json().userPackage;
const setNotice = async (hours: number) =>
  expect(
    (await call(world.admin, 'PUT', '/api/settings/scheduling', { cancellationNoticeHours: hours })).statusCode,
  ).toBe(200);
/** The admin sets the notice to `hours` for `steps`, then back to the firm's 48 whatever happens. */
async function underNotice(hours: number, steps: () => Promise<void>) {
  await setNotice(hours);
  try {
    await steps();
  } finally {
    await setNotice(48);
  }
}
/** The client cancels, saying what the dialog told them: charged or not. */
const cancelSaying = (c: { token: string }, id: string, charged: boolean) =>
  call(c.token, 'POST', `/api/meetings/${id}/cancel`, { charged });
/** The client's move by one day, to the same time (free: every day is open, nothing else booked then). */
const moveByDay = (c: { token: string }, id: string, start: Date) => {
  const to = new Date(start.getTime() + 24 * HOUR);
  const { date, time } = berlinWallClock(to);
  return call(c.token, 'POST', `/api/meetings/${id}/reschedule`, {
    date,
    time,
    duration: 60,
    startsAt: to.toISOString(),
  });
};

describe('at the deadline (48 hours before the start), the dialog and the command agree', () => {
  // The clock a minute before the deadline, at it and a minute after: only after it is it late.
  const aroundTheDeadline = [
    { moment: 'one minute before it', offset: -1, late: false },
    { moment: 'exactly at it', offset: 0, late: false },
    { moment: 'one minute after it', offset: 1, late: true },
  ];
  /** A booked meeting, the clock `offset` minutes after its deadline. */
  async function bookedNearDeadline(offset: number) {
    const booked = await bookedMeeting();
    world.portal.clock.now = new Date(booked.start.getTime() - 48 * HOUR + offset * MINUTE);
    return booked;
  }

  it.each(aroundTheDeadline)(
    'a cancellation $moment charges what the terms said',
    async ({ offset, late: charged }) => {
      const { c, id, start } = await bookedNearDeadline(offset);
      const terms = await termsOf(c.token, id);
      expect(terms).toMatchObject({
        noticeHours: 48,
        deadline: new Date(start.getTime() - 48 * HOUR).toISOString(),
        cancelCharged: charged,
        mayMove: !charged,
      });
      const res = await cancelSaying(c, id, terms.cancelCharged);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'cancelled', lateCancellation: charged });
      expect(await hoursOf(c.token)).toMatchObject({ reservedHours: 0, remainingHours: charged ? 14 : 15 });
    },
  );

  it.each(aroundTheDeadline)('a move $moment is done or refused as the terms said', async ({ offset, late }) => {
    const mayMove = !late;
    const { c, id, start } = await bookedNearDeadline(offset);
    expect(await termsOf(c.token, id)).toMatchObject({ mayMove, cancelCharged: !mayMove });
    const res = await moveByDay(c, id, start);
    if (mayMove) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'scheduled',
        startsAt: new Date(start.getTime() + 24 * HOUR).toISOString(),
      });
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'WITHIN_NOTICE', message: expect.stringContaining('bis 48 Stunden') });
    }
    // Nothing is charged by a move: the hour stays reserved.
    expect(await hoursOf(c.token)).toMatchObject({ reservedHours: 1, remainingHours: 15 });
  });
});

describe('right after the admin changes the notice, the dialog and the command agree', () => {
  it('a cancellation: the terms read anew say free, the command frees; the stale dialog is refused', async () => {
    const { c, id, start } = await bookedMeeting();
    world.portal.clock.now = new Date(start.getTime() - 30 * HOUR); // inside 48 hours, outside 24
    const shown = await termsOf(c.token, id);
    expect(shown).toMatchObject({ noticeHours: 48, cancelCharged: true });
    await underNotice(24, async () => {
      // The dialog opened before the change still says charged: refused, nothing cancelled.
      const stale = await cancelSaying(c, id, shown.cancelCharged);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'CHARGE_CHANGED',
        message:
          'Die Absagefrist beträgt inzwischen 24 Stunden: Die reservierten Stunden werden wieder frei. Bitte bestätigen Sie die Absage erneut.',
      });
      expect(await hoursOf(c.token)).toMatchObject({ reservedHours: 1, remainingHours: 15 });
      const now = await termsOf(c.token, id);
      expect(now).toMatchObject({ noticeHours: 24, cancelCharged: false });
      const res = await cancelSaying(c, id, now.cancelCharged);
      expect(res.json()).toMatchObject({ status: 'cancelled', lateCancellation: false });
      expect(await hoursOf(c.token)).toMatchObject({ reservedHours: 0, remainingHours: 15 });
    });
  });

  it('a cancellation: a longer notice makes it charged, as the terms read after the change say', async () => {
    const { c, id, start } = await bookedMeeting();
    world.portal.clock.now = new Date(start.getTime() - 60 * HOUR);
    const shown = await termsOf(c.token, id);
    expect(shown).toMatchObject({ cancelCharged: false });
    await underNotice(72, async () => {
      const stale = await cancelSaying(c, id, shown.cancelCharged);
      expect(stale.json()).toMatchObject({
        code: 'CHARGE_CHANGED',
        message: expect.stringContaining('Die Absagefrist von 72 Stunden ist inzwischen unterschritten'),
      });
      const now = await termsOf(c.token, id);
      expect(now).toMatchObject({ noticeHours: 72, cancelCharged: true });
      const res = await cancelSaying(c, id, now.cancelCharged);
      expect(res.json()).toMatchObject({ status: 'cancelled', lateCancellation: true, hoursUsed: 1 });
      expect(await hoursOf(c.token)).toMatchObject({ reservedHours: 0, remainingHours: 14 });
    });
  });

  it('a move: refused under the old notice, done right after a shorter one, as the terms say', async () => {
    const { c, id, start } = await bookedMeeting();
    world.portal.clock.now = new Date(start.getTime() - 30 * HOUR);
    expect(await termsOf(c.token, id)).toMatchObject({ mayMove: false });
    expect((await moveByDay(c, id, start)).json()).toMatchObject({ code: 'WITHIN_NOTICE' });
    await underNotice(24, async () => {
      expect(await termsOf(c.token, id)).toMatchObject({ noticeHours: 24, mayMove: true });
      const res = await moveByDay(c, id, start);
      expect(res.statusCode, res.body).toBe(200);
      // And the other way: a longer notice closes the move at once, with the new hours in the message.
      await setNotice(72);
      expect(await termsOf(c.token, id)).toMatchObject({ noticeHours: 72, mayMove: false });
      const back = await call(c.token, 'POST', `/api/meetings/${id}/reschedule`, {
        date: world.dayAhead(2),
        time: '08:00',
        duration: 60,
        startsAt: start.toISOString(),
      });
      expect(back.json()).toMatchObject({ code: 'WITHIN_NOTICE', message: expect.stringContaining('bis 72 Stunden') });
    });
  });

  it("the partner's cancellation inside the notice is never charged, and their terms say so", async () => {
    const { partner, c, id, start } = await bookedMeeting();
    world.portal.clock.now = new Date(start.getTime() - HOUR);
    expect(await termsOf(partner.token, id)).toMatchObject({ cancelCharged: false, mayMove: true });
    expect(await termsOf(c.token, id)).toMatchObject({ cancelCharged: true, mayMove: false });
    const res = await call(partner.token, 'POST', `/api/meetings/${id}/cancel`, {});
    expect(res.json()).toMatchObject({ status: 'cancelled', lateCancellation: false });
    // Another client's meeting: not theirs to ask about.
    const other = await world.clientWithPackage(1);
    expect((await call(other.token, 'GET', `/api/meetings/${id}/terms`)).statusCode).toBe(403);
  });
});
