import { CalendarDate, Time } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { asOfInstant } from './as-of-time';

describe("the audit's 'Stand am' date and time", () => {
  it('reads to the end of the minute on Berlin time', () => {
    expect(asOfInstant(new CalendarDate(2027, 3, 28), new Time(3, 0))).toEqual({
      asOf: '2027-03-28T01:00:59.999Z',
    });
    expect(asOfInstant(new CalendarDate(2027, 3, 28), new Time(1, 59))).toEqual({
      asOf: '2027-03-28T00:59:59.999Z',
    });
  });

  it('refuses 02:30 on the spring Sunday at the field, never reading it as 03:30', () => {
    expect(asOfInstant(new CalendarDate(2027, 3, 28), new Time(2, 30))).toEqual({
      timeError:
        'Die Uhrzeit 02:30 gibt es am 28.03.2027 nicht: Die Uhren springen zur Sommerzeit von 2 auf 3 Uhr. Bitte wählen Sie eine andere Uhrzeit.',
    });
  });

  it('asks which 02:30 of the autumn Sunday is meant, and reads the one chosen', () => {
    const date = new CalendarDate(2026, 10, 25);
    // Unasked it reads nothing (before: the first one, silently).
    expect(asOfInstant(date, new Time(2, 30))).toEqual({ askRepeated: true });
    expect(asOfInstant(date, new Time(2, 30), 'summer')).toEqual({ asOf: '2026-10-25T00:30:59.999Z' });
    expect(asOfInstant(date, new Time(2, 30), 'winter')).toEqual({ asOf: '2026-10-25T01:30:59.999Z' });
    // A time that comes once ignores a choice left over from an earlier one.
    expect(asOfInstant(date, new Time(3, 30), 'summer')).toEqual({ asOf: '2026-10-25T02:30:59.999Z' });
  });

  it('has nothing to read without date or time', () => {
    expect(asOfInstant(null, new Time(10, 0))).toEqual({});
    expect(asOfInstant(new CalendarDate(2027, 3, 28), null)).toEqual({});
  });
});
