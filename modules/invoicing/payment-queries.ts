import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { InvoicingTables } from './tables';

// What the payments module reads of invoices (through index.ts): the open ones to match bank lines
// against, and a few by id to show beside their lines.

export interface PayableInvoice {
  id: string;
  number: string;
  clientId: string;
  userPackageId: string;
  paymentReference: string | null;
  /** what the client owes for it in all: its gross less partial credit notes (issue 31 item 6) */
  grossCents: number;
  paidCents: number;
  /** the invoice date (SEPA's pre-notification goes with the invoice) */
  issuedOn: string;
  dueOn: string;
  status: 'issued' | 'cancelled' | 'draft';
}

const t = (db: Db | Tx) => tablesOf<InvoicingTables>(db);

const columns = [
  'id',
  'number',
  'client_id',
  'user_package_id',
  // What the client owes for it: its gross less partial credit notes.
  sql<number>`gross_cents - credited_cents`.as('gross_cents'),
  'paid_cents',
  'issued_on',
  'due_on',
  'status',
  sql<string | null>`document->'service'->>'paymentReference'`.as('payment_reference'),
] as const;

type Row = {
  id: string;
  number: string | null;
  client_id: string;
  user_package_id: string;
  gross_cents: number;
  paid_cents: number;
  issued_on: string | null;
  due_on: string | null;
  status: string;
  payment_reference: string | null;
};

const payable = (r: Row): PayableInvoice => ({
  id: r.id,
  number: r.number ?? '',
  clientId: r.client_id,
  userPackageId: r.user_package_id,
  paymentReference: r.payment_reference,
  grossCents: r.gross_cents,
  paidCents: r.paid_cents,
  issuedOn: r.issued_on ?? '',
  dueOn: r.due_on ?? '',
  status: r.status as PayableInvoice['status'],
});

/** Issued invoices (not credit notes, not cancelled) with money still open, oldest due first. */
export async function openInvoices(db: Db | Tx): Promise<PayableInvoice[]> {
  const rows = await t(db)
    .selectFrom('invoices')
    .select(columns)
    .where('status', '=', 'issued')
    .where('kind', '=', 'invoice')
    .where(sql<boolean>`paid_cents + credited_cents < gross_cents`)
    .orderBy('due_on')
    .orderBy('id')
    .execute();
  return rows.map(payable);
}

/** Issued invoices by id (whatever their payment state). */
export async function payableInvoicesByIds(db: Db | Tx, ids: readonly string[]): Promise<Map<string, PayableInvoice>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await t(db).selectFrom('invoices').select(columns).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, payable(r)]));
}
