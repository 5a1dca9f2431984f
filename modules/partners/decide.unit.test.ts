import { at, now, specOf } from '../../server/testing/decider-spec';
import { describe, it } from 'vitest';
import { type PartnersCommand, profileDecider } from './decide';
import type { PartnersEvent, ProfileData } from './events';

const spec = specOf(profileDecider);
const userId = '44444444-4444-4444-8444-444444444444';
const profile: ProfileData = {
  specialty: 'Marketing',
  location: 'Berlin',
  phone: '+49 30 1234567',
  linkedin: null,
  calendlyLink: null,
  hourlyRate: 120,
  availableHours: 10,
  active: true,
  bio: null,
  expertise: [{ title: 'SEO', description: '' }],
  references: [{ client: 'Muster GmbH', rating: 5, project: 'Relaunch', testimonial: '' }],
};
const created: PartnersEvent = { type: 'PartnerProfileCreated', data: { userId, profile, at } };
const updated: PartnersEvent = {
  type: 'PartnerProfileUpdated',
  data: { userId, profile: { ...profile, location: 'Hamburg' }, at },
};
const deleted: PartnersEvent = { type: 'PartnerProfileDeleted', data: { userId, at } };
const create = (account: 'partner' | 'deactivated' | 'notPartner' | 'missing' = 'partner'): PartnersCommand => ({
  type: 'CreateProfile',
  userId,
  profile,
  account,
  now,
});
const update = (expectedVersion: number): PartnersCommand => ({
  type: 'UpdateProfile',
  userId,
  profile: { ...profile, location: 'Hamburg' },
  expectedVersion,
  now,
});

describe('partners decide', () => {
  it('creates the profile of a partner account', () => {
    spec([]).when(create()).then([created]);
  });
  it('creates no profile for a missing, deactivated or non-partner account', () => {
    spec([]).when(create('missing')).thenError('UserNotFound');
    spec([]).when(create('deactivated')).thenError('UserNotFound');
    spec([]).when(create('notPartner')).thenError('NotAPartner');
  });
  it('cannot create a second profile for one partner (create-once), but again after deletion', () => {
    spec([created]).when(create()).thenError('ProfileExists');
    spec([created, deleted]).when(create()).then([created]);
  });
  it('updates the profile at the version the editor loaded', () => {
    spec([created]).when(update(1)).then([updated]);
    spec([created, updated]).when(update(2)).then([updated]);
  });
  it('refuses a stale write (If-Match names an older version) instead of overwriting', () => {
    spec([created, updated]).when(update(1)).thenError('VersionConflict');
    spec([created]).when(update(0)).thenError('VersionConflict');
  });
  it('cannot update or delete a profile that does not exist', () => {
    spec([]).when(update(0)).thenError('ProfileNotFound');
    spec([created, deleted]).when(update(2)).thenError('ProfileNotFound');
    spec([]).when({ type: 'DeleteProfile', userId, expectedVersion: null, now }).thenError('ProfileNotFound');
  });
  it('deletes a profile, checking the version only when one is given', () => {
    spec([created, updated]).when({ type: 'DeleteProfile', userId, expectedVersion: null, now }).then([deleted]);
    spec([created, updated]).when({ type: 'DeleteProfile', userId, expectedVersion: 2, now }).then([deleted]);
    spec([created, updated])
      .when({ type: 'DeleteProfile', userId, expectedVersion: 1, now })
      .thenError('VersionConflict');
  });
});
