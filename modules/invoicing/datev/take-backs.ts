import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import { takeBackKindLabels, type TakeBackKind } from '../contract';
import type { InvoicingTables } from '../tables';
import { lastDayOf, type PaymentEntry } from './bookings';
import { invoiceSideOf } from './queries';

// Payments taken back (issue 31: the admin's undo, a bank's reversal, a returned direct debit) book
// in the month they were taken back, the other way round: the debtor owes again, the bank holds less.
// The payment itself stays booked in its own month (a batch already handed over is never changed).

export async function takeBacksOfMonth(db: Db | Tx, month: string): Promise<PaymentEntry[]> {
  const rows = await tablesOf<InvoicingTables>(db)
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.amount_cents', 'p.undone_on', 'p.undo_kind', 'i.number', 'i.document'])
    .where('p.undone_on', '>=', `${month}-01`)
    .where('p.undone_on', '<=', lastDayOf(month))
    .orderBy('p.undone_on')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    // Negative: Haben on the bank against the debtor (or the advance account, as the payment was).
    amountCents: -r.amount_cents,
    bookedOn: r.undone_on!,
    ...invoiceSideOf(r),
    label: takeBackKindLabels[(r.undo_kind ?? 'undo') as TakeBackKind],
  }));
}
