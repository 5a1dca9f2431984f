import { describe, expect, it } from 'vitest';
import { isReminderDue, REMINDER_BEFORE_HOURS, reminderDueUntil } from './reminders';

// The reminder window, written once (issue 30): the sweep reads starts in (now, reminderDueUntil(now)],
// decide sends when isReminderDue: the two are the same window.

const starts = new Date('2026-06-10T08:00:00Z');
const hour = 3600_000;

describe('the reminder window', () => {
  it('is the 24 hours before the start', () => {
    expect(REMINDER_BEFORE_HOURS).toBe(24);
    expect(isReminderDue(starts, new Date(starts.getTime() - 24 * hour - 1))).toBe(false);
    expect(isReminderDue(starts, new Date(starts.getTime() - 24 * hour))).toBe(true);
    expect(isReminderDue(starts, new Date(starts.getTime() - 1))).toBe(true);
    expect(isReminderDue(starts, starts)).toBe(false);
  });

  it("the sweep's bound is the window's", () => {
    const now = new Date('2026-06-09T08:00:00Z');
    expect(reminderDueUntil(now)).toEqual(starts);
    expect(isReminderDue(reminderDueUntil(now), now)).toBe(true);
    expect(isReminderDue(new Date(reminderDueUntil(now).getTime() + 1), now)).toBe(false);
  });
});
