import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../server/context';
import { handle, runner, type EventMetadata, type EventStore } from '../../server/eventstore';
import type { Tx } from '../../server/db/kysely';
import { berlinDateOf } from '../../lib/german/time';
import type { Actor } from '../identity/contract';
import { openInvoices } from '../invoicing';
import { mandateDecider } from './decide';
import { collectionsDecider } from './decide-collections';
import { COLLECTIONS_ID } from './events';
import { activeMandates, creditorOf, pendingCollectionOf } from './queries';

const runMandate = runner(mandateDecider);
const runCollections = runner(collectionsDecider);

/** The signed-in client grants a SEPA core mandate on their account (or moves it to another account). */
export async function grantMandate(
  ctx: AppContext,
  actor: Actor,
  input: { iban: string; accountHolder: string },
  meta: EventMetadata,
): Promise<void> {
  const mandateId = randomUUID();
  await runMandate(
    ctx,
    actor.id,
    async (tx, now) => ({
      type: 'GrantMandate',
      mandateId,
      actor,
      iban: input.iban,
      accountHolder: input.accountHolder,
      creditor: await creditorOf(tx),
      today: berlinDateOf(now),
      now,
    }),
    meta,
  );
}

/** The signed-in client revokes their mandate: it is never used again. */
export async function revokeMandate(ctx: AppContext, actor: Actor, meta: EventMetadata): Promise<void> {
  await runMandate(ctx, actor.id, (_, now) => ({ type: 'RevokeMandate', actor, now }), meta);
}

/** The admin collects every due invoice with a mandate up to `dueUntil`; answers the collection's id. */
export async function createCollection(
  ctx: AppContext,
  actor: Actor,
  dueUntil: string,
  meta: EventMetadata,
): Promise<string> {
  const collectionId = randomUUID();
  await runCollections(
    ctx,
    COLLECTIONS_ID,
    async (tx, now) => ({
      type: 'CreateCollection',
      collectionId,
      actor,
      dueUntil,
      creditor: await creditorOf(tx),
      invoices: await openInvoices(tx),
      mandates: await activeMandates(tx),
      today: berlinDateOf(now),
      now,
    }),
    meta,
  );
  return collectionId;
}

/**
 * The same inside the caller's transaction, for a return read from the bank statement (the payments
 * module takes the payment back in that transaction): nothing when the invoice is in no pending collection.
 */
export async function collectionReturnIn(store: EventStore, tx: Tx, invoiceId: string, reason: string, now: Date) {
  const collectionId = await pendingCollectionOf(tx, invoiceId);
  if (!collectionId) return null;
  return handle(store, tx, collectionsDecider, COLLECTIONS_ID, {
    type: 'RecordReturn',
    collectionId,
    invoiceId,
    reason,
    now,
  });
}

/**
 * This invoice's debit came back from the bank (Rücklastschrift) with this reason: it leaves its
 * collection, so it is open again and may be collected again. The admin's route (a return told by
 * the bank another way); a return read from the statement goes through `collectionReturnIn`.
 */
export async function recordCollectionReturn(
  ctx: AppContext,
  invoiceId: string,
  reason: string,
  meta: EventMetadata,
): Promise<void> {
  const collectionId = (await pendingCollectionOf(ctx.db, invoiceId)) ?? '';
  await runCollections(
    ctx,
    COLLECTIONS_ID,
    (_, now) => ({ type: 'RecordReturn', collectionId, invoiceId, reason, now }),
    meta,
  );
}

/** The admin marks the collection's file as handed to the bank: its debits can no longer be withdrawn. */
export async function markHandedOver(
  ctx: AppContext,
  actor: Actor,
  collectionId: string,
  meta: EventMetadata,
): Promise<void> {
  await runCollections(ctx, COLLECTIONS_ID, (_, now) => ({ type: 'MarkHandedOver', collectionId, actor, now }), meta);
}

/**
 * The admin takes one invoice's debit out of a collection whose file is not yet at the bank (paid
 * by transfer meanwhile, cancelled, disputed): the file made afterwards lacks it, the invoice is free.
 */
export async function withdrawDebit(
  ctx: AppContext,
  actor: Actor,
  collectionId: string,
  input: { invoiceId: string; reason: string },
  meta: EventMetadata,
): Promise<void> {
  await runCollections(
    ctx,
    COLLECTIONS_ID,
    (_, now) => ({ type: 'WithdrawDebit', collectionId, invoiceId: input.invoiceId, reason: input.reason, actor, now }),
    meta,
  );
}
