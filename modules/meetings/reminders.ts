// Isomorphic: the reminder window, written once (issue 30): the sweep's query and `decide` ask it.

/** A meeting's reminder goes out within the 24 hours before its start. */
export const REMINDER_BEFORE_HOURS = 24;

/** The latest start whose reminder is due at `now` (the sweep reads starts after now up to this). */
export const reminderDueUntil = (now: Date): Date => new Date(now.getTime() + REMINDER_BEFORE_HOURS * 3600_000);

/** The reminder of a meeting starting at `startsAt` is due at `now`: it has not begun, and starts within the window. */
export function isReminderDue(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() > now.getTime() && startsAt.getTime() <= reminderDueUntil(now).getTime();
}
