import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/http/access';
import type { UsersTable } from '../identity';
import type { PartnerProfilesTable } from './tables';
import { ratingOf, viewFor } from './views';

const partnerId = '55555555-5555-4555-8555-555555555555';
const at = new Date('2026-03-12T13:05:00Z');
const user: UsersTable = {
  id: partnerId,
  username: 'mia@example.de',
  email: 'mia@example.de',
  name: 'Mia',
  company: null,
  phone: null,
  position: null,
  role: 'partner',
  partner_type: 'Marketing',
  deactivated_at: null,
  terms_version: null,
  privacy_version: null,
  terms_accepted_at: null,
  time_zone: 'Europe/Berlin',
  created_at: at,
  updated_at: at,
  version: 3,
};
const row: PartnerProfilesTable = {
  user_id: partnerId,
  specialty: 'Marketing',
  location: 'Berlin',
  phone: '+49 30 1234567',
  linkedin: null,
  calendly_link: null,
  hourly_rate: 120,
  available_hours: 10,
  active: true,
  bio: 'Bio',
  expertise: [],
  client_references: [
    { client: 'A', rating: 5, project: '', testimonial: '' },
    { client: 'B', rating: 4, project: '', testimonial: '' },
  ],
  created_at: at,
  updated_at: at,
  version: 2,
};
const viewer = (role: AuthUser['role'], id = '66666666-6666-4666-8666-666666666666'): AuthUser => ({
  id,
  role,
  email: 'x@example.de',
  name: 'X',
});
const privateKeys = ['email', 'phone', 'hourlyRate', 'availableHours', 'version'];

describe('who sees what of a profile', () => {
  it('an admin and the partner themself see everything', () => {
    for (const v of [viewer('admin'), viewer('partner', partnerId)]) {
      expect(viewFor(v, row, user, false)).toMatchObject({
        email: 'mia@example.de',
        phone: '+49 30 1234567',
        hourlyRate: 120,
        availableHours: 10,
        version: 2,
      });
    }
  });

  it('a client or another partner sees no phone, e-mail, rate or available hours', () => {
    for (const v of [viewer('user'), viewer('partner')]) {
      const view = viewFor(v, row, user, false)!;
      expect(view).toMatchObject({ name: 'Mia', specialty: 'Marketing', location: 'Berlin', rating: 4.5 });
      for (const k of privateKeys) expect(view).not.toHaveProperty(k);
    }
  });

  it('a client assigned to the partner also sees e-mail and phone, still not the rate', () => {
    const view = viewFor(viewer('user'), row, user, true)!;
    expect(view).toMatchObject({ email: 'mia@example.de', phone: '+49 30 1234567' });
    expect(view).not.toHaveProperty('hourlyRate');
  });

  it('an inactive profile or a deactivated account is hidden from everyone but admins and the partner', () => {
    expect(viewFor(viewer('user'), { ...row, active: false }, user, true)).toBeNull();
    expect(viewFor(viewer('partner'), row, { ...user, deactivated_at: at }, false)).toBeNull();
    expect(viewFor(viewer('admin'), { ...row, active: false }, { ...user, deactivated_at: at }, false)).toMatchObject({
      active: false,
      accountActive: false,
    });
  });

  it('rating: the mean of the references to one decimal, none without references', () => {
    expect(ratingOf({ ...row, client_references: [] })).toBeNull();
    expect(
      ratingOf({
        ...row,
        client_references: [1, 2, 2].map((rating) => ({ client: 'c', rating, project: '', testimonial: '' })),
      }),
    ).toBe(1.7);
  });
});
