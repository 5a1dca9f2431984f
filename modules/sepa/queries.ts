import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { latestWithItems } from '../../server/db/reads';
import { berlinDateOf } from '../../lib/german/time';
import { namesOf } from '../identity';
import { openInvoices, savedFirmData, type DebitSubmitted, type DebitsPending } from '../invoicing';
import type { Collection, Mandate, PreNotification } from './contract';
import type { CreditorFacts } from './decide';
import { collectionDateOf, preNotifiedOn, type MandateFact } from './decide-collections';
import type { CollectionItem, Creditor } from './events';
import type { SepaTables } from './tables';

const t = (db: Db | Tx) => tablesOf<SepaTables>(db);

/** The firm as creditor: its name, creditor id and account; null while it has no creditor id. */
export async function creditorOf(db: Db | Tx): Promise<CreditorFacts> {
  const firm = (await savedFirmData(db))?.firm;
  if (!firm?.creditorId) return null;
  return { name: firm.legalName, creditorId: firm.creditorId, iban: firm.iban, bic: firm.bic };
}

/** The mandates in use: not revoked, the client not erased. */
const activeMandateRows = (db: Db | Tx) =>
  t(db).selectFrom('sepa_mandates').selectAll().where('revoked_at', 'is', null).where('iban', 'is not', null);

/** A client's active mandate, or null. */
export async function activeMandateOf(db: Db | Tx, clientId: string): Promise<Mandate | null> {
  const row = await activeMandateRows(db).where('client_id', '=', clientId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    reference: row.reference,
    iban: row.iban ?? '',
    accountHolder: row.account_holder ?? '',
    signedOn: row.signed_on,
    creditorName: row.creditor_name,
    creditorId: row.creditor_id,
    text: row.text,
  };
}

/** Every client's active mandate with the last day it was collected on (for the 36-month lapse). */
export async function activeMandates(db: Db | Tx): Promise<Map<string, MandateFact>> {
  const rows = await activeMandateRows(db)
    .select((eb) =>
      eb
        .selectFrom('sepa_collection_items as i')
        .whereRef('i.mandate_id', '=', 'sepa_mandates.id')
        // A debit withdrawn before the file went to the bank never used the mandate.
        .where('i.withdrawn_at', 'is', null)
        .select(sql<string | null>`max(i.collection_date)`.as('d'))
        .as('last_used_on'),
    )
    .execute();
  return new Map(
    rows.map((r) => [
      r.client_id,
      {
        mandateId: r.id,
        clientId: r.client_id,
        reference: r.reference,
        signedOn: r.signed_on,
        lastUsedOn: r.last_used_on,
      },
    ]),
  );
}

/** The collection a debit of this invoice is pending in (not returned, not withdrawn), if any. */
export async function pendingCollectionOf(db: Db | Tx, invoiceId: string): Promise<string | null> {
  const row = await t(db)
    .selectFrom('sepa_collection_items')
    .select('collection_id')
    .where('invoice_id', '=', invoiceId)
    .where('return_reason', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return row?.collection_id ?? null;
}

/** The client of an invoice's debit in a collection, if it is there. */
export async function clientOfDebit(db: Db | Tx, collectionId: string, invoiceId: string): Promise<string | null> {
  const row = await t(db)
    .selectFrom('sepa_collection_items')
    .select('client_id')
    .where('collection_id', '=', collectionId)
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  return row?.client_id ?? null;
}

/** Whether the invoice's debit is in a collection, neither returned nor withdrawn (invoicing's dunning by hand). */
export const debitSubmitted: DebitSubmitted = async (db, invoiceId) =>
  (await pendingCollectionOf(db, invoiceId)) !== null;

/**
 * The invoices of debits not returned whose collection date is `since` or later: a statement's credit
 * for one is the bank's collection, whatever became of the invoice since (payments matches them).
 */
export async function recentDebitInvoiceIds(db: Db | Tx, since: string): Promise<string[]> {
  const rows = await t(db)
    .selectFrom('sepa_collection_items')
    .select('invoice_id')
    .where('return_reason', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('collection_date', '>=', since)
    .execute();
  return rows.map((r) => r.invoice_id);
}

/**
 * Of these invoices, those a direct debit is pending for (invoicing's reminder sweep leaves them):
 * in a collection not returned (its file may be at the bank, whatever the mandate since), or of a
 * client with an active mandate (pre-notified: the next collection takes them, a returned one again).
 */
export const invoicesDebitPending: DebitsPending = async (db, invoices) => {
  if (invoices.length === 0) return new Set();
  const collected = await t(db)
    .selectFrom('sepa_collection_items')
    .select('invoice_id')
    .where(
      'invoice_id',
      'in',
      invoices.map((i) => i.invoiceId),
    )
    .where('return_reason', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
  const mandated = await t(db)
    .selectFrom('sepa_mandates')
    .select('client_id')
    .where(
      'client_id',
      'in',
      invoices.map((i) => i.clientId),
    )
    .where('revoked_at', 'is', null)
    .execute();
  const clients = new Set(mandated.map((m) => m.client_id));
  const pending = new Set(collected.map((c) => c.invoice_id));
  for (const i of invoices) if (clients.has(i.clientId)) pending.add(i.invoiceId);
  return pending;
};

/** A client's invoices whose debit came back or was withdrawn → the Berlin day of the last (pre-notified anew then). */
async function freedOnOf(db: Db | Tx, clientId: string): Promise<Map<string, string>> {
  const rows = await t(db)
    .selectFrom('sepa_collection_items')
    .select(['invoice_id', sql<Date>`max(coalesce(returned_at, withdrawn_at))`.as('freed_at')])
    .where('client_id', '=', clientId)
    .where((eb) => eb.or([eb('returned_at', 'is not', null), eb('withdrawn_at', 'is not', null)]))
    .groupBy('invoice_id')
    .execute();
  return new Map(rows.map((r) => [r.invoice_id, berlinDateOf(new Date(r.freed_at))]));
}

/**
 * A client's pre-notifications: each open invoice of theirs, while they have a mandate, with the
 * amount and day it will be debited; `submitted` once it is in a collection.
 */
export async function preNotificationsOf(db: Db | Tx, clientId: string, today: string): Promise<PreNotification[]> {
  const mandate = await activeMandateOf(db, clientId);
  if (!mandate) return [];
  const invoices = (await openInvoices(db)).filter((i) => i.clientId === clientId && i.status === 'issued');
  const pending = await t(db)
    .selectFrom('sepa_collection_items')
    .select(['invoice_id', 'amount_cents', 'collection_date', 'mandate_reference'])
    .where('client_id', '=', clientId)
    .where('return_reason', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
  const submitted = new Map(pending.map((p) => [p.invoice_id, p]));
  const freed = await freedOnOf(db, clientId);
  return invoices.map((i) => {
    const s = submitted.get(i.id);
    return {
      invoiceId: i.id,
      invoiceNumber: i.number,
      amountCents: s?.amount_cents ?? i.grossCents - i.paidCents,
      collectionDate:
        s?.collection_date ??
        collectionDateOf(i.dueOn, today, preNotifiedOn(i.issuedOn, mandate.signedOn, freed.get(i.id) ?? null)),
      mandateReference: s?.mandate_reference ?? mandate.reference,
      creditorId: mandate.creditorId,
      submitted: s !== undefined,
    };
  });
}

/** Of these mandates, those revoked or replaced. */
async function endedMandates(db: Db | Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await t(db)
    .selectFrom('sepa_mandates')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .where('revoked_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

async function collectionsOf(db: Db | Tx, ids: readonly string[] | null): Promise<Collection[]> {
  const collections = await latestWithItems(t(db), 'sepa_collections', ids, {
    table: 'sepa_collection_items',
    parent: 'collection_id',
    orderBy: ['collection_date', 'invoice_number'],
  });
  const ended = await endedMandates(
    db,
    collections.flatMap((c) => c.items.map((i) => i.mandate_id)),
  );
  const nameOf = await namesOf(
    db,
    collections.flatMap((c) => c.items.map((i) => i.client_id)),
    'Gelöschter Klient',
  );
  return collections.map(({ row: c, items: own }) => {
    const active = own.filter((i) => i.return_reason === null && i.withdrawn_at === null);
    return {
      id: c.id,
      createdAt: c.created_at.toISOString(),
      dueUntil: c.due_until,
      handedOverAt: c.handed_over_at?.toISOString() ?? null,
      count: own.length,
      totalCents: active.reduce((sum, i) => sum + i.amount_cents, 0),
      items: own.map((i) => ({
        invoiceId: i.invoice_id,
        invoiceNumber: i.invoice_number,
        clientId: i.client_id,
        clientName: nameOf(i.client_id),
        amountCents: i.amount_cents,
        collectionDate: i.collection_date,
        mandateReference: i.mandate_reference,
        returnReason: i.return_reason,
        // After the client's erasure the office's words are gone, the withdrawal stays.
        withdrawnReason: i.withdrawn_at ? (i.withdraw_reason ?? 'gelöscht') : null,
        // Before the hand-over the debit left with the mandate (mandate-ended.ts); after it only the bank can.
        recallNeeded:
          c.handed_over_at !== null && i.return_reason === null && i.withdrawn_at === null && ended.has(i.mandate_id),
      })),
    };
  });
}

/** The latest 100 collections, newest first, each with its debits. */
export const listCollections = (db: Db | Tx): Promise<Collection[]> => collectionsOf(db, null);

/** One collection, or null. */
export async function collectionById(db: Db | Tx, id: string): Promise<Collection | null> {
  return (await collectionsOf(db, [id]))[0] ?? null;
}

/** A debit as the file states it: the item with its debtor's account (null once the client was erased). */
export interface DebitOfFile extends CollectionItem {
  iban: string | null;
  accountHolder: string | null;
}

/** What the collection file is made of: the creditor as it stood, the debits not returned nor withdrawn. */
export async function collectionFile(
  db: Db | Tx,
  id: string,
): Promise<{ creditor: Creditor; createdAt: Date; debits: DebitOfFile[] } | null> {
  const c = await t(db).selectFrom('sepa_collections').selectAll().where('id', '=', id).executeTakeFirst();
  if (!c) return null;
  const rows = await t(db)
    .selectFrom('sepa_collection_items as i')
    .innerJoin('sepa_mandates as m', 'm.id', 'i.mandate_id')
    .selectAll('i')
    .select(['m.iban', 'm.account_holder'])
    .where('i.collection_id', '=', id)
    .where('i.return_reason', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .orderBy('i.collection_date')
    .orderBy('i.invoice_number')
    .execute();
  return {
    creditor: c.creditor,
    createdAt: c.created_at,
    debits: rows.map((r) => ({
      invoiceId: r.invoice_id,
      invoiceNumber: r.invoice_number,
      clientId: r.client_id,
      mandateId: r.mandate_id,
      mandateReference: r.mandate_reference,
      mandateSignedOn: r.mandate_signed_on,
      amountCents: r.amount_cents,
      collectionDate: r.collection_date,
      remittance: r.remittance,
      iban: r.iban,
      accountHolder: r.account_holder,
    })),
  };
}
