import type { ReminderChoice } from '../scheduling/contract';

// Isomorphic: the reminder windows, written once (issues 30 and 34): the sweep's query and
// `decide` ask them.

/** The two reminders: a day before ('day', the only one before issue 34) and an hour before. */
export type ReminderKind = 'day' | 'hour';

/** How many hours before the start each reminder's window opens. */
export const REMINDER_BEFORE_HOURS: Record<ReminderKind, number> = { day: 24, hour: 1 };

/** The reminders the firm's choice sends (scheduling's policy, `/admin/settings`). */
export function reminderKindsOf(choice: ReminderChoice): ReminderKind[] {
  return { both: ['day', 'hour'], day: ['day'], hour: ['hour'], none: [] }[choice] as ReminderKind[];
}

/** A reminder's window at `now`: the starts in (after, until] are due for it. */
interface ReminderWindow {
  kind: ReminderKind;
  after: Date;
  until: Date;
}

/**
 * The windows of the chosen reminders at `now`, shortest first. Each runs from its hours before the
 * start down to the next shorter chosen one's, so a meeting booked 30 minutes ahead gets the
 * 1-hour reminder only, not both at once; without the 1-hour one, the 24-hour one runs to the start.
 */
export function reminderWindows(now: Date, kinds: readonly ReminderKind[]): ReminderWindow[] {
  const shortestFirst = [...kinds].sort((a, b) => REMINDER_BEFORE_HOURS[a] - REMINDER_BEFORE_HOURS[b]);
  const at = (hours: number) => new Date(now.getTime() + hours * 3600_000);
  return shortestFirst.map((kind, i) => ({
    kind,
    after: at(i === 0 ? 0 : REMINDER_BEFORE_HOURS[shortestFirst[i - 1]!]),
    until: at(REMINDER_BEFORE_HOURS[kind]),
  }));
}

/** The reminder due at `now` for a meeting starting at `startsAt`, of the chosen ones; null: none. */
export function dueReminder(startsAt: Date, now: Date, kinds: readonly ReminderKind[]): ReminderKind | null {
  const t = startsAt.getTime();
  return reminderWindows(now, kinds).find((w) => t > w.after.getTime() && t <= w.until.getTime())?.kind ?? null;
}
