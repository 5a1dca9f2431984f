import { describe, expect, it } from 'vitest';
import { matchesFilter, matchesSearch } from './clients';
import { usageByMonth } from './usage';
import { berlinMonthOf } from '../../lib/german/time';

const client = {
  name: 'Julia Hoffmann',
  email: 'julia@hoffmann.de',
  company: 'Hoffmann Design GmbH',
  phone: '+49 30 1234567',
};

describe('client list rules', () => {
  it('searches name, e-mail, company and phone (by digits)', () => {
    expect(matchesSearch(client, 'hoff')).toBe(true);
    expect(matchesSearch(client, 'DESIGN')).toBe(true);
    expect(matchesSearch(client, 'julia@')).toBe(true);
    expect(matchesSearch(client, '030 1234')).toBe(true);
    expect(matchesSearch(client, 'wagner')).toBe(false);
    expect(matchesSearch(client, '  ')).toBe(true);
  });
  it('filters all, active, no_package and pending', () => {
    expect(matchesFilter({ packageStatus: 'active' }, 'active')).toBe(true);
    expect(matchesFilter({ packageStatus: 'pending_activation' }, 'active')).toBe(false);
    expect(matchesFilter({ packageStatus: null }, 'no_package')).toBe(true);
    expect(matchesFilter({ packageStatus: 'pending_acceptance' }, 'pending')).toBe(true);
    expect(matchesFilter({ packageStatus: 'pending_activation' }, 'pending')).toBe(true);
    expect(matchesFilter({ packageStatus: 'active' }, 'all')).toBe(true);
  });
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
