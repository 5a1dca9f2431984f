import { sql } from 'kysely';
import { tablesOf, type Tx } from '../../server/db/kysely';
import { addToRow, defineProjection, streamRows, type Stored } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import {
  templateEventTypes,
  userPackageEventTypes,
  type AllocationMoved,
  type TemplateData,
  type TemplateEvent,
  type UserPackageEvent,
} from './events';
import type { PackagesTables } from './tables';
import { ACCOUNT_DELETED_REASON, type UserPackageStatus } from './contract';

/** The columns a template's created and updated events write alike. */
const templateColumns = (d: TemplateData) => ({
  name: d.name,
  description: d.description,
  price: d.price,
  total_hours: d.totalHours,
  active: d.active,
  partners: JSON.stringify(d.partners) as never,
  updated_at: new Date(d.at),
});

async function applyTemplate(tx: Tx, e: Stored<TemplateEvent>): Promise<void> {
  const templates = streamRows(tablesOf<PackagesTables>(tx), 'package_templates', 'id', e.version);
  switch (e.type) {
    case 'TemplateCreated': {
      const d = e.data;
      await templates.insert({
        id: d.packageId,
        ...templateColumns(d),
        is_preset: d.isPreset,
        preset_type: d.presetType,
        created_at: new Date(d.at),
        version: e.version,
      });
      return;
    }
    case 'TemplateUpdated':
      await templates.update(e.data.packageId, templateColumns(e.data));
      return;
    case 'TemplateDeleted':
      await templates.remove(e.data.packageId);
      return;
    default:
      return unreachable(e);
  }
}

/** Moves hours on one allocation and on its package; `reserved`/`consumed` are deltas. */
async function moveHours(
  tx: Tx,
  d: { userPackageId: string; partnerId: string; hours: number },
  reserved: number,
  consumed: number,
  version: number,
  at: string,
) {
  const { userPackageId, partnerId } = d;
  await addToRow(
    tx,
    'package_allocations',
    { user_package_id: userPackageId, partner_id: partnerId },
    { reserved_hours: reserved, consumed_hours: consumed },
    {},
    version,
  );
  await addToRow(
    tx,
    'user_packages',
    { id: userPackageId },
    { reserved_hours: reserved, remaining_hours: -consumed },
    { updated_at: new Date(at) },
    version,
  );
}

/** The leaver's row keeps what they delivered (or goes, if nothing); the target's row takes the rest. */
async function moveAllocation(tx: Tx, d: AllocationMoved['data'], version: number) {
  const { userPackageId: id, fromPartnerId: from, toPartnerId: to, hours, reserved } = d;
  await sql`UPDATE package_allocations SET total_hours = total_hours - ${hours}, reserved_hours = reserved_hours - ${reserved}, version = ${version}
    WHERE user_package_id = ${id} AND partner_id = ${from} AND version < ${version}`.execute(tx);
  await sql`DELETE FROM package_allocations WHERE user_package_id = ${id} AND partner_id = ${from} AND total_hours = 0 AND version = ${version}`.execute(
    tx,
  );
  if (to) {
    await sql`INSERT INTO package_allocations (user_package_id, partner_id, user_id, total_hours, reserved_hours, consumed_hours, version)
      VALUES (${id}, ${to}, ${d.clientId}, ${hours}, ${reserved}, 0, ${version})
      ON CONFLICT (user_package_id, partner_id) DO UPDATE SET total_hours = package_allocations.total_hours + ${hours},
        reserved_hours = package_allocations.reserved_hours + ${reserved}, version = ${version}
      WHERE package_allocations.version < ${version}`.execute(tx);
    await sql`UPDATE user_packages SET updated_at = ${new Date(d.at)}, version = ${version} WHERE id = ${id} AND version < ${version}`.execute(
      tx,
    );
  } else {
    await sql`UPDATE user_packages SET total_hours = total_hours - ${hours}, remaining_hours = remaining_hours - ${hours},
      updated_at = ${new Date(d.at)}, version = ${version} WHERE id = ${id} AND version < ${version}`.execute(tx);
  }
}

async function applyUserPackage(tx: Tx, e: Stored<UserPackageEvent>): Promise<void> {
  const db = tablesOf<PackagesTables>(tx);
  const version = e.version;
  const userPackages = streamRows(db, 'user_packages', 'id', version);
  const setStatus = (id: string, at: string, fields: Partial<PackagesTables['user_packages']>) =>
    userPackages.update(id, { ...fields, updated_at: new Date(at) });
  /** A package that is over: its last status, the moment it ended, and what else its event records. */
  const end = (
    d: { userPackageId: string; at: string },
    status: UserPackageStatus,
    fields: Partial<PackagesTables['user_packages']> = {},
  ) => setStatus(d.userPackageId, d.at, { status, ended_at: new Date(d.at), ...fields });
  switch (e.type) {
    case 'PackageOffered': {
      const d = e.data;
      const inserted = await userPackages.insert({
        id: d.userPackageId,
        user_id: d.clientId,
        package_id: d.packageId,
        name: d.name,
        description: d.description,
        status: 'pending_acceptance',
        price: d.price,
        total_hours: d.totalHours,
        remaining_hours: d.totalHours,
        reserved_hours: 0,
        payment_reference: d.paymentReference,
        notes: d.notes,
        validity_months: d.validityMonths,
        is_accepted: false,
        accepted_at: null,
        decline_reason: null,
        activated_at: null,
        expires_at: null,
        ended_at: null,
        cancel_reason: null,
        rating: null,
        rating_comment: null,
        created_at: new Date(d.at),
        updated_at: new Date(d.at),
        version,
      });
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
      await db
        .insertInto('package_allocations')
        .values(
          d.allocations.map((a) => ({
            user_package_id: d.userPackageId,
            partner_id: a.partnerId,
            user_id: d.clientId,
            total_hours: a.hours,
            reserved_hours: 0,
            consumed_hours: 0,
            version,
          })),
        )
        .execute();
      return;
    }
    case 'PackageAccepted':
      await setStatus(e.data.userPackageId, e.data.at, {
        status: 'pending_activation',
        is_accepted: true,
        accepted_at: new Date(e.data.at),
      });
      return;
    case 'PackageDeclined':
      await end(e.data, 'cancelled', { decline_reason: e.data.reason });
      return;
    case 'OfferWithdrawn':
      await end(e.data, 'withdrawn');
      return;
    case 'PackageActivated':
      await setStatus(e.data.userPackageId, e.data.at, {
        status: 'active',
        activated_at: new Date(e.data.activatedAt),
        expires_at: new Date(e.data.expiresAt),
      });
      return;
    case 'PackageCompleted':
      await end(e.data, 'completed');
      return;
    case 'PackageExpired':
      await end(e.data, 'expired');
      return;
    case 'PackageCancelled':
      await end(e.data, 'cancelled', {
        // The reason of a client who left is sealed with their erased key; what happened is no secret.
        cancel_reason: e.data.accountDeleted ? ACCOUNT_DELETED_REASON : e.data.reason,
      });
      return;
    case 'PackageRated':
      await setStatus(e.data.userPackageId, e.data.at, { rating: e.data.rating, rating_comment: e.data.comment });
      return;
    case 'HoursReserved':
      await moveHours(tx, e.data, e.data.hours, 0, version, e.data.at);
      return;
    case 'ReservationReleased':
      await moveHours(tx, e.data, -e.data.hours, 0, version, e.data.at);
      return;
    case 'HoursConsumed':
      await moveHours(tx, e.data, -e.data.hours, e.data.hours, version, e.data.at);
      return;
    case 'AllocationMoved':
      await moveAllocation(tx, e.data, version);
      return;
    default:
      return unreachable(e);
  }
}

export const packagesProjections = [
  defineProjection<TemplateEvent>({
    name: 'packages.templates',
    tables: ['package_templates'],
    handles: templateEventTypes,
    apply: applyTemplate,
  }),
  defineProjection<UserPackageEvent>({
    name: 'packages.user-packages',
    tables: ['user_packages', 'package_allocations'],
    handles: userPackageEventTypes,
    apply: applyUserPackage,
  }),
];
