import { CalendarDateTime, now, toCalendarDate, toTime, toZoned, type CalendarDate, type Time } from '@internationalized/date';

// The firm's clock: pickers show Berlin dates and times whatever the browser's zone is.

const zone = 'Europe/Berlin';

/** A Berlin date and time as an ISO instant. */
export function berlinInstant(date: CalendarDate, time: Time): string {
  const local = new CalendarDateTime(date.year, date.month, date.day, time.hour, time.minute, time.second, time.millisecond);
  return toZoned(local, zone).toAbsoluteString();
}

/** The start of a Berlin day, or the last millisecond of it (for an inclusive 'bis'). */
export function berlinDayStart(date: CalendarDate): string {
  return toZoned(date, zone).toAbsoluteString();
}

export function berlinDayEnd(date: CalendarDate): string {
  return toZoned(date.add({ days: 1 }), zone).subtract({ milliseconds: 1 }).toAbsoluteString();
}

/** Now in Berlin, to the minute, as the pickers' values. */
export function berlinNow(): { date: CalendarDate; time: Time } {
  const n = now(zone);
  return { date: toCalendarDate(n), time: toTime(n).set({ second: 0, millisecond: 0 }) };
}
