import { describe, expect, it } from 'vitest';
import { seriesRequestOf } from './plan-series';

const single = {
  clientId: '6b3f1f7e-8a3b-4c55-9d0e-1f2a3b4c5d6e',
  date: '2026-10-19',
  time: '18:00',
  duration: 60,
  platform: 'video-room' as const,
  link: null,
  location: null,
  notes: '',
};

describe("the plan dialog's 'Wiederholen'", () => {
  it('sends the typed Berlin time as the first start and the count as typed', () => {
    expect(seriesRequestOf(single, 'week', ' 4 ').request).toMatchObject({
      firstStartsAt: '2026-10-19T16:00:00.000Z',
      every: 'week',
      count: 4,
    });
  });
  it("starts at the autumn change's 02:30 that was chosen", () => {
    const at = (repeatedTime: 'summer' | 'winter') =>
      seriesRequestOf({ ...single, date: '2026-10-25', time: '02:30', repeatedTime }, 'week', '2').request
        ?.firstStartsAt;
    expect(at('summer')).toBe('2026-10-25T00:30:00.000Z');
    expect(at('winter')).toBe('2026-10-25T01:30:00.000Z');
  });
  it('refuses a count that is no whole number from 2 to 52, in German, and sends nothing', () => {
    for (const typed of ['4,5', 'vier', '', '1', '53'])
      expect(seriesRequestOf(single, '2weeks', typed)).toEqual({
        countError: 'Die Anzahl der Termine muss eine ganze Zahl von 2 bis 52 sein.',
      });
  });
});
