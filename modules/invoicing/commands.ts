import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import type { Tx } from '../../server/db/kysely';
import { berlinDateOf } from '../../lib/german/time';
import {
  handle,
  ownedValueSaver,
  runAcross,
  settingSaver,
  type EventMetadata,
  type EventStore,
} from '../../server/eventstore';
import { findUserById, findUsersByIds } from '../identity';
import { allocationsOf, findUserPackage } from '../packages';
import { DEFAULT_NUMBER_PATTERN, type PostalAddress, type Service } from './contract';
import { missingFor } from './amounts';
import { billingAddressDecider, firmDecider, numberYearOf, sequenceDecider } from './decide';
import { invoiceDecider } from './invoice';
import { FIRM_ID, invoiceStreams } from './events';
import { billingAddressOf, savedFirmData } from './queries';

/** Saves the firm's master data, the whole of it (admins). */
export const setFirmData = settingSaver(firmDecider, FIRM_ID);

/** Saves a client's billing address (the client themself, or an admin); their drafts follow (issuing.ts). */
export const setBillingAddress = ownedValueSaver(billingAddressDecider, findUserById);

/**
 * A client's billing address saved inside another module's transaction (the packages' acceptance
 * that carries it): its rules are the owned value's; answers the append for that `runAcross`.
 */
export async function billingAddressAppend(
  store: EventStore,
  tx: Tx,
  actor: { id: string; role: string },
  clientId: string,
  address: PostalAddress,
  now: Date,
) {
  const ownerRole = (await findUserById(tx, clientId))?.role ?? null;
  return handle(store, tx, billingAddressDecider, clientId, billingAddressDecider.save(actor, address, ownerRole, now));
}

/** The package sold, as the invoice describes it (from the packages' read rows as the transaction sees them). */
async function serviceOf(tx: Tx, userPackageId: string): Promise<{ clientId: string; service: Service } | null> {
  const up = await findUserPackage(tx, userPackageId);
  if (!up) return null;
  const allocations = await allocationsOf(tx, up.id);
  const partners = await findUsersByIds(
    tx,
    allocations.map((a) => a.partner_id),
  );
  const service: Service = {
    userPackageId: up.id,
    packageName: up.name,
    totalHours: Number(up.total_hours),
    lines: allocations
      .map((a) => ({
        partnerId: a.partner_id,
        partnerName: partners.get(a.partner_id)?.name ?? 'Accelerator',
        hours: Number(a.total_hours),
      }))
      .sort((a, b) => a.partnerName.localeCompare(b.partnerName, 'de') || a.partnerId.localeCompare(b.partnerId)),
    period: {
      from: up.activated_at ? berlinDateOf(up.activated_at) : null,
      to: up.expires_at ? berlinDateOf(up.expires_at) : null,
      months: Number(up.validity_months),
    },
    grossCents: Math.round(Number(up.price) * 100),
    paymentReference: up.payment_reference,
  };
  return { clientId: up.user_id, service };
}

/** The buyer of a client's invoice now: name, company and e-mail from their account, the billing address. */
async function buyerOf(tx: Tx, clientId: string) {
  const account = (await findUsersByIds(tx, [clientId])).get(clientId);
  return {
    name: account?.name ?? '',
    company: account?.company ?? null,
    email: account?.email ?? null,
    address: await billingAddressOf(tx, clientId),
  };
}

/** The year's next number, taken in `tx` (the sequence stream's append is in the same transaction). */
export async function nextNumber(store: EventStore, tx: Tx, invoiceId: string, now: Date) {
  const year = numberYearOf(now);
  const decision = await handle(store, tx, sequenceDecider, String(year), {
    type: 'AssignNumber',
    year,
    invoiceId,
    now,
  });
  return { decision, number: { year, sequence: decision.events[0]!.data.sequence } };
}

/**
 * Issues invoice `invoiceId` inside `tx`: a draft (`service` null) or a new one for `service`. Takes
 * the year's next number; the caller appends both decisions. A broken rule (still missing the
 * address) throws and rolls the transaction back, number included.
 */
async function issueIn(
  store: EventStore,
  tx: Tx,
  invoiceId: string,
  clientId: string,
  service: Service | null,
  now: Date,
) {
  // Locks in one order everywhere, the invoice's stream before the year's counter (a credit note
  // does the same), so two commands on one invoice never wait on each other crosswise.
  await store.load(tx, invoiceStreams.toStreamId(invoiceId), invoiceDecider);
  const firm = (await savedFirmData(tx))?.firm ?? null;
  const buyer = await buyerOf(tx, clientId);
  const { decision: numbered, number } = await nextNumber(store, tx, invoiceId, now);
  const issued = await handle(store, tx, invoiceDecider, invoiceId, {
    type: 'IssueInvoice',
    clientId,
    service,
    firm,
    buyer,
    number,
    now,
  });
  return [numbered, issued];
}

/**
 * A package sold (accepted, or activated without acceptance): its invoice, issued at once when the
 * firm's data and the client's address are there, else a draft without number. Inside the sale's
 * transaction (a reaction), so it never rolls the sale back: what is missing makes a draft.
 */
export async function invoicePackage(
  store: EventStore,
  tx: Tx,
  userPackageId: string,
  now: Date,
  meta: EventMetadata,
): Promise<void> {
  const sold = await serviceOf(tx, userPackageId);
  if (!sold) return;
  const { clientId, service } = sold;
  const invoiceId = randomUUID();
  const firm = (await savedFirmData(tx))?.firm ?? null;
  const address = await billingAddressOf(tx, clientId);
  if (missingFor(firm, address).length === 0) {
    await store.append(tx, await issueIn(store, tx, invoiceId, clientId, service, now), meta);
    return;
  }
  const drafted = await handle(store, tx, invoiceDecider, invoiceId, {
    type: 'DraftInvoice',
    clientId,
    service,
    firm,
    address,
    now,
  });
  await store.append(tx, [drafted], meta);
}

/** Issues those of `drafts` that lack nothing any more (when the address or the firm's data arrives). */
export async function issueReadyDrafts(
  store: EventStore,
  tx: Tx,
  drafts: { id: string; clientId: string }[],
  now: Date,
  meta: EventMetadata,
): Promise<void> {
  const firm = (await savedFirmData(tx))?.firm ?? null;
  for (const draft of drafts) {
    if (missingFor(firm, await billingAddressOf(tx, draft.clientId)).length > 0) continue;
    await store.append(tx, await issueIn(store, tx, draft.id, draft.clientId, null, now), meta);
  }
}

/** An admin issues a draft: it takes the year's next number (refused while it still lacks something). */
export async function issueDraft(ctx: AppContext, invoiceId: string, meta: EventMetadata): Promise<void> {
  await runAcross(ctx, meta, async (tx, now) => {
    const { state } = await ctx.store.load(tx, invoiceStreams.toStreamId(invoiceId), invoiceDecider);
    // No such invoice: the decider answers 'InvoiceNotFound' (no service, no client).
    return await issueIn(ctx.store, tx, invoiceId, state.clientId ?? '', null, now);
  });
}

/**
 * An admin cancels an issued invoice: a credit note (Stornorechnung) with its own number, the
 * original's parties and negated amounts, referencing it; the original is marked cancelled. One
 * transaction, so the number is taken only when both are written. Answers the credit note's id.
 */
export async function issueCreditNote(
  ctx: AppContext,
  invoiceId: string,
  reason: string,
  meta: EventMetadata,
): Promise<string> {
  const creditNoteId = randomUUID();
  await runAcross(ctx, meta, (tx, now) => creditIn(ctx.store, tx, invoiceId, creditNoteId, reason, now));
  return creditNoteId;
}

/** Cancels invoice `invoiceId` by credit note `creditNoteId` inside `tx`; the caller appends the decisions. */
async function creditIn(store: EventStore, tx: Tx, invoiceId: string, creditNoteId: string, reason: string, now: Date) {
  const cancelled = await handle(store, tx, invoiceDecider, invoiceId, { type: 'CancelInvoice', creditNoteId, now });
  const { state } = await store.load(tx, invoiceStreams.toStreamId(invoiceId), invoiceDecider);
  const pattern = (await savedFirmData(tx))?.firm.numberPattern ?? DEFAULT_NUMBER_PATTERN;
  const { decision: numbered, number } = await nextNumber(store, tx, creditNoteId, now);
  const credited = await handle(store, tx, invoiceDecider, creditNoteId, {
    type: 'IssueCreditNote',
    original: state.issued!,
    credited: state.credited,
    reason,
    pattern,
    number,
    now,
  });
  return [cancelled, numbered, credited];
}

/**
 * A package cancelled (the packages module's event, in its transaction): a draft of its invoice is
 * discarded; an issued one is cancelled by a credit note when the client owes nothing for it (nothing
 * paid, no hour used, not an account deletion). Anything else is the admin's decision (README).
 */
export async function settleCancelledPackage(
  store: EventStore,
  tx: Tx,
  invoice: { id: string; status: string; paidCents: number },
  why: { reason: string; accountDeleted: boolean; hoursUsed: number },
  now: Date,
  meta: EventMetadata,
): Promise<void> {
  if (invoice.status === 'draft') {
    const reason = `Paket storniert: ${why.reason}`;
    const discarded = await handle(store, tx, invoiceDecider, invoice.id, { type: 'DiscardDraft', reason, now });
    await store.append(tx, [discarded], meta);
    return;
  }
  if (invoice.status !== 'issued' || invoice.paidCents > 0 || why.accountDeleted || why.hoursUsed > 0) return;
  const reason = `Paket storniert: ${why.reason}`;
  await store.append(tx, await creditIn(store, tx, invoice.id, randomUUID(), reason, now), meta);
}
