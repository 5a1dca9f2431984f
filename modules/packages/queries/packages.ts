import { type Db, type Tx } from '../../../server/db/kysely';
import type { AssignedPartner, PackageDetails, PackageTemplate, TemplatePartnerView } from '../contract';
import { OPEN_STATUSES } from '../contract';
import type { PackageAllocationsTable, PackageTemplatesTable, UserPackagesTable } from '../tables';
import { anyRow, idsOf } from '../../../server/db/reads';
import { countOf } from '../../../server/db/paging';
import { packagesOldestFirst, partnerNames, PENDING, t, toTemplate, toUserPackage, WITHDRAWN } from './rows';

// Templates and client packages, one by one and with their partners and hours.
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

/** How many clients' packages on a template are offered or running (they read the template). */
export async function openPackagesOfTemplate(db: Db | Tx, packageId: string): Promise<number> {
  return countOf(
    t(db).selectFrom('user_packages').where('package_id', '=', packageId).where('status', 'in', OPEN_STATUSES),
  );
}

/** Whether the client holds a pending package; `except` one being replaced by a correction in the same step. */
/** Whether the client was ever offered a package of this template (a one-off is theirs to read). */
export async function wasOffered(db: Db | Tx, clientId: string, packageId: string): Promise<boolean> {
  return anyRow(t(db).selectFrom('user_packages').where('user_id', '=', clientId).where('package_id', '=', packageId));
}

export async function hasPendingPackage(db: Db | Tx, clientId: string, except?: string): Promise<boolean> {
  let pending = t(db).selectFrom('user_packages').where('user_id', '=', clientId).where('status', 'in', PENDING);
  if (except) pending = pending.where('id', '<>', except);
  return anyRow(pending);
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

/** Every package of a client with partners and hours, oldest first (client details, data export). */
export async function packageDetailsOfClient(db: Db | Tx, clientId: string): Promise<PackageDetails[]> {
  const rows = await packagesOldestFirst(db).where('user_id', '=', clientId).execute();
  return Promise.all(rows.map((r) => packageDetails(db, r)));
}
