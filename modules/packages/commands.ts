import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { lockPeople } from '../../server/db/locks';
import {
  handle,
  runAcross,
  runner,
  sweep,
  type EventMetadata,
  type StreamAppend,
  type Untimed,
} from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { DEFAULT_VALIDITY_MONTHS, type PostalAddress } from './contract';
import { templateDecider, type TemplateCommand, type TemplateFields } from './decide-template';
import { userPackageDecider } from './user-package';
import type { OfferTerms, UserPackageCommand } from './user-package';
import type { Allocation } from './events';
import {
  activePackagesDueToExpire,
  allocationsOf,
  findTemplate,
  hasPendingPackage,
  openPackagesOfTemplate,
} from './queries';

const runTemplateCommand = runner(templateDecider);
const runTemplate = (ctx: AppContext, packageId: string, command: Untimed<TemplateCommand>, meta: EventMetadata) =>
  runTemplateCommand(ctx, packageId, (_, now): TemplateCommand => ({ ...command, now }), meta);

const runUserPackageCommand = runner(userPackageDecider);

/** A command on one user package that reads nothing first (accept, decline, rate, complete, withdraw, cancel). */
export function onUserPackage(
  ctx: AppContext,
  userPackageId: string,
  command: Untimed<UserPackageCommand>,
  meta: EventMetadata,
) {
  return runUserPackageCommand(ctx, userPackageId, (_, now): UserPackageCommand => ({ ...command, now }), meta);
}

/** What acceptance asks of invoicing (passed in by the host, so neither module imports the other). */
export interface BillingPort {
  /** the client's billing address saved in the acceptance's transaction: its append */
  saveAddress(
    store: AppContext['store'],
    tx: Tx,
    actor: { id: string; role: string },
    clientId: string,
    address: PostalAddress,
    now: Date,
  ): Promise<StreamAppend>;
}

/**
 * The client accepts an offer; a billing address sent with it is saved first, in the same
 * transaction, so the invoice the acceptance causes finds it and is issued (not left a draft).
 * A refused acceptance saves no address either.
 */
export async function acceptOffer(
  ctx: AppContext,
  userPackageId: string,
  acceptance: Untimed<Extract<UserPackageCommand, { type: 'AcceptPackage' }>>,
  billing: { port: BillingPort; address?: PostalAddress },
  meta: EventMetadata,
) {
  await runAcross(ctx, meta, async (tx, now) => {
    const actor = { id: acceptance.actorId, role: 'user' };
    const address = billing.address
      ? [await billing.port.saveAddress(ctx.store, tx, actor, acceptance.actorId, billing.address, now)]
      : [];
    return [...address, await handle(ctx.store, tx, userPackageDecider, userPackageId, { ...acceptance, now })];
  });
}

/** Activation, refused while an Accelerator of the package has left (their hours move first). */
export function activatePackage(
  ctx: AppContext,
  userPackageId: string,
  terms: { notes: string | null; paymentConfirmed: boolean },
  meta: EventMetadata,
) {
  return runUserPackageCommand(
    ctx,
    userPackageId,
    async (tx, now) => ({
      type: 'ActivatePackage',
      ...terms,
      inactivePartners: await inactivePartnersOf(tx, userPackageId),
      now,
    }),
    meta,
  );
}

async function inactivePartnersOf(tx: Tx, userPackageId: string): Promise<string[]> {
  const partners = (await allocationsOf(tx, userPackageId)).map((a) => a.partner_id);
  const people = await findUsersByIds(tx, partners);
  return partners.filter((id) => people.get(id)?.deactivated_at != null);
}

export async function createTemplate(
  ctx: AppContext,
  fields: TemplateFields,
  meta: EventMetadata,
  preset: string | null = null,
  id = randomUUID(),
): Promise<string> {
  const isPreset = preset !== null;
  await runTemplate(ctx, id, { type: 'CreateTemplate', packageId: id, fields, isPreset, presetType: preset }, meta);
  return id;
}

export async function updateTemplate(
  ctx: AppContext,
  packageId: string,
  fields: TemplateFields,
  meta: EventMetadata,
): Promise<void> {
  await runTemplate(ctx, packageId, { type: 'UpdateTemplate', packageId, fields }, meta);
}

/** Deletes a template no open offer or running package uses (read in the transaction, under the template's lock). */
export async function deleteTemplate(ctx: AppContext, packageId: string, meta: EventMetadata): Promise<void> {
  await runTemplateCommand(
    ctx,
    packageId,
    async (tx, now): Promise<TemplateCommand> => ({
      type: 'DeleteTemplate',
      packageId,
      openPackages: await openPackagesOfTemplate(tx, packageId),
      now,
    }),
    meta,
  );
}

interface Offer extends OfferTerms {
  clientId: string;
  validityMonths?: number;
  /** a correction: the open offer to the same client it replaces in the same transaction (issue 32) */
  corrects?: string;
}

/**
 * Offers a package to a client: from an existing template (`packageId`), or with a new one-off
 * template made in the same transaction (create-and-assign). Answers the user package id.
 */
export async function offerPackage(
  ctx: AppContext,
  offer: Offer,
  meta: EventMetadata,
  packageId?: string,
): Promise<string> {
  const userPackageId = randomUUID();
  const newTemplateId = packageId ?? randomUUID();
  await runAcross(ctx, meta, async (tx, now) => {
    const appends: StreamAppend[] = [];
    if (!packageId) {
      const fields: TemplateFields = {
        name: offer.name,
        description: offer.description,
        price: offer.price,
        active: false,
        partners: offer.allocations.map((a) => ({ partnerId: a.partnerId, hours: a.hours, description: null })),
      };
      appends.push(
        await handle(ctx.store, tx, templateDecider, newTemplateId, {
          type: 'CreateTemplate',
          packageId: newTemplateId,
          fields,
          isPreset: false,
          presetType: null,
          now,
        }),
      );
    }
    // An Accelerator removed or a client deleting their account meanwhile (identity takes the same
    // lock) is seen as gone here, or sees this offer (the removal is refused, the deletion cancels
    // it): never an open offer to or with hours of an account that is gone.
    await lockPeople(tx, [offer.clientId, ...offer.allocations.map((a) => a.partnerId)]);
    const people = await findUsersByIds(tx, [offer.clientId, ...offer.allocations.map((a) => a.partnerId)]);
    // A correction withdraws the offer it replaces first: one step, so the client is never without
    // an offer, nor holds two; its rules (still open, same client) are the decider's.
    if (offer.corrects)
      appends.push(
        await handle(ctx.store, tx, userPackageDecider, offer.corrects, {
          type: 'WithdrawOffer',
          replacedBy: { userPackageId, clientId: offer.clientId },
          now,
        }),
      );
    const command: UserPackageCommand = {
      type: 'OfferPackage',
      userPackageId,
      clientId: offer.clientId,
      clientRole: people.get(offer.clientId)?.role ?? null,
      clientHasPendingPackage: await hasPendingPackage(tx, offer.clientId, offer.corrects),
      // A deactivated Accelerator takes no new hours.
      unknownPartners: offer.allocations
        .map((a) => a.partnerId)
        .filter((id) => people.get(id)?.role !== 'partner' || people.get(id)?.deactivated_at != null),
      packageId: newTemplateId,
      name: offer.name,
      description: offer.description,
      price: offer.price,
      allocations: offer.allocations,
      paymentReference: offer.paymentReference,
      notes: offer.notes,
      validityMonths: offer.validityMonths ?? DEFAULT_VALIDITY_MONTHS,
      corrects: offer.corrects,
      activateImmediately: offer.activateImmediately,
      paymentConfirmed: offer.paymentConfirmed,
      now,
    };
    appends.push(await handle(ctx.store, tx, userPackageDecider, userPackageId, command));
    return appends;
  });
  return userPackageId;
}

/** The template's own terms, for `assign` without a custom price or allocations. */
export async function offerFromTemplate(
  ctx: AppContext,
  packageId: string,
  base: Omit<Offer, 'name' | 'description' | 'price' | 'allocations'> & { price?: number; allocations?: Allocation[] },
  meta: EventMetadata,
): Promise<string | null> {
  const template = await findTemplate(ctx.db, packageId);
  if (!template) return null;
  const allocations = base.allocations ?? template.partners.map((p) => ({ partnerId: p.partnerId, hours: p.hours }));
  const price = base.price ?? (template.price === null ? NaN : Number(template.price));
  return offerPackage(
    ctx,
    { ...base, name: template.name, description: template.description, price, allocations },
    meta,
    packageId,
  );
}

/** The daily sweep: every active package past its expiry date becomes expired. */
export async function expireDuePackages(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await activePackagesDueToExpire(ctx.db, now);
  return sweep(due, 'packages.expire', (id, meta) =>
    runUserPackageCommand(ctx, id, () => ({ type: 'ExpirePackage', now }), meta),
  );
}
