import { describe, expect, it } from 'vitest';
import type { Availability } from './contract';
import { freeSlots, slotStepMinutes, whyNotFree, type SlotQuery } from './slots';
import { mondayQuery, weekdayMornings } from './testing/slot-query';

// Issue 34 item 4: the rules said before they bite: slots inside the firm's cancellation notice are
// marked, a refusal names its reason, the booking horizon holds, starts lie on the buffer's grid.

/** Mondays to Fridays 09:00–12:00, no buffer. */
const mornings = (over: Partial<Availability> = {}): Availability => weekdayMornings({ bufferMinutes: 0, ...over });

/** Asked on Saturday 13 June 2026, 09:00 Berlin time. */
const query = (over: Partial<SlotQuery> = {}): SlotQuery =>
  mondayQuery(new Date('2026-06-13T07:00:00Z'), { availability: mornings(), ...over });
const at = (iso: string) => new Date(iso);

describe('slots inside the cancellation notice', () => {
  it('given a 48-hour notice, when Monday is listed on Saturday 09:00, then starts before Monday 09:00 are marked', () => {
    const slots = freeSlots(query({ cancellationNoticeHours: 49 }));
    expect(slots.map((s) => [s.time, s.insideNotice])).toEqual([
      ['09:00', true],
      ['09:30', true],
      ['10:00', false],
      ['10:30', false],
      ['11:00', false],
    ]);
  });

  it('given no notice, then no slot is marked', () => {
    expect(freeSlots(query({ cancellationNoticeHours: 0 })).some((s) => s.insideNotice)).toBe(false);
    expect(freeSlots(query()).some((s) => s.insideNotice)).toBe(false);
  });
});

describe('the grid of starts follows the buffer', () => {
  it('given a 15-minute buffer, then starts lie every 15 minutes and a meeting costs its buffer, not a whole start', () => {
    expect(slotStepMinutes(15)).toBe(15);
    const q = query({
      availability: mornings({ bufferMinutes: 15 }),
      partnerBusy: [{ startsAt: '2026-06-15T07:00:00Z', duration: 60 }], // 09:00–10:00
    });
    expect(freeSlots(q).map((s) => s.time)).toEqual(['10:15', '10:30', '10:45', '11:00']);
  });

  it('given no buffer or one that shares little with 30 minutes, then the grid stays at 30; 45 gives 15, 20 gives 10', () => {
    expect([0, 7, 30, 60, 45, 20, 10].map(slotStepMinutes)).toEqual([30, 30, 30, 30, 15, 10, 10]);
  });
});

describe('a refusal names its reason', () => {
  it('given a listed start, then nothing stands in the way', () => {
    expect(whyNotFree(query(), at('2026-06-15T08:00:00Z'))).toBeNull();
  });

  it('given the booking lead time of 72 hours, then Monday is too soon', () => {
    const q = query({ availability: mornings({ minNoticeHours: 72 }) });
    expect(whyNotFree(q, at('2026-06-15T08:00:00Z'))).toEqual({ reason: 'leadTime', hours: 72 });
  });

  it('given the horizon (26 weeks by default, or the firm’s), then a start beyond it is refused', () => {
    const q = query({ from: '2026-12-14', to: '2026-12-14' });
    expect(whyNotFree(q, at('2026-12-14T08:00:00Z'))).toEqual({ reason: 'beyondHorizon', weeks: 26 });
    expect(freeSlots(q)).toEqual([]);
    expect(whyNotFree({ ...q, horizonWeeks: 52 }, at('2026-12-14T08:00:00Z'))).toBeNull();
    expect(whyNotFree(query({ horizonWeeks: 1 }), at('2026-06-22T08:00:00Z'))).toEqual({
      reason: 'beyondHorizon',
      weeks: 1,
    });
  });

  it('given the package’s validity, then a start before it or a meeting ending after it names the date', () => {
    const validFrom = at('2026-06-16T00:00:00Z');
    expect(whyNotFree(query({ validFrom }), at('2026-06-15T08:00:00Z'))).toEqual({
      reason: 'packageNotStarted',
      validFrom,
    });
    const validUntil = at('2026-06-15T08:30:00Z');
    expect(whyNotFree(query({ validUntil }), at('2026-06-15T08:00:00Z'))).toEqual({
      reason: 'packageEnds',
      validUntil,
    });
  });

  it('given a start outside the hours or off the grid, then outside working hours', () => {
    expect(whyNotFree(query(), at('2026-06-15T12:00:00Z'))).toEqual({ reason: 'outsideHours' });
    expect(whyNotFree(query(), at('2026-06-15T07:10:00Z'))).toEqual({ reason: 'outsideHours' });
    expect(whyNotFree(query(), at('2026-06-16T18:00:00Z'))).toEqual({ reason: 'outsideHours' });
  });

  it('given a meeting of the partner (with the buffer) or of the client there, then taken', () => {
    const partnerBusy = [{ startsAt: '2026-06-15T07:00:00Z', duration: 60 }];
    const buffered = query({ partnerBusy, availability: mornings({ bufferMinutes: 30 }) });
    expect(whyNotFree(buffered, at('2026-06-15T08:00:00Z'))).toEqual({ reason: 'taken' });
    const clientBusy = [{ startsAt: '2026-06-15T08:30:00Z', duration: 30 }];
    expect(whyNotFree(query({ clientBusy }), at('2026-06-15T08:00:00Z'))).toEqual({ reason: 'taken' });
  });
});
