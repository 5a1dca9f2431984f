import type { AuthUser } from '../../server/http/access';
import type { UsersTable } from '../identity';
import { defaultSpecialty, type PartnerProfileView } from './contract';
import type { PartnerProfilesTable } from './tables';
import { toContactProfile, toFullProfile, toPublicProfile } from './views';

/** A partner allocated on a package but without a profile yet: name and account specialty only. */
function bareProfile(user: UsersTable): PartnerProfilesTable {
  return {
    user_id: user.id,
    specialty: user.partner_type ?? defaultSpecialty,
    location: null,
    phone: null,
    linkedin: null,
    calendly_link: null,
    hourly_rate: null,
    available_hours: null,
    active: true,
    bio: null,
    expertise: [],
    client_references: [],
    created_at: user.created_at,
    updated_at: user.updated_at,
    version: 0,
  };
}

/**
 * A partner as shown on a package: the package's client is assigned to every partner on it, so
 * sees contact details (even of a partner since deactivated: it is their history); an admin and
 * the partner themself see everything; another partner on the package the public fields.
 */
export function packageViewFor(
  viewer: AuthUser,
  clientId: string,
  row: PartnerProfilesTable | undefined,
  user: UsersTable,
): PartnerProfileView {
  const profile = row ?? bareProfile(user);
  if (viewer.role === 'admin' || viewer.id === user.id) return toFullProfile(profile, user);
  if (viewer.id === clientId) return toContactProfile(profile, user);
  return toPublicProfile(profile, user);
}
