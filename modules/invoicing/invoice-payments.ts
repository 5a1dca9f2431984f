import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import {
  paymentMethodLabels,
  takeBackKindLabels,
  type InvoicePaymentView,
  type PaymentMethod,
  type TakeBackKind,
} from './contract';
import type { InvoicingTables } from './tables';

// The payments booked on one invoice, standing and taken back, oldest first (the admin's list to undo from).

/** How a payment came: as booked, or (before issue 31) from its source. */
const methodOf = (r: { method: string | null; source: string }): PaymentMethod =>
  (r.method as PaymentMethod | null) ?? (r.source === 'statement' ? 'bank_statement' : 'other_account');

export async function paymentsOfInvoice(db: Db, invoiceId: string): Promise<InvoicePaymentView[]> {
  const rows = await tablesOf<InvoicingTables>(db)
    .selectFrom('invoice_payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('booked_on')
    .orderBy('recorded_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    invoiceId: r.invoice_id,
    amountCents: r.amount_cents,
    bookedOn: r.booked_on,
    method: methodOf(r),
    methodLabel: paymentMethodLabels[methodOf(r)],
    note: r.note,
    undoneOn: r.undone_on,
    undoKindLabel: r.undo_kind ? takeBackKindLabels[r.undo_kind as TakeBackKind] : null,
    undoReason: r.undo_reason,
    setOffId: r.set_off_id,
  }));
}

/** The invoice a booked payment is on and the statement line it came from (null: no such payment), for the undo. */
export async function bookedPayment(
  db: Db | Tx,
  paymentId: string,
): Promise<{ invoiceId: string; statementLineId: string | null } | null> {
  const row = await tablesOf<InvoicingTables>(db)
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'statement_line_id'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  return row ? { invoiceId: row.invoice_id, statementLineId: row.statement_line_id } : null;
}
