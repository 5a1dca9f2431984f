import { describe, expect, it } from 'vitest';
import { reportsSearch } from './reports-search';
import { yearToShow } from './year-to-show';

describe('the year in the address', () => {
  it('is read as a year, else this year in Berlin', () => {
    expect(reportsSearch.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(reportsSearch.parse({ year: 'zwanzig' })).toEqual({ year: undefined });
    expect(yearToShow({ year: 2025 }, new Date('2026-05-01T10:00:00Z'))).toBe(2025);
    // 23:30 UTC on New Year's Eve is already the new year in Berlin.
    expect(yearToShow({}, new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });
});
