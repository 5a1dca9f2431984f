import { describe, expect, it } from 'vitest';
import { backupsToKeep, isoWeekOf } from './retention';

/** A backup at 02:30 Berlin (01:30 UTC in winter) on each of `days` days ending the day before `end`. */
function nightly(end: string, days: number): string[] {
  const out: string[] = [];
  for (let i = 1; i <= days; i++) {
    const d = new Date(`${end}T01:30:00Z`);
    d.setUTCDate(d.getUTCDate() - i);
    out.push(d.toISOString());
  }
  return out;
}

describe('backup retention: 7 daily, 4 weekly, 12 monthly', () => {
  it('ISO weeks start on Monday; the first week holds the first Thursday', () => {
    expect(isoWeekOf('2026-11-27')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-23')).toBe('2026-W48');
    expect(isoWeekOf('2026-11-22')).toBe('2026-W47');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });

  it('after two years of nightly backups keeps at most 7 + 4 + 12, the newest of each period', () => {
    const times = nightly('2026-11-28', 730);
    const keep = backupsToKeep(times, new Date('2026-11-28T02:00:00Z'));
    const days = [...keep].map((t) => t.slice(0, 10)).sort();
    // The last 7 days, the newest of the 4 last weeks (Sundays, and this week's newest), of the last 12 months.
    expect(days.slice(-7)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(days).toContain('2026-11-15'); // Sunday of week 46
    expect(days).toContain('2026-11-08'); // Sunday of week 45
    expect(days).toContain('2026-10-31'); // last of October
    expect(days).toContain('2025-12-31'); // the 12th month back
    expect(days).not.toContain('2025-11-30'); // the 13th month back
    expect(days).not.toContain('2026-11-14');
    expect(keep.size).toBeLessThanOrEqual(7 + 4 + 12);
    expect(keep.size).toBeGreaterThanOrEqual(12 + 5);
  });

  it('uses Berlin days: a backup at 00:30 Berlin (23:30 UTC) belongs to the Berlin day', () => {
    const late = '2026-11-26T23:30:00.000Z'; // 27 November 00:30 in Berlin
    const early = '2026-11-27T10:00:00.000Z';
    const keep = backupsToKeep([late, early], new Date('2026-11-27T12:00:00Z'));
    // Both on the 27th in Berlin: only the newer is that day's; the older stays as nothing else's newest.
    expect(keep.has(early)).toBe(true);
    expect(keep.has(late)).toBe(false);
  });

  it('keeps few backups all, and one from a clock that ran ahead', () => {
    const times = nightly('2026-11-28', 3);
    const future = '2027-01-01T00:00:00.000Z';
    const keep = backupsToKeep([...times, future], new Date('2026-11-28T02:00:00Z'));
    expect([...keep].sort()).toEqual([...times, future].sort());
  });
});
