import type { Db, Tx } from '../../server/db/kysely';
import { findUsersByIds, type UsersTable } from '../identity';
import { defaultSpecialty } from './contract';
import { findProfiles } from './queries';

interface PartnerSummary {
  userId: string;
  name: string;
  specialty: string;
  /** Listed in the directory: account not deactivated and profile (if any) switched on. */
  active: boolean;
}

/**
 * For other modules ('name - specialty' in package forms and lists): partner accounts by user id.
 * Ids of unknown or non-partner accounts are left out. Specialty: the profile's, else the account's
 * partnerType, else 'Consultant'.
 */
export async function findPartnerProfiles(
  db: Db | Tx,
  userIds: string[],
  /** The accounts when the caller has read them already (saves reading them twice). */
  knownUsers?: ReadonlyMap<string, UsersTable>,
): Promise<Map<string, PartnerSummary>> {
  const [users, rows] = await Promise.all([knownUsers ?? findUsersByIds(db, userIds), findProfiles(db, userIds)]);
  const profiles = new Map(rows.map((r) => [r.user_id, r]));
  const out = new Map<string, PartnerSummary>();
  for (const id of new Set(userIds)) {
    const user = users.get(id);
    if (user?.role !== 'partner') continue;
    const p = profiles.get(user.id);
    out.set(user.id, {
      userId: user.id,
      name: user.name,
      specialty: p?.specialty ?? user.partner_type ?? defaultSpecialty,
      active: user.deactivated_at === null && (p?.active ?? true),
    });
  }
  return out;
}
