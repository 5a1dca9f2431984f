import { at, now, specOf } from '../../server/testing/decider-spec';
import { describe, it } from 'vitest';
import { type PartnersCommand, type ProfileEditor, profileDecider } from './decide';
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
const office: ProfileEditor = { role: 'admin' };
const self: ProfileEditor = { role: 'partner', id: userId };
const update = (expectedVersion: number, editor: ProfileEditor = office): PartnersCommand => ({
  type: 'UpdateProfile',
  userId,
  profile: { ...profile, location: 'Hamburg' },
  expectedVersion,
  editor,
  now,
});
/** The partner saves their own profile (at version 1) with `changes`. */
const ownSave = (changes: Partial<ProfileData>, editor: ProfileEditor = self): PartnersCommand => ({
  type: 'UpdateProfile',
  userId,
  profile: { ...profile, ...changes },
  expectedVersion: 1,
  editor,
  now,
});
const savedAs = (changes: Partial<ProfileData>): PartnersEvent => ({
  type: 'PartnerProfileUpdated',
  data: { userId, profile: { ...profile, ...changes }, at },
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

  describe('an Accelerator edits their own profile, except what the office keeps', () => {
    it('saves their own fields: bio, location, phone, links, expertise', () => {
      const own = {
        bio: 'Neu geschrieben.',
        location: 'Hamburg',
        phone: '+49 40 1234567',
        linkedin: 'https://www.linkedin.com/in/neu',
        calendlyLink: null,
        expertise: [{ title: 'Vertriebsaufbau', description: 'B2B' }],
      };
      spec([created])
        .when(ownSave(own))
        .then([savedAs(own)]);
    });
    it("refuses another Accelerator's profile, before asking whether it exists", () => {
      const other: ProfileEditor = { role: 'partner', id: '55555555-5555-4555-8555-555555555555' };
      spec([created])
        .when(ownSave({ bio: 'Fremd' }, other))
        .thenError('NotOwnProfile');
      spec([])
        .when(ownSave({ bio: 'Fremd' }, other))
        .thenError('NotOwnProfile');
    });
    it("refuses a change of the office's fields, naming each one", () => {
      spec([created])
        .when(ownSave({ hourlyRate: 200 }))
        .thenError({ code: 'OfficeOwnedFields', fields: ['hourlyRate'] });
      spec([created])
        .when(ownSave({ specialty: 'Recht', availableHours: 40, active: false }))
        .thenError({ code: 'OfficeOwnedFields', fields: ['specialty', 'availableHours', 'active'] });
      spec([created])
        .when(ownSave({ references: [{ client: 'Muster GmbH', rating: 1, project: 'Relaunch', testimonial: '' }] }))
        .thenError({ code: 'OfficeOwnedFields', fields: ['references'] });
      spec([created])
        .when(ownSave({ references: [] }))
        .thenError({ code: 'OfficeOwnedFields', fields: ['references'] });
    });
    it('compares with what the office saved last, not with the first version', () => {
      const raised = savedAs({ hourlyRate: 150 });
      spec([created, raised])
        .when({ ...ownSave({ hourlyRate: 150, bio: 'Aktuell' }), expectedVersion: 2 } as PartnersCommand)
        .then([savedAs({ hourlyRate: 150, bio: 'Aktuell' })]);
      spec([created, raised])
        .when({ ...ownSave({ hourlyRate: 120 }), expectedVersion: 2 } as PartnersCommand)
        .thenError({ code: 'OfficeOwnedFields', fields: ['hourlyRate'] });
    });
    it('the office changes every field, the references too', () => {
      const all = { hourlyRate: 200, availableHours: 40, active: false, specialty: 'Recht' as const, references: [] };
      spec([created])
        .when(ownSave(all, office))
        .then([savedAs(all)]);
    });
    it('a stale save of their own is a conflict, as for the office', () => {
      spec([created, updated]).when(update(1, self)).thenError('VersionConflict');
    });
  });
});
