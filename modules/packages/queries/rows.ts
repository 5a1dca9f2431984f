import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import { findPartnerProfiles } from '../../partners';
import type { PackageTemplate, UserPackage, UserPackageStatus } from '../contract';
import type { PackagesTables, PackageTemplatesTable, UserPackagesTable } from '../tables';

// What the package queries share: the tables, the rows as the contract shows them, partners' names.
export const t = (db: Db | Tx) => tablesOf<PackagesTables>(db);
/** Allocations (`a`) beside the package each belongs to (`p`). */
export const allocationsWithPackages = (db: Db | Tx) =>
  t(db).selectFrom('package_allocations as a').innerJoin('user_packages as p', 'p.id', 'a.user_package_id');
/** Client packages, oldest first: the pending queue, a client's history. */
export const packagesOldestFirst = (db: Db | Tx) => t(db).selectFrom('user_packages').selectAll().orderBy('created_at');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const PENDING = ['pending_acceptance', 'pending_activation'];
/** A withdrawn offer bound nobody: no client sees it as theirs, no list or count holds it. */
export const WITHDRAWN = 'withdrawn';

export function toTemplate(r: PackageTemplatesTable): PackageTemplate {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    price: r.price === null ? null : Number(r.price),
    totalHours: r.total_hours,
    active: r.active,
    isPreset: r.is_preset,
    presetType: r.preset_type,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export function toUserPackage(r: UserPackagesTable): UserPackage {
  return {
    id: r.id,
    userId: r.user_id,
    packageId: r.package_id,
    name: r.name,
    status: r.status as UserPackageStatus,
    isAccepted: r.is_accepted,
    activatedAt: iso(r.activated_at),
    expiresAt: iso(r.expires_at),
    totalHours: Number(r.total_hours),
    remainingHours: Number(r.remaining_hours),
    reservedHours: Number(r.reserved_hours),
    price: Number(r.price),
    paymentReference: r.payment_reference,
    endedAt: iso(r.ended_at),
    cancelReason: r.cancel_reason,
    rating: r.rating,
    ratingComment: r.rating_comment,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** Name and specialty of each partner (partners module); a removed account shows as 'Unbekannt'. */
export async function partnerNames(
  db: Db | Tx,
  ids: string[],
): Promise<Map<string, { name: string; specialty: string | null }>> {
  const profiles = await findPartnerProfiles(db, ids);
  return new Map(
    ids.map((id) => [
      id,
      { name: profiles.get(id)?.name ?? 'Unbekannt', specialty: profiles.get(id)?.specialty ?? null },
    ]),
  );
}
