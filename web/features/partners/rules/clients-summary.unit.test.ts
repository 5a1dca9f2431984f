import { describe, expect, it } from 'vitest';
import type { PartnerClient } from '../../../../modules/partners/contract';
import { formatHoursStd as formatHours } from '../../../../lib/german/format';
import { formatHoursOf, summariseClients } from './clients-summary';

const entry = (id: string, totalHours: number, remainingHours: number): PartnerClient => ({
  id,
  name: id,
  email: `${id}@x.de`,
  phone: null,
  company: null,
  userPackageId: `${id}-${totalHours}`,
  packageName: 'Paket',
  packageStatus: 'active',
  totalHours,
  remainingHours,
  reservedHours: 0,
});

describe('the clients summary', () => {
  it('counts distinct clients and sums the hours to one decimal', () => {
    expect(summariseClients([entry('a', 10, 7.25), entry('a', 5, 5), entry('b', 2.5, 0.5)])).toEqual({
      clients: 2,
      packages: 3,
      totalHours: 17.5,
      remainingHours: 12.8,
    });
  });

  it('is all zeros without clients; hours read German', () => {
    expect(summariseClients([])).toEqual({ clients: 0, packages: 0, totalHours: 0, remainingHours: 0 });
    expect(formatHours(12.5)).toBe('12,5 Std.');
    expect(formatHoursOf(6.5, 10)).toBe('6,5 von 10 Std.');
  });
});
