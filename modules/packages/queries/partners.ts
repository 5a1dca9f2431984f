import { sql } from 'kysely';
import { type Db, type Tx } from '../../../server/db/kysely';
import type { UserPackageStatus } from '../contract';
import { OPEN_STATUSES } from '../contract';
import { anyRow } from '../../../server/db/reads';
import { allocationsWithPackages, t, WITHDRAWN } from './rows';

// Who coaches whom: a partner's clients and open hours, a client's partners, per-client counts.
/** The open packages among `allocations` that give the partner hours, newest first, with the partner's share. */
export async function partnerSharesIn(allocations: ReturnType<typeof allocationsWithPackages>, partnerId: string) {
  const rows = await allocations
    .select([
      'p.user_id as clientId',
      'p.id as userPackageId',
      'p.name as packageName',
      'p.status as status',
      'a.total_hours as totalHours',
      'a.consumed_hours as consumedHours',
      'a.reserved_hours as reservedHours',
    ])
    .where('a.partner_id', '=', partnerId)
    .where('p.status', 'in', OPEN_STATUSES)
    .orderBy('p.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    clientId: r.clientId,
    userPackageId: r.userPackageId,
    packageName: r.packageName,
    status: r.status as UserPackageStatus,
    totalHours: Number(r.totalHours),
    remainingHours: Number(r.totalHours) - Number(r.consumedHours),
    reservedHours: Number(r.reservedHours),
  }));
}

/** A partner's open hours: their allocations with hours left, on packages that have not ended. */
export async function openAllocationsOfPartner(db: Db | Tx, partnerId: string) {
  const rows = await allocationsWithPackages(db)
    .select(['p.id', 'p.name', 'p.user_id', 'p.status', 'a.total_hours', 'a.consumed_hours'])
    .where('a.partner_id', '=', partnerId)
    .where('p.status', 'in', OPEN_STATUSES)
    .whereRef('a.total_hours', '>', 'a.consumed_hours')
    .orderBy('p.created_at')
    .execute();
  return rows.map((r) => ({
    userPackageId: r.id,
    packageName: r.name,
    clientId: r.user_id,
    status: r.status,
    remainingHours: Number(r.total_hours) - Number(r.consumed_hours),
  }));
}

/**
 * The client's active packages in which the Accelerator holds hours, the one ending first first,
 * each with its validity and how many of the Accelerator's hours are still free to book
 * (total - reserved - consumed); none when the client has no such package (issue 19).
 */
export async function bookablePackages(db: Db | Tx, clientId: string, partnerId: string) {
  const rows = await allocationsWithPackages(db)
    .select(['p.id', 'p.activated_at', 'p.expires_at', 'a.total_hours', 'a.reserved_hours', 'a.consumed_hours'])
    .where('p.user_id', '=', clientId)
    .where('a.partner_id', '=', partnerId)
    .where('p.status', '=', 'active')
    .orderBy(sql`p.expires_at ASC NULLS LAST`)
    .orderBy('p.created_at')
    .execute();
  return rows.map((r) => ({
    userPackageId: r.id,
    validFrom: r.activated_at,
    validUntil: r.expires_at,
    availableHours:
      Math.round((Number(r.total_hours) - Number(r.reserved_hours) - Number(r.consumed_hours)) * 100) / 100,
  }));
}

export async function partnerHasAllocations(db: Db | Tx, partnerId: string): Promise<boolean> {
  return anyRow(t(db).selectFrom('package_allocations').where('partner_id', '=', partnerId));
}

/** Per client: distinct partners ever allocated, and packages accepted (each one an invoice). */
export async function packageCountsByClient(
  db: Db | Tx,
  clientIds?: readonly string[],
): Promise<Map<string, { partners: number; invoices: number }>> {
  // Only the given clients (a page of a list), or everyone; `package_allocations_user` serves the partners.
  const only = clientIds ? sql`WHERE p.user_id = ANY(${[...clientIds]}::uuid[])` : sql``;
  const rows = await sql<{ user_id: string; partners: number; invoices: number }>`
    SELECT p.user_id,
      (SELECT count(DISTINCT a.partner_id)::int FROM package_allocations a JOIN user_packages o ON o.id = a.user_package_id
        WHERE a.user_id = p.user_id AND o.status <> ${WITHDRAWN}) AS partners,
      count(*) FILTER (WHERE p.accepted_at IS NOT NULL)::int AS invoices
    FROM user_packages p ${only} GROUP BY p.user_id`.execute(db);
  return new Map(rows.rows.map((r) => [r.user_id, { partners: r.partners, invoices: r.invoices }]));
}
