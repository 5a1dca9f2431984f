import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { countUsersByRole, findUsersByIds, listUsersByRole } from '../identity';
import { findPartnerProfiles } from '../partners';
import type {
  AssignedPartner,
  ClientWithoutPackage,
  PackageDetails,
  PackageStats,
  PackageTemplate,
  PendingAssignment,
  TemplatePartnerView,
  UserPackage,
  UserPackageStatus,
} from './contract';
import { OPEN_STATUSES } from './contract';
import type {
  PackageAllocationsTable,
  PackagesTables,
  PackageTallyTables,
  PackageTemplatesTable,
  UserPackagesTable,
} from './tables';
import { anyRow, idsOf } from '../../server/db/reads';

const t = (db: Db | Tx) => tablesOf<PackagesTables>(db);
/** Allocations (`a`) beside the package each belongs to (`p`). */
const allocationsWithPackages = (db: Db | Tx) =>
  t(db).selectFrom('package_allocations as a').innerJoin('user_packages as p', 'p.id', 'a.user_package_id');
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const PENDING = ['pending_acceptance', 'pending_activation'];
/** A withdrawn offer bound nobody: no client sees it as theirs, no list or count holds it. */
const WITHDRAWN = 'withdrawn';

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
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** Name and specialty of each partner (partners module); a removed account shows as 'Unbekannt'. */
async function partnerNames(
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

export async function listTemplates(db: Db | Tx, onlyActive = false): Promise<PackageTemplate[]> {
  let q = t(db).selectFrom('package_templates').selectAll();
  if (onlyActive) q = q.where('active', '=', true);
  return (await q.orderBy('is_preset', 'desc').orderBy('name').execute()).map(toTemplate);
}

export async function findTemplate(db: Db | Tx, id: string): Promise<PackageTemplatesTable | undefined> {
  return t(db).selectFrom('package_templates').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function templatePartnersOf(db: Db | Tx, template: PackageTemplatesTable): Promise<TemplatePartnerView[]> {
  const names = await partnerNames(
    db,
    template.partners.map((p) => p.partnerId),
  );
  return template.partners.map((p) => ({
    partnerId: p.partnerId,
    partnerName: names.get(p.partnerId)!.name,
    partnerType: names.get(p.partnerId)!.specialty,
    hours: p.hours,
    description: p.description,
  }));
}

export async function findUserPackage(db: Db | Tx, id: string): Promise<UserPackagesTable | undefined> {
  return t(db).selectFrom('user_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Several client packages at once, by id (a list of meetings names their packages). */
export async function findUserPackages(db: Db | Tx, ids: readonly string[]): Promise<Map<string, UserPackagesTable>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await t(db).selectFrom('user_packages').selectAll().where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export async function hasPendingPackage(db: Db | Tx, clientId: string): Promise<boolean> {
  return anyRow(t(db).selectFrom('user_packages').where('user_id', '=', clientId).where('status', 'in', PENDING));
}

/** The package a client sees: the newest pending or active one, else the newest of any status but withdrawn. */
export async function currentUserPackage(db: Db | Tx, clientId: string): Promise<UserPackagesTable | undefined> {
  const rows = await t(db)
    .selectFrom('user_packages')
    .selectAll()
    .where('user_id', '=', clientId)
    .where('status', '<>', WITHDRAWN)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.find((r) => (OPEN_STATUSES as readonly string[]).includes(r.status)) ?? rows[0];
}

/** A client's packages that are still open (pending or active): what their leaving must end. */
export async function openPackagesOf(db: Db | Tx, clientId: string): Promise<string[]> {
  return idsOf(t(db).selectFrom('user_packages').where('user_id', '=', clientId).where('status', 'in', OPEN_STATUSES));
}

export async function allocationsOf(db: Db | Tx, userPackageId: string): Promise<PackageAllocationsTable[]> {
  return t(db).selectFrom('package_allocations').selectAll().where('user_package_id', '=', userPackageId).execute();
}

export async function packageDetails(db: Db | Tx, up: UserPackagesTable): Promise<PackageDetails> {
  const [template, allocations] = await Promise.all([findTemplate(db, up.package_id), allocationsOf(db, up.id)]);
  const names = await partnerNames(
    db,
    allocations.map((a) => a.partner_id),
  );
  const partners: AssignedPartner[] = allocations.map((a) => ({
    id: `${a.user_package_id}:${a.partner_id}`,
    partnerId: a.partner_id,
    partnerName: names.get(a.partner_id)!.name,
    partnerType: names.get(a.partner_id)!.specialty,
    totalHours: Number(a.total_hours),
    remainingHours: Number(a.total_hours) - Number(a.consumed_hours),
    reservedHours: Number(a.reserved_hours),
  }));
  const pkg: PackageTemplate = template
    ? toTemplate(template)
    : {
        id: up.package_id,
        name: up.name,
        description: up.description,
        price: Number(up.price),
        totalHours: Number(up.total_hours),
        active: false,
        isPreset: false,
        presetType: null,
        createdAt: up.created_at.toISOString(),
        updatedAt: up.updated_at.toISOString(),
      };
  return {
    package: { ...pkg, name: up.name, description: up.description ?? pkg.description },
    userPackage: toUserPackage(up),
    partners,
    templatePartners: template ? await templatePartnersOf(db, template) : [],
  };
}

export async function pendingAssignments(db: Db | Tx): Promise<PendingAssignment[]> {
  const rows = await t(db)
    .selectFrom('user_packages')
    .selectAll()
    .where('status', 'in', PENDING)
    .orderBy('created_at')
    .execute();
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
  // account has their packages cancelled with it): the clients without one are a difference of two
  // counts; the holders are counted among the open packages only (user_packages_status).
  const [tallies, holders, clients] = await Promise.all([
    tablesOf<PackageTallyTables>(db).selectFrom('package_tallies').selectAll().execute(),
    t(db)
      .selectFrom('user_packages')
      .select(sql<number>`count(DISTINCT user_id)::int`.as('n'))
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirstOrThrow(),
    countUsersByRole(db, 'user'),
  ]);
  const count = (status: string) => tallies.find((r) => r.status === status)?.packages ?? 0;
  return {
    totalPackages: tallies.filter((r) => r.status !== WITHDRAWN).reduce((s, r) => s + r.packages, 0),
    activePackages: count('active'),
    pendingAssignments: count('pending_acceptance') + count('pending_activation'),
    pendingAcceptances: count('pending_acceptance'),
    pendingActivations: count('pending_activation'),
    clientsWithoutPackage: clients - holders.n,
  };
}

export async function activePackagesDueToExpire(db: Db | Tx, now: Date): Promise<string[]> {
  return idsOf(t(db).selectFrom('user_packages').where('status', '=', 'active').where('expires_at', '<=', now));
}

/** A partner's clients: those with a pending or active package that allocates hours to the partner. */
export async function clientsOfPartner(db: Db | Tx, partnerId: string) {
  const rows = await allocationsWithPackages(db)
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

export async function partnerHasClient(db: Db | Tx, partnerId: string, clientId: string): Promise<boolean> {
  return anyRow(
    t(db).selectFrom('package_allocations').where('partner_id', '=', partnerId).where('user_id', '=', clientId),
  );
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

/** The partners who hold hours in any of a client's packages. */
export async function partnersOfClient(db: Db | Tx, clientId: string): Promise<string[]> {
  const rows = await t(db)
    .selectFrom('package_allocations')
    .select('partner_id')
    .distinct()
    .where('user_id', '=', clientId)
    .execute();
  return rows.map((r) => r.partner_id);
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

/** Every package of a client with partners and hours, oldest first (client details, data export). */
export async function packageDetailsOfClient(db: Db | Tx, clientId: string): Promise<PackageDetails[]> {
  const rows = await t(db)
    .selectFrom('user_packages')
    .selectAll()
    .where('user_id', '=', clientId)
    .orderBy('created_at')
    .execute();
  return Promise.all(rows.map((r) => packageDetails(db, r)));
}
