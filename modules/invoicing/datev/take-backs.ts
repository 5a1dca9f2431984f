import type { Db, Tx } from '../../../server/db/kysely';
import { takeBackKindLabels, type PaymentMethod, type TakeBackKind } from '../contract';
import type { PaymentEntry } from './bookings';
import { invoiceSideOf, paymentsWithInvoiceIn, type Keyed } from './queries';

// Payments taken back (issue 31: the admin's undo, a bank's reversal, a returned direct debit) book
// in the month they were taken back, the other way round: the debtor owes again, the bank holds less.
// The payment itself stays booked in its own month (a batch already handed over is never changed).

export async function takeBacksBetween(db: Db | Tx, from: string, to: string): Promise<Keyed<PaymentEntry>[]> {
  const rows = await paymentsWithInvoiceIn(db, from, to, 'undone_on').orderBy('p.id').execute();
  return rows.map((r) => ({
    key: `t:${r.id}`,
    // Negative: Haben on the bank against the debtor (or the advance account, as the payment was).
    amountCents: -r.amount_cents,
    bookedOn: r.undone_on!,
    ...invoiceSideOf(r),
    // On the account the payment was booked on (a set-off taken back leaves the clearing account).
    method: (r.method ?? undefined) as PaymentMethod | undefined,
    label: takeBackKindLabels[(r.undo_kind ?? 'undo') as TakeBackKind],
  }));
}
