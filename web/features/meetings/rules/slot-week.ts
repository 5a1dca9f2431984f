import { addDays } from '../../../../lib/german/time';
import { isoWeekday } from '../../../../modules/scheduling/contract';

// The booking dialog's week: Monday to Sunday on Berlin's calendar, the free starts per day.

/** The Monday of the week `date` lies in ('YYYY-MM-DD'). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - Number(isoWeekday(date)));
}

/** The seven days of the week beginning `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The slots of each day of the week, in order; days without a free start are kept (shown empty). */
export function slotsByDay<S extends { date: string }>(days: readonly string[], slots: readonly S[]): [string, S[]][] {
  return days.map((day) => [day, slots.filter((s) => s.date === day)]);
}

const dayFormat = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'UTC',
});
const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'Mo., 23.03.' — a calendar date names its weekday the same in every zone. */
export const dayLabel = (date: string): string => dayFormat.format(utcNoon(date));

/** '23.03. – 29.03.2026' */
export function weekLabel(days: readonly string[]): string {
  const [first, last] = [days[0]!, days[days.length - 1]!];
  const short = (d: string) => `${d.slice(8, 10)}.${d.slice(5, 7)}.`;
  return `${short(first)} – ${short(last)}${last.slice(0, 4)}`;
}

/**
 * How each start is named: its time, and on the night the autumn change repeats an hour, which
 * of the two it is ('02:30 (Sommerzeit)', '02:30 (Winterzeit)'), so the client can tell them apart.
 */
export function slotLabel<S extends { date: string; time: string; startsAt: string }>(
  slot: S,
  all: readonly S[],
): string {
  const twins = all.filter((s) => s.date === slot.date && s.time === slot.time);
  if (twins.length < 2) return slot.time;
  const first = twins.every((t) => t.startsAt >= slot.startsAt);
  return `${slot.time} (${first ? 'Sommerzeit' : 'Winterzeit'})`;
}
