import { sql } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { Db, Tx } from '../../server/db/kysely';
import { tablesOf } from '../../server/db/kysely';
import { addDays, berlinDateOf } from '../../lib/german/time';
import { handle, runner, scheduleSweep, sweep, type EventStore } from '../../server/eventstore';
import { findUserPackages } from '../packages';
import { invoiceDecider } from './invoice';
import type { RecordPayment } from './invoice';
import type { TakeBackKind } from './contract/payments';
import { dunningSchedule } from './dunning/settings';
import type { InvoicingTables } from './tables';

// Payments booked on invoices and taken back (for the payments module, in its own transaction) and
// the daily dunning sweep, which sends the first level (the friendly Zahlungserinnerung).

type InvoicePayment = Omit<RecordPayment, 'type'>;

/**
 * Decides a payment on invoice `invoiceId` inside the caller's transaction (the caller appends it
 * with its own events): the invoice's rules and rejections stay this module's.
 */
export const recordInvoicePaymentIn = (store: EventStore, tx: Tx, invoiceId: string, payment: InvoicePayment) =>
  handle(store, tx, invoiceDecider, invoiceId, { type: 'RecordPayment', ...payment });

/**
 * Takes back payment `paymentId` of invoice `invoiceId` inside the caller's transaction: the admin's
 * undo, and (the statement reader's) a bank's reversal or a returned direct debit. One mechanism for
 * all three: the invoice is open again by the amount, DATEV books the reversal in its month.
 */
export const takeBackPaymentIn = (
  store: EventStore,
  tx: Tx,
  p: { invoiceId: string; paymentId: string; reason: string; kind: TakeBackKind; now: Date },
) =>
  handle(store, tx, invoiceDecider, p.invoiceId, {
    type: 'TakeBackPayment',
    paymentId: p.paymentId,
    kind: p.kind,
    reason: p.reason,
    now: p.now,
  });

/**
 * Issued invoices past their due date plus the first level's days (Berlin `today`), not fully
 * paid, not yet reminded (nor with a direct debit pending: `sendPaymentReminders`), whose
 * package still waits for its activation. A package activated was paid in the admin's eyes (the
 * activation requires 'Zahlung erhalten'; the money may have come another way than a statement);
 * a cancelled one is settled by its credit note or the admin; neither is reminded.
 */
async function invoicesDueForReminder(db: Db, today: string, reminderDays: number): Promise<DueInvoice[]> {
  const rows = await tablesOf<InvoicingTables>(db)
    .selectFrom('invoices')
    .select(['id', 'client_id', 'user_package_id'])
    .where('status', '=', 'issued')
    .where('kind', '=', 'invoice')
    .where('due_on', '<=', addDays(today, -Math.max(reminderDays, 1)))
    .where('dunning_level', '=', 0)
    .where(sql<boolean>`paid_cents + credited_cents < gross_cents`)
    .orderBy('due_on')
    .execute();
  const packages = await findUserPackages(db, [...new Set(rows.map((r) => r.user_package_id))]);
  return rows
    .filter((r) => packages.get(r.user_package_id)?.status === 'pending_activation')
    .map((r) => ({ invoiceId: r.id, clientId: r.client_id }));
}

interface DueInvoice {
  invoiceId: string;
  clientId: string;
}

/**
 * Which of these invoices a direct debit is pending for (sepa's `invoicesDebitPending`, handed in
 * at start-up: sepa imports invoicing, not the other way round). Required, so a sweep wired without
 * it cannot remind a client the firm is about to debit.
 */
export type DebitsPending = (db: Db, invoices: readonly DueInvoice[]) => Promise<ReadonlySet<string>>;

/** Whether the invoice's direct debit is in a collection not returned nor withdrawn (sepa's `debitSubmitted`). */
export type DebitSubmitted = (db: Db | Tx, invoiceId: string) => Promise<boolean>;

const runInvoice = runner(invoiceDecider);

/** The dunning sweep: each invoice due for it gets its Zahlungserinnerung. Answers how many went out. */
export async function sendPaymentReminders(ctx: AppContext, debitsPending: DebitsPending): Promise<number> {
  const now = ctx.now();
  const schedule = await dunningSchedule(ctx.db);
  const due = await invoicesDueForReminder(ctx.db, berlinDateOf(now), schedule.reminderDays);
  // A client whose money the firm is about to collect is not asked to pay it (a reminder asked to pay
  // it twice); the admin may still remind by hand, e.g. after a Rücklastschrift.
  const pending = await debitsPending(ctx.db, due);
  const remind = due.filter((d) => !pending.has(d.invoiceId)).map((d) => d.invoiceId);
  return sweep(remind, 'invoicing.reminders', (id, meta) =>
    // Those with a debit pending are left out above (`debitsPending`, wider than a submitted one).
    runInvoice(ctx, id, () => ({ type: 'SendDunning', schedule, sweep: true, debitSubmitted: false, now }), meta),
  );
}

/** Daily at 9:00 Berlin time (one run across instances). */
export async function startInvoicingJobs(ctx: AppContext, boss: PgBoss, debitsPending: DebitsPending): Promise<void> {
  await scheduleSweep(boss, 'invoicing-reminders', '0 9 * * *', () => sendPaymentReminders(ctx, debitsPending));
}
