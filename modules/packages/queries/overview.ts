import { sql } from 'kysely';
import type { Db, Tx } from '../../../server/db/kysely';
import { countUsersByRole, findUsersByIds, listUsersByRole } from '../../identity';
import type { ClientWithoutPackage, PackageStats, PendingAssignment } from '../contract';
import { OPEN_STATUSES } from '../contract';
import type { PackageTallyTables } from '../tables';
import { idsOf } from '../../../server/db/reads';
import { formerClients } from '../counts';
import { packagesOldestFirst, partnerNames, PENDING, t, WITHDRAWN } from './rows';

// The admin's overviews across all packages, and the packages due to expire.
export async function pendingAssignments(db: Db | Tx): Promise<PendingAssignment[]> {
  const rows = await packagesOldestFirst(db).where('status', 'in', PENDING).execute();
  const allocations = rows.length
    ? await t(db)
        .selectFrom('package_allocations')
        .selectAll()
        .where(
          'user_package_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const clients = await findUsersByIds(
    db,
    rows.map((r) => r.user_id),
  );
  const names = await partnerNames(
    db,
    allocations.map((a) => a.partner_id),
  );
  return rows.map((r) => ({
    id: r.id,
    packageName: r.name,
    description: r.description,
    totalHours: Number(r.total_hours),
    price: Number(r.price),
    clientId: r.user_id,
    clientName: clients.get(r.user_id)?.name ?? 'Unbekannt',
    clientEmail: clients.get(r.user_id)?.email ?? '',
    createdAt: r.created_at.toISOString(),
    isAccepted: r.is_accepted,
    paymentReference: r.payment_reference,
    notes: r.notes,
    partners: allocations
      .filter((a) => a.user_package_id === r.id)
      .map((a) => ({
        partnerId: a.partner_id,
        partnerName: names.get(a.partner_id)!.name,
        partnerSpecialty: names.get(a.partner_id)!.specialty,
        hours: Number(a.total_hours),
      })),
  }));
}

/** Clients (role user) with no package that is pending or active. */
export async function clientsWithoutPackage(db: Db | Tx): Promise<ClientWithoutPackage[]> {
  const clients = await listUsersByRole(db, 'user');
  const holding = await t(db)
    .selectFrom('user_packages')
    .select('user_id')
    .where('status', 'in', OPEN_STATUSES)
    .execute();
  const held = new Set(holding.map((h) => h.user_id));
  return clients
    .filter((c) => !held.has(c.id))
    .map((c) => ({ id: c.id, name: c.name, email: c.email, company: c.company }));
}

export async function packageStats(db: Db | Tx): Promise<PackageStats> {
  // From the tally per status (tallies.ts), not a scan of every package ever offered. Every holder
  // of a current package is a client (offers go to clients only, and a client who deletes the
  // account has their packages cancelled with it): the clients without one are a difference of
  // counts; the holders are counted among the open packages only (user_packages_status). Former
  // clients are in the KundenKartei, not in the client list's 'Kein Paket' that this tile counts.
  // This module's three counts go in one statement (a round trip each was most of the route's cost,
  // bench/RESULTS.md); identity counts its clients beside it.
  const [counts, clients] = await Promise.all([
    sql<{ tallies: PackageTallyTables['package_tallies'][]; holders: number; former: number }>`
      SELECT (SELECT coalesce(json_agg(json_build_object('status', status, 'packages', packages)), '[]'::json)
          FROM package_tallies) AS tallies,
        (SELECT count(DISTINCT user_id)::int FROM user_packages WHERE status IN (${sql.join(OPEN_STATUSES)})) AS holders,
        ${formerClients} AS former`.execute(db),
    countUsersByRole(db, 'user'),
  ]);
  const { tallies, holders, former } = counts.rows[0]!;
  const count = (status: string) => tallies.find((r) => r.status === status)?.packages ?? 0;
  return {
    totalPackages: tallies.filter((r) => r.status !== WITHDRAWN).reduce((s, r) => s + r.packages, 0),
    activePackages: count('active'),
    pendingAssignments: count('pending_acceptance') + count('pending_activation'),
    pendingAcceptances: count('pending_acceptance'),
    pendingActivations: count('pending_activation'),
    clientsWithoutPackage: clients - holders - former,
  };
}

export async function activePackagesDueToExpire(db: Db | Tx, now: Date): Promise<string[]> {
  return idsOf(t(db).selectFrom('user_packages').where('status', '=', 'active').where('expires_at', '<=', now));
}
