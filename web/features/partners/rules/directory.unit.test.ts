import { describe, expect, it } from 'vitest';
import type { PublicPartnerProfile } from '../../../../modules/partners/contract';
import { directoryEntries, matchesQuery } from './directory';

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
    const entries = directoryEntries(all, new Map([['a', { totalHours: 10, remainingHours: 6 }]]), '', []);
    expect(entries.map((e) => e.profile.name)).toEqual(['Zoe Zander', 'Anton Auer', 'Maria Meier']);
    expect(entries[0]!.assigned).toEqual({ totalHours: 10, remainingHours: 6 });
    expect(entries[1]!.assigned).toBeNull();
  });
});
