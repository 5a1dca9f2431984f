import { describe, expect, it } from 'vitest';
import { currentYear, formatDate } from './dates';

describe('formatDate', () => {
  it('shows dd.MM.yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05.03.2026');
  });

  it('uses Berlin time: late UTC evening is already the next day', () => {
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('01.01.2026');
  });

  it('shows a dash for missing or broken values', () => {
    expect([formatDate(null), formatDate(undefined), formatDate(''), formatDate('kein Datum')]).toEqual(['–', '–', '–', '–']);
  });
});

describe('currentYear', () => {
  it('is the Berlin year', () => {
    expect(currentYear(new Date('2025-12-31T23:30:00Z'))).toBe('2026');
  });
});
