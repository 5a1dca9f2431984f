import { describe, expect, it } from 'vitest';
import { mondayOf, slotsByDay, weekDays } from './slot-week';

describe("the booking dialog's week", () => {
  it('starts on Monday, also from a Sunday and across a month and a clock change', () => {
    expect(mondayOf('2026-03-29')).toBe('2026-03-23');
    expect(mondayOf('2026-03-30')).toBe('2026-03-30');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    expect(weekDays('2026-03-23')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });
  it('groups the free starts by day and keeps empty days', () => {
    const days = weekDays('2026-03-23');
    const grouped = slotsByDay(days, [
      { date: '2026-03-24', time: '09:00' },
      { date: '2026-03-24', time: '09:30' },
      { date: '2026-03-29', time: '10:00' },
    ]);
    expect(grouped.map(([d, s]) => [d, s.length])).toEqual([
      ['2026-03-23', 0],
      ['2026-03-24', 2],
      ['2026-03-25', 0],
      ['2026-03-26', 0],
      ['2026-03-27', 0],
      ['2026-03-28', 0],
      ['2026-03-29', 1],
    ]);
  });
});

describe('labels', () => {
  it('names the day and the week in German', async () => {
    const { dayLabel, weekLabel } = await import('./slot-week');
    expect(dayLabel('2026-03-29')).toBe('So., 29.03.');
    expect(weekLabel(weekDays('2026-12-28'))).toBe('28.12. – 03.01.2027');
  });
});

describe('the repeated hour of the autumn change', () => {
  it('names the two 02:30 apart; other starts by their time', async () => {
    const { slotLabel } = await import('./slot-week');
    const slots = [
      { date: '2026-10-25', time: '02:00', startsAt: '2026-10-25T00:00:00.000Z' },
      { date: '2026-10-25', time: '02:30', startsAt: '2026-10-25T00:30:00.000Z' },
      { date: '2026-10-25', time: '02:30', startsAt: '2026-10-25T01:30:00.000Z' },
    ];
    expect(slots.map((s) => slotLabel(s, slots))).toEqual(['02:00', '02:30 (Sommerzeit)', '02:30 (Winterzeit)']);
  });
});
