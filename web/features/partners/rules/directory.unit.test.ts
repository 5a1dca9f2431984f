import { describe, expect, it } from 'vitest';
import type { PublicPartnerProfile } from '../../../../modules/partners/contract';
import { assignedHoursOf, directoryEntries, matchesQuery } from './directory';

const profile = (
  userId: string,
  name: string,
  specialty: string,
  extra: Partial<PublicPartnerProfile> = {},
): PublicPartnerProfile => ({
  id: userId,
  userId,
  name,
  specialty,
  location: null,
  linkedin: null,
  calendlyLink: null,
  bio: null,
  active: true,
  rating: null,
  expertise: [],
  references: [],
  ...extra,
});

const all = [
  profile('a', 'Zoe Zander', 'Marketing', { location: 'München' }),
  profile('b', 'Anton Auer', 'Recht', { expertise: [{ title: 'Gesellschaftsrecht', description: 'GmbH-Gründung' }] }),
  profile('c', 'Maria Meier', 'Marketing'),
  profile('d', 'Inge Inaktiv', 'Marketing', { active: false }),
];

describe('the directory', () => {
  it('searches name, location and expertise, case and accents ignored', () => {
    expect(matchesQuery(all[0]!, 'munchen')).toBe(true);
    expect(matchesQuery(all[1]!, 'gmbh auer')).toBe(true);
    expect(matchesQuery(all[1]!, 'gmbh meier')).toBe(false);
  });

  it('filters by the chosen specialties and leaves inactive profiles out', () => {
    const names = directoryEntries(all, new Map(), '', ['Marketing']).map((e) => e.profile.name);
    expect(names).toEqual(['Maria Meier', 'Zoe Zander']);
  });

  it("puts the client's own partners first, with their hours", () => {
    const entries = directoryEntries(
      all,
      new Map([['a', { totalHours: 10, remainingHours: 6, bookable: true }]]),
      '',
      [],
    );
    expect(entries.map((e) => e.profile.name)).toEqual(['Zoe Zander', 'Anton Auer', 'Maria Meier']);
    expect(entries[0]!.assigned).toEqual({ totalHours: 10, remainingHours: 6, bookable: true });
    expect(entries[1]!.assigned).toBeNull();
  });
});

describe("assignedHoursOf: the client's hours per partner, and whether the portal books them", () => {
  const share = (partnerId: string, totalHours: number, remainingHours: number) => ({
    partnerId,
    totalHours,
    remainingHours,
  });

  it('an active package with hours left books that partner in the portal; one used up does not', () => {
    const hours = assignedHoursOf({ status: 'active', partners: [share('a', 10, 4), share('b', 5, 0)] });
    expect(hours.get('a')).toEqual({ totalHours: 10, remainingHours: 4, bookable: true });
    expect(hours.get('b')).toEqual({ totalHours: 5, remainingHours: 0, bookable: false });
    expect(hours.get('c')).toBeUndefined();
  });

  it('a package not yet active shows the partner as theirs, without booking', () => {
    for (const status of ['pending_acceptance', 'pending_activation', null])
      expect(assignedHoursOf({ status, partners: [share('a', 10, 10)] }).get('a')?.bookable).toBe(false);
  });

  it('sums a partner listed twice; no package means no partner', () => {
    const hours = assignedHoursOf({ status: 'active', partners: [share('a', 4, 1), share('a', 6, 6)] });
    expect(hours.get('a')).toEqual({ totalHours: 10, remainingHours: 7, bookable: true });
    expect(assignedHoursOf(null).size).toBe(0);
  });
});
