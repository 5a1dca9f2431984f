import { randomUUID } from 'node:crypto';
import type { Tx } from '../../server/db/kysely';
import type { AppContext } from '../../server/context';
import type { EventMetadata, StreamAppend } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { DEFAULT_VALIDITY_MONTHS } from './contract';
import { decideTemplate, evolveTemplate, initialTemplateState, type TemplateCommand, type TemplateFields } from './decide-template';
import { decideUserPackage, evolveUserPackage, initialUserPackageState, type UserPackageCommand } from './decide-user-package';
import { orThrow } from './errors';
import { templateStreamType, toTemplateStreamId, toUserPackageStreamId, userPackageStreamType, type Allocation } from './events';
import { queuePackageMails } from './notifications';
import { activePackagesDueToExpire, findTemplate, hasPendingPackage } from './queries';

const templateDecider = { initialState: initialTemplateState, evolve: evolveTemplate };
const userPackageDecider = { initialState: initialUserPackageState, evolve: evolveUserPackage };

async function templateAppend(ctx: AppContext, tx: Tx, packageId: string, command: TemplateCommand): Promise<StreamAppend> {
  const streamId = toTemplateStreamId(packageId);
  const { state, version } = await ctx.store.load(tx, streamId, templateDecider);
  return { streamId, streamType: templateStreamType, expectedVersion: version, events: orThrow(decideTemplate(command, state)) };
}

/**
 * Loads a user package in `tx`, decides, and returns what to append. Exported through index.ts
 * so the meetings module reserves and consumes hours in its own transaction, by these rules.
 */
export async function userPackageAppend(ctx: AppContext, tx: Tx, userPackageId: string, command: UserPackageCommand): Promise<StreamAppend> {
  const streamId = toUserPackageStreamId(userPackageId);
  const { state, version } = await ctx.store.load(tx, streamId, userPackageDecider);
  return { streamId, streamType: userPackageStreamType, expectedVersion: version, events: orThrow(decideUserPackage(command, state, userPackageId)) };
}

/** Runs one user-package command and queues the e-mails its events cause. */
async function runUserPackage(ctx: AppContext, userPackageId: string, build: (tx: Tx) => Promise<UserPackageCommand>, meta: EventMetadata): Promise<void> {
  await ctx.store.execute(async (tx) => ({
    appends: [await userPackageAppend(ctx, tx, userPackageId, await build(tx))],
    result: undefined,
    afterAppend: (t, events) => queuePackageMails(ctx, t, events),
  }), meta);
}

export async function createTemplate(ctx: AppContext, fields: TemplateFields, meta: EventMetadata, preset: string | null = null, id = randomUUID()): Promise<string> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => ({
    appends: [await templateAppend(ctx, tx, id, { type: 'CreateTemplate', packageId: id, fields, isPreset: preset !== null, presetType: preset, now })],
    result: undefined,
  }), meta);
  return id;
}

export async function updateTemplate(ctx: AppContext, packageId: string, fields: TemplateFields, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => ({ appends: [await templateAppend(ctx, tx, packageId, { type: 'UpdateTemplate', packageId, fields, now })], result: undefined }), meta);
}

export async function deleteTemplate(ctx: AppContext, packageId: string, meta: EventMetadata): Promise<void> {
  const now = ctx.now();
  await ctx.store.execute(async (tx) => ({ appends: [await templateAppend(ctx, tx, packageId, { type: 'DeleteTemplate', packageId, now })], result: undefined }), meta);
}

export interface Offer {
  clientId: string;
  name: string;
  description: string | null;
  price: number;
  allocations: Allocation[];
  paymentReference: string | null;
  notes: string | null;
  validityMonths?: number;
  activateImmediately: boolean;
  paymentConfirmed: boolean;
}

/**
 * Offers a package to a client: from an existing template (`packageId`), or with a new one-off
 * template made in the same transaction (create-and-assign). Answers the user package id.
 */
export async function offerPackage(ctx: AppContext, offer: Offer, meta: EventMetadata, packageId?: string): Promise<string> {
  const userPackageId = randomUUID();
  const newTemplateId = packageId ?? randomUUID();
  const now = ctx.now();
  await ctx.store.execute(async (tx) => {
    const appends: StreamAppend[] = [];
    if (!packageId) {
      const fields: TemplateFields = {
        name: offer.name, description: offer.description, price: offer.price, active: false,
        partners: offer.allocations.map((a) => ({ partnerId: a.partnerId, hours: a.hours, description: null })),
      };
      appends.push(await templateAppend(ctx, tx, newTemplateId, { type: 'CreateTemplate', packageId: newTemplateId, fields, isPreset: false, presetType: null, now }));
    }
    const people = await findUsersByIds(tx, [offer.clientId, ...offer.allocations.map((a) => a.partnerId)]);
    const command: UserPackageCommand = {
      type: 'OfferPackage', userPackageId, clientId: offer.clientId, clientRole: people.get(offer.clientId)?.role ?? null,
      clientHasPendingPackage: await hasPendingPackage(tx, offer.clientId),
      unknownPartners: offer.allocations.map((a) => a.partnerId).filter((id) => people.get(id)?.role !== 'partner'),
      packageId: newTemplateId, name: offer.name, description: offer.description, price: offer.price, allocations: offer.allocations,
      paymentReference: offer.paymentReference, notes: offer.notes, validityMonths: offer.validityMonths ?? DEFAULT_VALIDITY_MONTHS,
      activateImmediately: offer.activateImmediately, paymentConfirmed: offer.paymentConfirmed, now,
    };
    appends.push(await userPackageAppend(ctx, tx, userPackageId, command));
    return { appends, result: undefined, afterAppend: (t, events) => queuePackageMails(ctx, t, events) };
  }, meta);
  return userPackageId;
}

/** The template's own terms, for `assign` without a custom price or allocations. */
export async function offerFromTemplate(ctx: AppContext, packageId: string, base: Omit<Offer, 'name' | 'description' | 'price' | 'allocations'> & { price?: number; allocations?: Allocation[] }, meta: EventMetadata): Promise<string | null> {
  const template = await findTemplate(ctx.db, packageId);
  if (!template) return null;
  const allocations = base.allocations ?? template.partners.map((p) => ({ partnerId: p.partnerId, hours: p.hours }));
  const price = base.price ?? (template.price === null ? NaN : Number(template.price));
  return offerPackage(ctx, { ...base, name: template.name, description: template.description, price, allocations }, meta, packageId);
}

export function acceptPackage(ctx: AppContext, userPackageId: string, actorId: string, ip: string | null, userAgent: string | null, meta: EventMetadata) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, async () => ({ type: 'AcceptPackage', actorId, ip, userAgent, now }), meta);
}

export function declinePackage(ctx: AppContext, userPackageId: string, actorId: string, reason: string | null, meta: EventMetadata) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, async () => ({ type: 'DeclinePackage', actorId, reason, now }), meta);
}

export function activatePackage(ctx: AppContext, userPackageId: string, notes: string | null, paymentConfirmed: boolean, meta: EventMetadata) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, async () => ({ type: 'ActivatePackage', notes, paymentConfirmed, now }), meta);
}

export function ratePackage(ctx: AppContext, userPackageId: string, actorId: string, rating: number, comment: string | null, meta: EventMetadata) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, async () => ({ type: 'RatePackage', actorId, rating, comment, now }), meta);
}

export function completePackage(ctx: AppContext, userPackageId: string, meta: EventMetadata) {
  const now = ctx.now();
  return runUserPackage(ctx, userPackageId, async () => ({ type: 'CompletePackage', now }), meta);
}

/** The daily sweep: every active package past its expiry date becomes expired. */
export async function expireDuePackages(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await activePackagesDueToExpire(ctx.db, now);
  let expired = 0;
  for (const id of due) {
    try {
      await runUserPackage(ctx, id, async () => ({ type: 'ExpirePackage', now }), { actorRole: 'system', correlationId: 'packages.expire' });
      expired++;
    } catch {
      // completed or expired meanwhile by someone else: nothing to do
    }
  }
  return expired;
}
