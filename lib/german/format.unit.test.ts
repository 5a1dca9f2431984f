import { clockChanges } from './clock-changes.test-data';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDayFrom,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatCents,
  formatEuro,
  formatHours,
  formatHours1,
  formatHoursStd,
  formatMonthLong,
  formatMonthShort,
  formatNumber,
  formatTime,
  formatYear,
  hoursText,
} from './format';

const nbsp = '\u00a0';

describe('numbers', () => {
  it('writes German notation', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(0.1234)).toBe('0,123');
    expect(formatNumber(2.25, { max: 1 })).toBe('2,3');
    expect(formatDecimal(4.2, 1)).toBe('4,2');
    expect(formatDecimal(5, 1)).toBe('5,0');
  });

  it('writes hours as the texts have them', () => {
    expect(formatHours(12.5)).toBe('12,5');
    expect(formatHours(10)).toBe('10');
    expect(formatHours(1.5)).toBe('1,5');
    expect(formatHours(0.33)).toBe('0,33');
    expect(formatHours(1 / 3)).toBe('0,33');
    expect(formatHours(1234.5)).toBe('1.234,5');
    expect(formatHoursStd(1.5)).toBe('1,5 Std.');
    // 'Stunde' for exactly one, never '1 Stunden'
    expect(hoursText(1)).toBe('1 Stunde');
    expect(hoursText(1.5)).toBe('1,5 Stunden');
    expect(hoursText(0.5)).toBe('0,5 Stunden');
    expect(hoursText(10)).toBe('10 Stunden');
    expect(formatHoursStd(12.5)).toBe('12,5 Std.');
    expect(formatHours1(12.46)).toBe('12,5');
    expect(formatHours1(3)).toBe('3,0');
    expect(formatHours1(0.05)).toBe('0,1');
    // rounded first: 0.15 * 10 is 1.5 in floating point, so '0,2' (Intl alone would say '0,1')
    expect(formatHours1(0.15)).toBe('0,2');
  });

  it('writes euro amounts', () => {
    expect(formatEuro(1234.56)).toBe(`1.234,56${nbsp}€`);
    expect(formatEuro(1234.5)).toBe(`1.234,50${nbsp}€`);
    expect(formatEuro(700)).toBe(`700,00${nbsp}€`);
    expect(formatEuro(0)).toBe(`0,00${nbsp}€`);
  });

  it('writes integer cents as euro amounts', () => {
    expect(formatCents(119_000)).toBe(`1.190,00${nbsp}€`);
    expect(formatCents(5)).toBe(`0,05${nbsp}€`);
    expect(formatCents(-2_380)).toBe(`-23,80${nbsp}€`);
  });
});

describe('dates and times on Berlin time', () => {
  it('writes dd.MM.yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('05.03.2026');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01.01.2026');
    expect(formatDate('2026-03-01T23:30:00.000Z')).toBe('02.03.2026');
  });

  it("shows '–' for what is missing or not a date", () => {
    expect([formatDate(null), formatDate(undefined), formatDate(''), formatDate('kein Datum')]).toEqual([
      '–',
      '–',
      '–',
      '–',
    ]);
    expect(formatDateTime('kaputt')).toBe('–');
    expect(formatTime(null)).toBe('–');
  });

  it('writes date and time', () => {
    expect(formatDateTime('2026-03-05T13:30:00Z')).toBe('05.03.2026, 14:30');
    expect(formatTime('2026-03-05T13:30:09Z')).toBe('14:30');
    expect(formatTime('2026-03-05T13:30:09Z', { seconds: true })).toBe('14:30:09');
  });

  it.each(clockChanges)('writes $utc as $date, $time (clock changes of 2026)', ({ utc, date, time }) => {
    expect(formatDateTime(utc)).toBe(`${date}, ${time}`);
  });

  it('takes the Berlin day around the clock changes', () => {
    expect(formatDate('2026-03-28T23:00:00Z')).toBe('29.03.2026');
    expect(formatDate('2026-10-24T22:00:00Z')).toBe('25.10.2026');
    expect(formatDate('2026-10-25T22:59:59Z')).toBe('25.10.2026');
  });

  it('reads as the engine writes de-DE in Europe/Berlin, around both clock changes and across a year', () => {
    const tz = 'Europe/Berlin';
    const date = new Intl.DateTimeFormat('de-DE', { timeZone: tz, day: '2-digit', month: '2-digit', year: 'numeric' });
    const dateTime = new Intl.DateTimeFormat('de-DE', {
      timeZone: tz,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const instants: number[] = [];
    for (const around of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z']) {
      for (let m = -180; m <= 180; m += 7) instants.push(Date.parse(around) + m * 60_000);
    }
    for (let h = 0; h < 366 * 24; h += 13) instants.push(Date.parse('2026-01-01T00:00:00Z') + h * 3600_000);
    for (const t of instants) {
      expect(formatDate(t)).toBe(date.format(t));
      expect(formatDateTime(t)).toBe(dateTime.format(t));
      expect(formatTime(t, { seconds: true })).toBe(new Date(t).toLocaleTimeString('de-DE', { timeZone: tz }));
    }
  });

  it('writes a calendar date without a clock', () => {
    expect(formatCalendarDate('2026-03-05')).toBe('05.03.2026');
    expect(formatCalendarDate('2026-03-29')).toBe('29.03.2026');
    expect(formatCalendarDate('morgen')).toBe('morgen');
  });

  it('writes the Berlin year', () => {
    expect(formatYear(new Date('2025-12-31T23:30:00Z'))).toBe('2026');
  });

  it('names months', () => {
    expect(formatMonthLong('2026-03')).toBe('März 2026');
    expect(formatMonthShort('2026-03')).toBe('Mär 26');
    expect(formatMonthShort('2026-12')).toBe('Dez 26');
    const long = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m++)
      expect(formatMonthLong(`2026-${String(m).padStart(2, '0')}`)).toBe(long.format(Date.UTC(2026, m - 1, 1)));
    expect(() => formatMonthLong('2026-13')).toThrow(RangeError);
  });
});

describe('a date as seen from a day (reminders)', () => {
  it.each([
    // Same Berlin day, though UTC still says yesterday (00:30 CEST is 22:30 UTC).
    ['2026-06-15', '2026-06-14T22:30:00Z', 'heute'],
    ['2026-06-15', '2026-06-14T21:30:00Z', 'morgen'],
    ['2026-06-16', '2026-06-15T08:00:00Z', 'morgen'],
    ['2026-06-17', '2026-06-15T08:00:00Z', 'am 17.06.2026'],
    // The night of 25.10.2026 (clocks go back): 23:30 UTC is 00:30 CET on the 26th.
    ['2026-10-26', '2026-10-25T23:30:00Z', 'heute'],
    ['2026-10-26', '2026-10-25T22:30:00Z', 'morgen'],
    // The night of 29.03.2026 (clocks go forward): 22:30 UTC is 00:30 CEST on the 30th.
    ['2026-03-30', '2026-03-29T22:30:00Z', 'heute'],
    ['2026-03-30', '2026-03-28T22:30:00Z', 'am 30.03.2026'],
    ['2027-01-01', '2026-12-31T12:00:00Z', 'morgen'],
  ])('%s seen at %s is %s', (date, seenAt, word) => {
    expect(formatDayFrom(date, new Date(seenAt))).toBe(word);
  });
});
