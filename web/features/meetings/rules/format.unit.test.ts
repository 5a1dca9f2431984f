import { describe, expect, it } from 'vitest';
import { formatCalendarDate as formatMeetingDate, formatHours } from '../../../../lib/german/format';
import { formatMeetingWhen, formatMeetingWhenIn } from './format';

describe('meeting formats', () => {
  it('shows dates as dd.MM.yyyy and hours with a German comma', () => {
    expect(formatMeetingDate('2026-03-05')).toBe('05.03.2026');
    expect(formatMeetingWhen({ date: '2026-12-31', time: '09:05' })).toBe('31.12.2026, 09:05 Uhr');
    expect(formatHours(1.5)).toBe('1,5');
    expect(formatHours(0.33)).toBe('0,33');
    expect(formatHours(10)).toBe('10');
  });

  it('shows a client in New York her clock, named; Berlin unnamed (issue 34)', () => {
    const m = { date: '2026-11-28', time: '01:00', startsAt: '2026-11-28T00:00:00.000Z' };
    expect(formatMeetingWhenIn(m, 'America/New_York')).toBe('27.11.2026, 19:00 Uhr (New York)');
    expect(formatMeetingWhenIn(m, 'Europe/Berlin')).toBe('28.11.2026, 01:00 Uhr');
  });
});
