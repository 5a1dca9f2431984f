import { describe, expect, it } from 'vitest';
import { berlinToInstant, berlinWallClock } from './berlin-time';
import { canCancel, hoursFor, isPastForClient, isPastForPartner, isUpcoming, needsCompletion } from './contract';
import { now, starts } from './testing/decide-fixtures';

describe('views and times', () => {
  const m = (
    startsAt: Date,
    status: 'scheduled' | 'completed' | 'cancelled' = 'scheduled',
    partnerConfirmed = false,
  ) => ({ startsAt: startsAt.toISOString(), status, partnerConfirmed, lateCancellation: false });
  it('client: upcoming = scheduled in the future; past = completed or started', () => {
    expect(isUpcoming(m(starts), now)).toBe(true);
    expect(isUpcoming(m(starts, 'cancelled'), now)).toBe(false);
    expect(isPastForClient(m(new Date(now.getTime() - 1)), now)).toBe(true);
    expect(isPastForClient(m(starts, 'completed'), now)).toBe(true);
    // A future meeting cancelled late is charged: past at once; one cancelled in time is not.
    expect(isPastForClient({ ...m(starts, 'cancelled'), lateCancellation: true }, now)).toBe(true);
    expect(isPastForPartner({ ...m(starts, 'cancelled'), lateCancellation: true }, now)).toBe(true);
    expect(isPastForClient(m(starts, 'cancelled'), now)).toBe(false);
  });
  it('partner: to finish after 30 minutes; past likewise; delete only for the future', () => {
    expect(needsCompletion(m(new Date(now.getTime() - 31 * 60_000)), now)).toBe(true);
    expect(needsCompletion(m(new Date(now.getTime() - 29 * 60_000)), now)).toBe(false);
    expect(needsCompletion(m(new Date(now.getTime() - 31 * 60_000), 'scheduled', true), now)).toBe(false);
    expect(isPastForPartner(m(new Date(now.getTime() - 31 * 60_000)), now)).toBe(true);
    expect(canCancel(m(starts), now)).toBe(true);
    expect(canCancel(m(new Date(now.getTime() - 1)), now)).toBe(false);
  });
  it('hours are minutes / 60 rounded to 2 decimals', () => {
    expect([30, 60, 90, 120].map(hoursFor)).toEqual([0.5, 1, 1.5, 2]);
    expect(hoursFor(20)).toBe(0.33);
  });
  it('Berlin wall-clock times map to exact instants across daylight saving', () => {
    expect(berlinToInstant('2026-01-15', '10:00')!.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(berlinToInstant('2026-07-15', '10:00')!.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // The spring change skips 02:00–02:59: no instant (the plan is refused, not moved an hour on).
    expect(berlinToInstant('2026-03-29', '02:30')).toBeNull();
    expect(berlinToInstant('2026-10-25', '02:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinToInstant('2026-02-30', '10:00')).toBeNull();
    expect(berlinWallClock(new Date('2026-07-15T08:00:00Z'))).toEqual({ date: '2026-07-15', time: '10:00' });
  });
});
