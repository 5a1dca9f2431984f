import { describe, expect, it } from 'vitest';
import { calendarBusyHint } from './busy-hint';

// 10:00–11:00 Berlin on 1 December 2026 (winter time: 09:00–10:00 UTC) and an all-day entry on 2 December.
const busy = [
  { startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z' },
  { startsAt: '2026-12-01T23:00:00.000Z', endsAt: '2026-12-02T23:00:00.000Z' },
];

describe("the plan dialog's hint about the coach's own calendar", () => {
  it('names the entry a planned meeting overlaps, in Berlin time', () => {
    expect(calendarBusyHint({ date: '2026-12-01', time: '09:30', duration: 60 }, busy)).toBe(
      'In Ihrem eigenen Kalender ist von 10:00 bis 11:00 Uhr ein Termin eingetragen.',
    );
  });

  it('says nothing back to back, before the time is complete, or without entries', () => {
    expect(calendarBusyHint({ date: '2026-12-01', time: '09:00', duration: 60 }, busy)).toBeNull();
    expect(calendarBusyHint({ date: '2026-12-01', time: '11:00', duration: 60 }, busy)).toBeNull();
    expect(calendarBusyHint({ date: '2026-12-01', time: null, duration: 60 }, busy)).toBeNull();
    expect(calendarBusyHint({ date: '2026-12-01', time: '10:00', duration: 60 }, [])).toBeNull();
  });

  it('an all-day entry is said as such', () => {
    expect(calendarBusyHint({ date: '2026-12-02', time: '15:00', duration: 30 }, busy)).toBe(
      'In Ihrem eigenen Kalender ist an diesem Tag ein ganztägiger Termin eingetragen.',
    );
  });
});
