import { describe, expect, it } from 'vitest';
import { usageByMonth } from './usage';
import { berlinMonthOf } from '../../lib/german/time';

describe('usage by month', () => {
  it('sums completed hours per Berlin month, oldest first', () => {
    expect(
      usageByMonth([
        { date: '2026-04-02', status: 'completed', hoursUsed: 1.5 },
        { date: '2026-03-30', status: 'completed', hoursUsed: 1 },
        { date: '2026-04-20', status: 'completed', hoursUsed: 0.5 },
        { date: '2026-04-21', status: 'scheduled', hoursUsed: 0 },
      ]),
    ).toEqual([
      { month: '2026-03', hours: 1 },
      { month: '2026-04', hours: 2 },
    ]);
    expect(berlinMonthOf(new Date('2026-03-31T22:30:00Z'))).toBe('2026-04');
  });
});
