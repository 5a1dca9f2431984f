import { notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { officeOwnedFields, partnerMessages } from './contract';
import type { PartnersError } from './decide';

/** Each broken profile rule as status, German message and code. */
export const partnersErrors: ErrorTable<PartnersError> = {
  UserNotFound: [404, partnerMessages.userNotFound, 'USER_NOT_FOUND'],
  NotAPartner: [400, partnerMessages.notAPartner, 'NOT_A_PARTNER'],
  ProfileExists: [409, partnerMessages.profileExists, 'PROFILE_EXISTS'],
  ProfileNotFound: notFoundAs(partnerMessages.notFound),
  VersionConflict: [409, partnerMessages.versionConflict, 'VERSION_CONFLICT'],
  NotOwnProfile: [403, partnerMessages.notOwnProfile, 'NOT_OWN_PROFILE'],
  OfficeOwnedFields: [
    403,
    ({ fields }) => partnerMessages.officeOwned(fields.map((f) => officeOwnedFields[f])),
    'OFFICE_OWNED_FIELDS',
  ],
};
