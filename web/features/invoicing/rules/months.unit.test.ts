import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths, recentYears } from './months';

describe('months of the invoice filter', () => {
  it('names a month in German', () => {
    expect(monthLabel('2026-03')).toBe('März 2026');
    expect(monthLabel('2025-12')).toBe('Dezember 2025');
  });

  it('counts back across the turn of the year', () => {
    expect(recentMonths('2026-02-15', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('offers this year and the ones before', () => {
    expect(recentYears('2026-11-24', 3)).toEqual([2026, 2025, 2024]);
  });
});
