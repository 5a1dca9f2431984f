import { describe, expect, it } from 'vitest';
import { formatCalendarDate as formatMeetingDate, formatHours } from '../../../../lib/german/format';
import { formatMeetingWhen } from './format';

describe('meeting formats', () => {
  it('shows dates as dd.MM.yyyy and hours with a German comma', () => {
    expect(formatMeetingDate('2026-03-05')).toBe('05.03.2026');
    expect(formatMeetingWhen({ date: '2026-12-31', time: '09:05' })).toBe('31.12.2026, 09:05 Uhr');
    expect(formatHours(1.5)).toBe('1,5');
    expect(formatHours(0.33)).toBe('0,33');
    expect(formatHours(10)).toBe('10');
  });
});
