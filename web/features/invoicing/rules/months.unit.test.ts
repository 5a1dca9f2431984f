import { describe, expect, it } from 'vitest';
import { recentMonths, recentYears } from './months';

describe('months of the invoice filter', () => {
  it('counts back across the turn of the year', () => {
    expect(recentMonths('2026-02-15', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('offers this year and the ones before', () => {
    expect(recentYears('2026-11-24', 3)).toEqual([2026, 2025, 2024]);
  });
});
