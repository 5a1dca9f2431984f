import { CalendarDate, fromDate, toCalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { addDays, berlinDateOf, berlinMonthOf, berlinWallClock, wallClockIn, wallFields } from './wall-clock';

// Intl's wall clock against the calendar library's, which formatted every date before (the
// server's PDFs, mails and ICS files must read as they did): the same fields, so the same strings.

const pad = (n: number) => String(n).padStart(2, '0');
// What format.ts and time.ts wrote from the library's fields.
function libraryStrings(t: number, zone = 'Europe/Berlin') {
  const z = fromDate(new Date(t), zone);
  return {
    date: `${pad(z.day)}.${pad(z.month)}.${z.year}`,
    time: `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}`,
    wall: { date: toCalendarDate(z).toString(), time: `${pad(z.hour)}:${pad(z.minute)}` },
  };
}
function intlStrings(t: number, zone = 'Europe/Berlin') {
  const z = wallFields(t, zone);
  return {
    date: `${pad(z.day)}.${pad(z.month)}.${z.year}`,
    time: `${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}`,
    wall: wallClockIn(t, zone),
  };
}

// The last Sundays of March and October 2026 (01:00 UTC both), their 01:59 / 02:30 / 03:00 on
// either clock, and Berlin's midnights (23:00 UTC in winter, 22:00 UTC in summer) beside them.
const edges = [
  ['2026-03-29T00:59:00Z', '29.03.2026', '01:59:00'],
  ['2026-03-29T00:59:59.999Z', '29.03.2026', '01:59:59'],
  ['2026-03-29T01:00:00Z', '29.03.2026', '03:00:00'],
  ['2026-03-29T01:30:00Z', '29.03.2026', '03:30:00'],
  ['2026-03-29T01:59:00Z', '29.03.2026', '03:59:00'],
  ['2026-03-29T02:30:00Z', '29.03.2026', '04:30:00'],
  ['2026-03-29T03:00:00Z', '29.03.2026', '05:00:00'],
  ['2026-03-28T22:59:59Z', '28.03.2026', '23:59:59'],
  ['2026-03-28T23:00:00Z', '29.03.2026', '00:00:00'],
  ['2026-03-29T21:59:59Z', '29.03.2026', '23:59:59'],
  ['2026-03-29T22:00:00Z', '30.03.2026', '00:00:00'],
  ['2026-10-24T21:59:59Z', '24.10.2026', '23:59:59'],
  ['2026-10-24T22:00:00Z', '25.10.2026', '00:00:00'],
  ['2026-10-25T00:30:00Z', '25.10.2026', '02:30:00'],
  ['2026-10-25T00:59:00Z', '25.10.2026', '02:59:00'],
  ['2026-10-25T01:00:00Z', '25.10.2026', '02:00:00'],
  ['2026-10-25T01:30:00Z', '25.10.2026', '02:30:00'],
  ['2026-10-25T01:59:00Z', '25.10.2026', '02:59:00'],
  ['2026-10-25T02:00:00Z', '25.10.2026', '03:00:00'],
  ['2026-10-25T02:30:00Z', '25.10.2026', '03:30:00'],
  ['2026-10-25T03:00:00Z', '25.10.2026', '04:00:00'],
  ['2026-10-25T22:59:59Z', '25.10.2026', '23:59:59'],
  ['2026-10-25T23:00:00Z', '26.10.2026', '00:00:00'],
  ['2025-12-31T23:00:00Z', '01.01.2026', '00:00:00'],
] as const;

describe("Intl's Berlin wall clock reads as the calendar library's", () => {
  it.each(edges)('%s is %s %s on both', (utc, date, time) => {
    const t = Date.parse(utc);
    expect(intlStrings(t)).toEqual(libraryStrings(t));
    expect(intlStrings(t)).toMatchObject({ date, time });
  });

  it('agrees minute by minute through both change nights of 2026 and every 7 hours across 2026 and 2027', () => {
    const instants: number[] = [];
    for (const night of ['2026-03-28T21:00:00Z', '2026-10-24T21:00:00Z'])
      for (let m = 0; m < 8 * 60; m++) instants.push(Date.parse(night) + m * 60_000 + 59_999 * (m % 2));
    for (let h = 0; h < 2 * 366 * 24; h += 7) instants.push(Date.parse('2026-01-01T00:00:00Z') + h * 3_600_000);
    for (const t of instants) expect(intlStrings(t)).toEqual(libraryStrings(t));
  });

  it('agrees in other zones too, around their own changes (New York, Sydney, India)', () => {
    for (const zone of ['America/New_York', 'Australia/Sydney', 'Asia/Kolkata'])
      for (let h = 0; h < 366 * 24; h += 5) {
        const t = Date.parse('2026-01-01T00:30:00Z') + h * 3_600_000;
        expect(intlStrings(t, zone)).toEqual(libraryStrings(t, zone));
      }
  });

  it('gives the Berlin date and month, and refuses an invalid instant', () => {
    expect(berlinWallClock('2026-10-25T01:30:00Z')).toEqual({ date: '2026-10-25', time: '02:30' });
    expect(berlinDateOf('2026-03-29T22:00:00Z')).toBe('2026-03-30');
    expect(berlinMonthOf('2026-10-31T23:00:00Z')).toBe('2026-11');
    expect(() => wallFields('kein Datum')).toThrow(RangeError);
  });
});

describe('calendar days without the library', () => {
  it('adds days as CalendarDate did, across months, leap days and the clock changes', () => {
    let day = new CalendarDate(2023, 12, 1);
    for (let i = 0; i < 6 * 366; i++, day = day.add({ days: 1 }))
      for (const n of [1, -1, 7, 31, -400, 0]) expect(addDays(day.toString(), n)).toBe(day.add({ days: n }).toString());
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('refuses a day that does not exist', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '2026-00-10', '2026-1-1', 'morgen'])
      expect(() => addDays(bad, 1)).toThrow(RangeError);
  });
});
