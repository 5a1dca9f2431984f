import { CalendarDate, Time } from '@internationalized/date';
import { clockChanges } from './clock-changes.test-data';
import { describe, expect, it } from 'vitest';
import {
  addBerlinDays,
  addDays,
  berlinCalendarNow,
  berlinDateOf,
  berlinDayEnd,
  berlinDayStart,
  berlinInstant,
  berlinWallTimeKind,
  berlinMonthOf,
  berlinToday,
  berlinTomorrow,
  berlinWallClock,
  parseCalendarDate,
  parseClockTime,
} from './time';

// 2026's clock changes in Berlin: Sunday 29.03.2026 02:00 CET -> 03:00 CEST (01:00Z), Sunday
// 25.10.2026 03:00 CEST -> 02:00 CET (01:00Z).

describe('Berlin wall clock of an instant', () => {
  it('reads winter and summer time', () => {
    expect(berlinWallClock(new Date('2026-01-15T09:00:00Z'))).toEqual({ date: '2026-01-15', time: '10:00' });
    expect(berlinWallClock(new Date('2026-07-15T08:00:00Z'))).toEqual({ date: '2026-07-15', time: '10:00' });
    expect(berlinWallClock('2026-07-15T08:00:00Z')).toEqual({ date: '2026-07-15', time: '10:00' });
  });

  // 01:59 is followed by 03:00 on 29.03.2026; 02:00 to 02:59 come twice on 25.10.2026.
  it.each(clockChanges)('reads $utc as $time', ({ utc, time }) => {
    expect(berlinWallClock(new Date(utc)).time).toBe(time);
  });

  it('takes the Berlin date and month, not the UTC one', () => {
    expect(berlinDateOf('2025-12-31T23:30:00Z')).toBe('2026-01-01');
    expect(berlinMonthOf(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
    expect(berlinMonthOf('2026-03-31T21:30:00Z')).toBe('2026-03');
    expect(berlinDateOf('2026-10-24T22:30:00Z')).toBe('2026-10-25');
  });

  it('knows today and tomorrow in Berlin, also just after midnight', () => {
    expect(berlinToday(new Date('2026-03-28T23:30:00Z'))).toEqual(new CalendarDate(2026, 3, 29));
    expect(berlinTomorrow(new Date('2026-03-28T23:30:00Z'))).toEqual(new CalendarDate(2026, 3, 30));
    expect(berlinToday(new Date('2026-10-24T22:30:00Z'))).toEqual(new CalendarDate(2026, 10, 25));
    expect(berlinTomorrow(new Date('2026-12-31T12:00:00Z')).toString()).toBe('2027-01-01');
  });

  it('gives the pickers their values to the minute', () => {
    const now = berlinCalendarNow(new Date('2026-03-29T01:05:42.500Z'));
    expect(now.date).toEqual(new CalendarDate(2026, 3, 29));
    expect(now.time).toEqual(new Time(3, 5));
  });

  it('refuses an invalid instant', () => {
    expect(() => berlinWallClock('kaputt')).toThrow(RangeError);
  });
});

describe('Berlin wall time to instant', () => {
  it('reads winter and summer time', () => {
    expect(berlinInstant('2026-01-15', '10:00')!.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(berlinInstant('2026-07-15', '10:00')!.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    expect(berlinInstant(new CalendarDate(2026, 3, 12), new Time(14, 5))!.toISOString()).toBe(
      '2026-03-12T13:05:00.000Z',
    );
    expect(berlinInstant(new CalendarDate(2026, 7, 1), new Time(0, 0))!.toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('refuses a time the spring change skips on 29.03.2026, or shifts it on request', () => {
    expect(berlinInstant('2026-03-29', '01:59')!.toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(berlinInstant('2026-03-29', '02:00')).toBeNull();
    expect(berlinInstant('2026-03-29', '02:30')).toBeNull();
    expect(berlinInstant('2026-03-29', '02:59')).toBeNull();
    expect(berlinInstant('2026-03-29', '03:00')!.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(berlinInstant('2026-03-29', '02:30', { skipped: 'shift' })!.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(berlinInstant('2026-03-28', '02:30')!.toISOString()).toBe('2026-03-28T01:30:00.000Z');
  });

  it('takes the first (summer-time) occurrence of a time the autumn change repeats on 25.10.2026', () => {
    expect(berlinInstant('2026-10-25', '02:30')!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinInstant('2026-10-25', '02:30', { skipped: 'shift' })!.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(berlinInstant('2026-10-25', '03:00')!.toISOString()).toBe('2026-10-25T02:00:00.000Z');
    expect(berlinInstant('2026-10-25', '01:59')!.toISOString()).toBe('2026-10-24T23:59:00.000Z');
  });

  it('names the two 02:30 of the autumn change (25.10.2026, 31.10.2027) and reads the one chosen', () => {
    expect(berlinWallTimeKind('2026-10-25', '02:30')).toBe('repeated');
    expect(berlinWallTimeKind('2027-10-31', '02:00')).toBe('repeated');
    expect(berlinWallTimeKind('2027-10-31', '02:59')).toBe('repeated');
    expect(berlinWallTimeKind('2027-10-31', '03:00')).toBe('once');
    expect(berlinWallTimeKind('2027-10-31', '01:59')).toBe('once');
    expect(berlinWallTimeKind('2027-03-28', '02:30')).toBe('skipped');
    expect(berlinWallTimeKind('2027-03-28', '03:00')).toBe('once');
    expect(berlinWallTimeKind('2027-02-30', '02:30')).toBeNull();
    expect(berlinInstant('2027-10-31', '02:30', { repeated: 'summer' })!.toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    expect(berlinInstant('2027-10-31', '02:30', { repeated: 'winter' })!.toISOString()).toBe(
      '2027-10-31T01:30:00.000Z',
    );
    expect(berlinInstant('2026-10-25', '02:30', { repeated: 'winter' })!.toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
    // The choice changes nothing where the clock shows the time once.
    expect(berlinInstant('2027-10-31', '03:00', { repeated: 'winter' })!.toISOString()).toBe(
      '2027-10-31T02:00:00.000Z',
    );
    expect(berlinInstant('2027-07-01', '02:30', { repeated: 'winter' })!.toISOString()).toBe(
      '2027-07-01T00:30:00.000Z',
    );
  });

  it('answers null for dates and times that do not exist or are malformed', () => {
    expect(berlinInstant('2026-02-30', '10:00')).toBeNull();
    expect(berlinInstant('2026-13-01', '10:00')).toBeNull();
    expect(berlinInstant('2026-3-1', '10:00')).toBeNull();
    expect(berlinInstant('2026-03-01', '24:00')).toBeNull();
    expect(berlinInstant('2026-03-01', '9:00')).toBeNull();
    expect(berlinInstant('2028-02-29', '10:00')!.toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it('parses dates and clock times strictly', () => {
    expect(parseCalendarDate('2026-02-28')).toEqual(new CalendarDate(2026, 2, 28));
    expect(parseCalendarDate('2026-02-29')).toBeNull();
    expect(parseCalendarDate('2026-00-10')).toBeNull();
    expect(parseCalendarDate('2026-01-00')).toBeNull();
    // No year 0 in the calendar: every date this takes, calendar-day arithmetic (addDays) takes too.
    expect(parseCalendarDate('0000-01-01')).toBeNull();
    expect(addDays(parseCalendarDate('0001-01-01')!.toString(), 1)).toBe('0001-01-02');
    expect(parseClockTime('23:59')).toEqual(new Time(23, 59));
    expect(parseClockTime('23:60')).toBeNull();
  });
});

describe('Berlin days', () => {
  it('starts and ends a day in Berlin time', () => {
    expect(berlinDayStart(new CalendarDate(2026, 1, 2)).toISOString()).toBe('2026-01-01T23:00:00.000Z');
    expect(berlinDayEnd(new CalendarDate(2026, 1, 2)).toISOString()).toBe('2026-01-02T22:59:59.999Z');
    expect(berlinDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('has 23 hours on 29.03.2026 and 25 on 25.10.2026', () => {
    const hours = (date: string) => (berlinDayEnd(date).getTime() + 1 - berlinDayStart(date).getTime()) / 3600_000;
    expect(hours('2026-03-28')).toBe(24);
    expect(hours('2026-03-29')).toBe(23);
    expect(hours('2026-10-25')).toBe(25);
    expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(berlinDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(berlinDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => berlinDayStart('2026-02-30')).toThrow(RangeError);
  });

  it('adds calendar days across the clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('kaputt', 1)).toThrow(RangeError);
  });

  it('adds days at the same Berlin wall time: 23 hours over 29.03.2026, 25 over 25.10.2026', () => {
    const spring = addBerlinDays(new Date('2026-03-28T11:00:00Z'), 1); // 12:00 CET
    expect(spring.toISOString()).toBe('2026-03-29T10:00:00.000Z'); // 12:00 CEST
    const autumn = addBerlinDays('2026-10-24T10:00:00Z', 1); // 12:00 CEST
    expect(autumn.toISOString()).toBe('2026-10-25T11:00:00.000Z'); // 12:00 CET
    expect(berlinWallClock(addBerlinDays('2026-03-20T22:30:00Z', 14))).toEqual({ date: '2026-04-03', time: '23:30' });
  });
});
