import { describe, expect, it } from 'vitest';
import { emptyAvailability, type Availability } from './contract';
import { freeSlots, isFreeSlot, isoWeekday, type SlotQuery } from './slots';
import { mondayQuery, weekdayMornings } from './testing/slot-query';

const weekly = (weekday: string, from: string, to: string) => ({ weekday: weekday as '1', range: { from, to } });

/** Asked on 1 June 2026, two weeks ahead. */
const query = (over: Partial<SlotQuery> = {}): SlotQuery => mondayQuery(new Date('2026-06-01T08:00:00Z'), over);

const times = (q: SlotQuery) => freeSlots(q).map((s) => `${s.date} ${s.time}`);

describe('free slots', () => {
  it('lists starts every 30 minutes within the weekly hours, Berlin time (summer: UTC+2)', () => {
    const slots = freeSlots(query());
    expect(slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(slots[0]!.startsAt).toBe('2026-06-15T07:00:00.000Z');
  });

  it('a meeting must fit: 120 minutes in a three-hour morning start until 10:00', () => {
    expect(freeSlots(query({ duration: 120 })).map((s) => s.time)).toEqual(['09:00', '09:30', '10:00']);
  });

  it('knows the weekdays: nothing on a Saturday or Sunday without hours', () => {
    expect(isoWeekday('2026-06-15')).toBe('1');
    expect(isoWeekday('2026-06-21')).toBe('7');
    expect(times(query({ from: '2026-06-20', to: '2026-06-21' }))).toEqual([]);
  });

  it('a day off removes the day; a partial day off removes that stretch', () => {
    const off = weekdayMornings({ exceptions: [{ date: '2026-06-15', kind: 'off', range: null }] });
    expect(times(query({ availability: off }))).toEqual([]);
    const partly = weekdayMornings({
      exceptions: [{ date: '2026-06-15', kind: 'off', range: { from: '10:00', to: '11:00' } }],
    });
    expect(freeSlots(query({ availability: partly })).map((s) => s.time)).toEqual(['09:00', '11:00']);
  });

  it('an extra stretch adds starts, also on a day without weekly hours, merged with touching hours', () => {
    const extra = weekdayMornings({
      exceptions: [
        { date: '2026-06-20', kind: 'extra', range: { from: '14:00', to: '15:30' } },
        { date: '2026-06-15', kind: 'extra', range: { from: '12:00', to: '13:00' } },
      ],
    });
    expect(times(query({ availability: extra, from: '2026-06-20', to: '2026-06-20' }))).toEqual([
      '2026-06-20 14:00',
      '2026-06-20 14:30',
    ]);
    expect(freeSlots(query({ availability: extra })).map((s) => s.time)).toContain('11:30');
  });

  it("the partner's meetings block their time plus the buffer on both sides", () => {
    const busy = [{ startsAt: '2026-06-15T08:00:00Z', duration: 60 }]; // 10:00–11:00 Berlin
    expect(freeSlots(query({ partnerBusy: busy })).map((s) => s.time)).toEqual(['09:00', '11:00']);
    const buffered = query({ partnerBusy: busy, availability: weekdayMornings({ bufferMinutes: 15 }) });
    expect(freeSlots(buffered).map((s) => s.time)).toEqual([]);
    // The 15-minute buffer gives a 15-minute grid (issue 34): it costs 15 minutes, not a whole start.
    const shorter = { ...buffered, duration: 30 };
    expect(freeSlots(shorter).map((s) => s.time)).toEqual(['09:00', '09:15', '11:15', '11:30']);
  });

  it("the client's own meetings with anyone block their time, without the partner's buffer", () => {
    const q = query({
      clientBusy: [{ startsAt: '2026-06-15T08:00:00Z', duration: 60 }],
      availability: weekdayMornings({ bufferMinutes: 15 }),
    });
    expect(freeSlots(q).map((s) => s.time)).toEqual(['09:00', '11:00']);
  });

  it('the booking lead time hides starts too soon after now', () => {
    const q = query({ now: new Date('2026-06-14T08:00:00Z'), availability: weekdayMornings({ minNoticeHours: 24 }) });
    expect(freeSlots(q).map((s) => s.time)).toEqual(['10:00', '10:30', '11:00']);
  });

  it("starts lie within the package's validity, the meeting's end too", () => {
    const q = query({
      validFrom: new Date('2026-06-15T07:30:00Z'),
      validUntil: new Date('2026-06-15T09:30:00Z'),
    });
    expect(freeSlots(q).map((s) => s.time)).toEqual(['09:30', '10:00', '10:30']);
  });

  it('on the last Sunday of March the clock jumps: 09:00 is 07:00Z after and 08:00Z the day before', () => {
    const everyDay = weekdayMornings({ weekly: ['6', '7', '1'].map((d) => weekly(d, '09:00', '10:00')) });
    const slots = freeSlots(
      query({ availability: everyDay, from: '2026-03-28', to: '2026-03-30', now: new Date('2026-03-01') }),
    );
    expect(slots.map((s) => [s.date, s.time, s.startsAt])).toEqual([
      ['2026-03-28', '09:00', '2026-03-28T08:00:00.000Z'],
      ['2026-03-29', '09:00', '2026-03-29T07:00:00.000Z'],
      ['2026-03-30', '09:00', '2026-03-30T07:00:00.000Z'],
    ]);
  });

  it('hours across the spring gap are an hour shorter in real time; across the autumn repeat an hour longer', () => {
    const night = (date: string) =>
      weekdayMornings({ weekly: [], exceptions: [{ date, kind: 'extra', range: { from: '01:00', to: '04:00' } }] });
    const spring = freeSlots(
      query({ availability: night('2026-03-29'), from: '2026-03-29', to: '2026-03-29', now: new Date('2026-03-01') }),
    );
    expect(spring.map((s) => s.time)).toEqual(['01:00', '01:30', '03:00']);
    const autumn = freeSlots(
      query({ availability: night('2026-10-25'), from: '2026-10-25', to: '2026-10-25', now: new Date('2026-10-01') }),
    );
    // 02:00 and 02:30 happen twice: once in summer time, once in winter time.
    expect(autumn.map((s) => s.time)).toEqual(['01:00', '01:30', '02:00', '02:30', '02:00', '02:30', '03:00']);
    expect(new Set(autumn.map((s) => s.startsAt)).size).toBe(autumn.length);
  });

  it('a skipped time is the moment the clock jumps: hours ending at 02:30 end at 03:00, time off from 02:30 starts there', () => {
    const spring = (exceptions: Availability['exceptions'], weeklyHours: Availability['weekly'] = []) =>
      freeSlots(
        query({
          availability: weekdayMornings({ weekly: weeklyHours, exceptions }),
          from: '2026-03-29',
          to: '2026-03-29',
          duration: 30,
          now: new Date('2026-03-01'),
        }),
      ).map((s) => s.time);
    expect(spring([{ date: '2026-03-29', kind: 'extra', range: { from: '00:00', to: '02:30' } }])).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
    ]);
    expect(spring([{ date: '2026-03-29', kind: 'extra', range: { from: '02:30', to: '04:00' } }])).toEqual([
      '03:00',
      '03:30',
    ]);
    const offFromGap = [{ date: '2026-03-29', kind: 'off' as const, range: { from: '02:30', to: '03:30' } }];
    expect(spring(offFromGap, [weekly('7', '01:00', '04:00')])).toEqual(['01:00', '01:30', '03:30']);
  });

  it('on the last Sunday of October 09:00 is 08:00Z, the day before 07:00Z', () => {
    const weekend = weekdayMornings({ weekly: ['6', '7'].map((d) => weekly(d, '09:00', '10:00')) });
    const slots = freeSlots(
      query({ availability: weekend, from: '2026-10-24', to: '2026-10-25', now: new Date('2026-10-01') }),
    );
    expect(slots.map((s) => s.startsAt)).toEqual(['2026-10-24T07:00:00.000Z', '2026-10-25T08:00:00.000Z']);
  });

  it('a partner without availability has no slots', () => {
    expect(times(query({ availability: { ...emptyAvailability(), minNoticeHours: 0 } }))).toEqual([]);
  });

  it('the booking rule: a listed start is free, a start off the grid, taken or outside the hours is not', () => {
    const q = query({ partnerBusy: [{ startsAt: '2026-06-15T08:00:00Z', duration: 60 }] });
    expect(isFreeSlot(q, new Date('2026-06-15T07:00:00Z'))).toBe(true);
    expect(isFreeSlot(q, new Date('2026-06-15T07:10:00Z'))).toBe(false);
    expect(isFreeSlot(q, new Date('2026-06-15T08:00:00Z'))).toBe(false);
    expect(isFreeSlot(q, new Date('2026-06-15T12:00:00Z'))).toBe(false);
  });
});
