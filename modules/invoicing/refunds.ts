import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { handle, type EventStore } from '../../server/eventstore';
import { invoiceDecider } from './invoice';
import type { BookRefund, MarkRefundPaid } from './invoice/refund';

export type { RefundPayee } from './invoice/refund';
import type { InvoicingTables } from './tables';

// Refunds on invoices (issue 31, item 6) for the payments module, which finds the payee and the
// bank's debits: the rules stay the invoice's (invoice/refund.ts), decided in the caller's transaction.

const t = (db: Db | Tx) => tablesOf<InvoicingTables>(db);

/** Books a refund on invoice `invoiceId` inside the caller's transaction (it appends the decision). */
export const bookRefundIn = (store: EventStore, tx: Tx, invoiceId: string, refund: Omit<BookRefund, 'type'>) =>
  handle(store, tx, invoiceDecider, invoiceId, { type: 'BookRefund', ...refund });

/** Marks a refund executed by a statement's debit, inside the caller's transaction. */
export const markRefundPaidIn = (store: EventStore, tx: Tx, invoiceId: string, paid: Omit<MarkRefundPaid, 'type'>) =>
  handle(store, tx, invoiceDecider, invoiceId, { type: 'MarkRefundPaid', ...paid });

export type RefundRow = InvoicingTables['invoice_refunds'];

/** An invoice's refunds, oldest first. */
export const refundsOfInvoice = (db: Db | Tx, invoiceId: string): Promise<RefundRow[]> =>
  t(db).selectFrom('invoice_refunds').selectAll().where('invoice_id', '=', invoiceId).orderBy('recorded_at').execute();

export const refundById = (db: Db | Tx, id: string): Promise<RefundRow | undefined> =>
  t(db).selectFrom('invoice_refunds').selectAll().where('id', '=', id).executeTakeFirst();

/** The refunds whose transfer no statement has shown yet. */
export const openRefunds = (db: Db | Tx): Promise<RefundRow[]> =>
  t(db).selectFrom('invoice_refunds').selectAll().where('paid_on', 'is', null).execute();

/** The client an invoice is of (null: no such invoice). */
export async function clientOfInvoice(db: Db | Tx, invoiceId: string): Promise<string | null> {
  const row = await t(db).selectFrom('invoices').select('client_id').where('id', '=', invoiceId).executeTakeFirst();
  return row?.client_id ?? null;
}

/** The statement lines that paid the invoice (standing payments), newest first: where the money came from. */
export async function payingLinesOf(db: Db | Tx, invoiceId: string): Promise<string[]> {
  const rows = await t(db)
    .selectFrom('invoice_payments')
    .select('statement_line_id')
    .where('invoice_id', '=', invoiceId)
    .where('undone_on', 'is', null)
    .where('statement_line_id', 'is not', null)
    .orderBy('booked_on', 'desc')
    .execute();
  return rows.map((r) => r.statement_line_id!);
}

/** The invoice's buyer as named on it: the payee's name when no account names one. */
export async function buyerNameOf(db: Db | Tx, invoiceId: string): Promise<string> {
  const row = await t(db).selectFrom('invoices').select('document').where('id', '=', invoiceId).executeTakeFirst();
  const buyer = row?.document?.buyer;
  return buyer ? (buyer.company ?? buyer.name) : 'Kunde';
}
