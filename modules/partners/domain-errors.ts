import { HttpError } from '../../server/http/errors';
import { partnerMessages } from './contract';
import { PartnersDomainError, type PartnersError } from './decide';

const domainErrors: Record<PartnersError, [number, string, string]> = {
  UserNotFound: [404, partnerMessages.userNotFound, 'USER_NOT_FOUND'],
  NotAPartner: [400, partnerMessages.notAPartner, 'NOT_A_PARTNER'],
  ProfileExists: [409, partnerMessages.profileExists, 'PROFILE_EXISTS'],
  ProfileNotFound: [404, partnerMessages.notFound, 'NOT_FOUND'],
  VersionConflict: [409, partnerMessages.versionConflict, 'VERSION_CONFLICT'],
};

export async function mapDomain<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PartnersDomainError) {
      const [status, message, code] = domainErrors[err.code];
      throw new HttpError(status, message, code);
    }
    throw err;
  }
}
