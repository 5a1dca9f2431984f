import { describe, expect, it } from 'vitest';
import { dueReminder, REMINDER_BEFORE_HOURS, reminderKindsOf, reminderWindows } from './reminders';

// The reminder windows, written once (issues 30, 34): the sweep reads the starts of each window,
// decide sends the one `dueReminder` names: the two are the same windows.

const starts = new Date('2026-06-10T08:00:00Z');
const hour = 3600_000;
const before = (ms: number) => new Date(starts.getTime() - ms);

describe('the reminder windows', () => {
  it('are 24 hours and 1 hour before the start', () => {
    expect(REMINDER_BEFORE_HOURS).toEqual({ day: 24, hour: 1 });
  });

  it('with both: the 24-hour one from a day before to an hour before, then the 1-hour one', () => {
    const both = reminderKindsOf('both');
    expect(dueReminder(starts, before(24 * hour + 1), both)).toBeNull();
    expect(dueReminder(starts, before(24 * hour), both)).toBe('day');
    expect(dueReminder(starts, before(hour + 1), both)).toBe('day');
    expect(dueReminder(starts, before(hour), both)).toBe('hour');
    expect(dueReminder(starts, before(1), both)).toBe('hour');
    expect(dueReminder(starts, starts, both)).toBeNull();
  });

  it('with the 24-hour one only, it runs to the start (as before issue 34)', () => {
    const day = reminderKindsOf('day');
    expect(dueReminder(starts, before(24 * hour), day)).toBe('day');
    expect(dueReminder(starts, before(30 * 60_000), day)).toBe('day');
    expect(dueReminder(starts, starts, day)).toBeNull();
  });

  it('with the 1-hour one only, nothing is due a day before', () => {
    const hourOnly = reminderKindsOf('hour');
    expect(dueReminder(starts, before(5 * hour), hourOnly)).toBeNull();
    expect(dueReminder(starts, before(hour), hourOnly)).toBe('hour');
  });

  it('with none, nothing is ever due', () => {
    expect(reminderKindsOf('none')).toEqual([]);
    expect(dueReminder(starts, before(hour), [])).toBeNull();
    expect(reminderWindows(starts, [])).toEqual([]);
  });

  it("the sweep's bounds are the windows'", () => {
    const now = new Date('2026-06-09T08:00:00Z');
    const [hourly, daily] = reminderWindows(now, ['day', 'hour']);
    expect(hourly).toEqual({ kind: 'hour', after: now, until: new Date(now.getTime() + hour) });
    expect(daily).toEqual({ kind: 'day', after: new Date(now.getTime() + hour), until: starts });
    expect(dueReminder(daily!.until, now, ['day', 'hour'])).toBe('day');
    expect(dueReminder(new Date(daily!.until.getTime() + 1), now, ['day', 'hour'])).toBeNull();
  });
});
