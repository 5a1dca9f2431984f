import { describe, expect, it } from 'vitest';
import { formatHoursStd as formatUsageHours } from '../../../../lib/german/format';
import { berlinMonthOf as monthOf } from '../../../../lib/german/time';
import { maxMonths, usageBars } from './usage-months';

const now = new Date('2026-05-20T10:00:00Z');

describe('usageBars', () => {
  it('runs from activation to this month and fills months without meetings with 0', () => {
    const bars = usageBars([{ month: '2026-03', hours: 1.5 }], {
      from: '2026-02-10T09:00:00Z',
      to: '2027-02-10T09:00:00Z',
      now,
    });
    expect(bars.map((b) => [b.month, b.hours])).toEqual([
      ['2026-02', 0],
      ['2026-03', 1.5],
      ['2026-04', 0],
      ['2026-05', 0],
    ]);
  });

  it('stops at the month a finished package ended', () => {
    const bars = usageBars([{ month: '2026-01', hours: 2 }], {
      from: '2025-12-01T09:00:00Z',
      to: '2026-02-15T09:00:00Z',
      now,
    });
    expect(bars.map((b) => b.month)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('labels months in German', () => {
    const [bar] = usageBars([{ month: '2026-03', hours: 1 }], {
      from: null,
      to: null,
      now: new Date('2026-03-02T10:00:00Z'),
    });
    expect(bar).toMatchObject({ short: 'Mär 26', long: 'März 2026' });
  });

  it('keeps the last 12 months of a long package', () => {
    const bars = usageBars([], { from: '2024-01-15T09:00:00Z', to: null, now });
    expect(bars).toHaveLength(maxMonths);
    expect(bars.at(-1)?.month).toBe('2026-05');
  });

  it('is empty for a package that never started', () => {
    expect(usageBars([], { from: null, to: null, now })).toEqual([]);
  });

  it('uses the Berlin month of an instant', () => {
    expect(monthOf('2026-03-31T22:30:00Z')).toBe('2026-04');
  });
});

describe('formatUsageHours', () => {
  it('writes German decimals', () => {
    expect(formatUsageHours(1.5)).toBe('1,5 Std.');
  });
});
