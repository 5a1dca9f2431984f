import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { handle, runner, type EventMetadata, type StreamAppend } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { DEFAULT_VALIDITY_MONTHS } from './contract';
import { templateDecider, type TemplateCommand, type TemplateFields } from './decide-template';
import { userPackageDecider, type OfferTerms, type UserPackageCommand } from './decide-user-package';
import type { Allocation } from './events';
import { activePackagesDueToExpire, findTemplate, hasPendingPackage } from './queries';

const runTemplateCommand = runner(templateDecider);
const runTemplate = (ctx: AppContext, packageId: string, command: TemplateCommand, meta: EventMetadata) =>
  runTemplateCommand(ctx.store, packageId, () => command, meta);

const runUserPackageCommand = runner(userPackageDecider);
const runUserPackage = (ctx: AppContext, userPackageId: string, command: UserPackageCommand, meta: EventMetadata) =>
  runUserPackageCommand(ctx.store, userPackageId, () => command, meta);

export async function createTemplate(
  ctx: AppContext,
  fields: TemplateFields,
  meta: EventMetadata,
  preset: string | null = null,
  id = randomUUID(),
): Promise<string> {
  const now = ctx.now();
  await runTemplate(
    ctx,
    id,
    { type: 'CreateTemplate', packageId: id, fields, isPreset: preset !== null, presetType: preset, now },
    meta,
  );
  return id;
}

export async function updateTemplate(
  ctx: AppContext,
  packageId: string,
  fields: TemplateFields,
  meta: EventMetadata,
): Promise<void> {
  const now = ctx.now();
  await runTemplate(ctx, packageId, { type: 'UpdateTemplate', packageId, fields, now }, meta);
}

export async function deleteTemplate(ctx: AppContext, packageId: string, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await runTemplate(ctx, packageId, { type: 'DeleteTemplate', packageId, now }, meta);
}

interface Offer extends OfferTerms {
  clientId: string;
  validityMonths?: number;
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
  const now = ctx.now();
  await ctx.store.execute(async (tx) => {
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
    const people = await findUsersByIds(tx, [offer.clientId, ...offer.allocations.map((a) => a.partnerId)]);
    const command: UserPackageCommand = {
      type: 'OfferPackage',
      userPackageId,
      clientId: offer.clientId,
      clientRole: people.get(offer.clientId)?.role ?? null,
      clientHasPendingPackage: await hasPendingPackage(tx, offer.clientId),
      unknownPartners: offer.allocations.map((a) => a.partnerId).filter((id) => people.get(id)?.role !== 'partner'),
      packageId: newTemplateId,
      name: offer.name,
      description: offer.description,
      price: offer.price,
      allocations: offer.allocations,
      paymentReference: offer.paymentReference,
      notes: offer.notes,
      validityMonths: offer.validityMonths ?? DEFAULT_VALIDITY_MONTHS,
      activateImmediately: offer.activateImmediately,
      paymentConfirmed: offer.paymentConfirmed,
      now,
    };
    appends.push(await handle(ctx.store, tx, userPackageDecider, userPackageId, command));
    return { appends, result: undefined };
  }, meta);
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

export function acceptPackage(
  ctx: AppContext,
  userPackageId: string,
  actorId: string,
  ip: string | null,
  userAgent: string | null,
  meta: EventMetadata,
) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, { type: 'AcceptPackage', actorId, ip, userAgent, now }, meta);
}

export function declinePackage(
  ctx: AppContext,
  userPackageId: string,
  actorId: string,
  reason: string | null,
  meta: EventMetadata,
) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, { type: 'DeclinePackage', actorId, reason, now }, meta);
}

export function activatePackage(
  ctx: AppContext,
  userPackageId: string,
  notes: string | null,
  paymentConfirmed: boolean,
  meta: EventMetadata,
) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, { type: 'ActivatePackage', notes, paymentConfirmed, now }, meta);
}

export function ratePackage(
  ctx: AppContext,
  userPackageId: string,
  actorId: string,
  rating: number,
  comment: string | null,
  meta: EventMetadata,
) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, { type: 'RatePackage', actorId, rating, comment, now }, meta);
}

export function completePackage(ctx: AppContext, userPackageId: string, meta: EventMetadata) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, { type: 'CompletePackage', now }, meta);
}

/** The daily sweep: every active package past its expiry date becomes expired. */
export async function expireDuePackages(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await activePackagesDueToExpire(ctx.db, now);
  let expired = 0;
  for (const id of due) {
    try {
      await runUserPackage(
        ctx,
        id,
        { type: 'ExpirePackage', now },
        { actorRole: 'system', correlationId: 'packages.expire' },
      );
      expired++;
    } catch {
      // completed or expired meanwhile by someone else: nothing to do
    }
  }
  return expired;
}
