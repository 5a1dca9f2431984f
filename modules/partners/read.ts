import type { Db, Tx } from '../../server/db/kysely';
import type { AuthUser } from '../../server/http/access';
import { findUsersByIds, type UsersTable } from '../identity';
import type { PartnerProfileView } from './contract';
import type { PackagesPort } from './ports';
import { findProfile, listProfiles } from './queries';
import type { PartnerProfilesTable } from './tables';
import { viewFor } from './views';

// Profiles joined with their accounts and shaped for one viewer.

interface ProfileWithUser {
  row: PartnerProfilesTable;
  user: UsersTable;
}

/** Profiles whose partner account still exists, by the partner's name. */
async function profilesWithUsers(db: Db | Tx, rows: PartnerProfilesTable[]): Promise<ProfileWithUser[]> {
  const users = await findUsersByIds(
    db,
    rows.map((r) => r.user_id),
  );
  return rows
    .flatMap((row) => {
      const user = users.get(row.user_id);
      return user && user.role === 'partner' ? [{ row, user }] : [];
    })
    .sort((a, b) => a.user.name.localeCompare(b.user.name, 'de') || a.row.user_id.localeCompare(b.row.user_id));
}

/**
 * A client is "assigned" to a partner (issue 6: contact details) when the partner is in their circle:
 * a package the client accepted or that was activated allocates the partner hours (packages'
 * `coachesClient`, now or before). An offer still open, withdrawn or declined does not count.
 */
async function assigned(
  db: Db | Tx,
  viewer: AuthUser,
  partnerId: string,
  packages: PackagesPort | undefined,
): Promise<boolean> {
  return viewer.role === 'user' && packages !== undefined && (await packages.coachesClient(db, partnerId, viewer.id));
}

export async function visibleProfiles(
  db: Db | Tx,
  viewer: AuthUser,
  packages: PackagesPort | undefined,
  userId?: string,
): Promise<PartnerProfileView[]> {
  const rows =
    userId === undefined ? await listProfiles(db) : [await findProfile(db, userId)].filter((r) => r !== undefined);
  const out: PartnerProfileView[] = [];
  for (const { row, user } of await profilesWithUsers(db, rows)) {
    const view = viewFor(viewer, row, user, await assigned(db, viewer, row.user_id, packages));
    if (view) out.push(view);
  }
  return out;
}

/** One profile as `viewer` may see it; undefined when missing or hidden from them. */
export async function visibleProfile(
  db: Db | Tx,
  viewer: AuthUser,
  packages: PackagesPort | undefined,
  userId: string,
): Promise<PartnerProfileView | undefined> {
  return (await visibleProfiles(db, viewer, packages, userId))[0];
}
