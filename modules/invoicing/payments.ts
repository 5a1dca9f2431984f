import type PgBoss from 'pg-boss';
import type { AppContext } from '../../server/context';
import type { Db, Tx } from '../../server/db/kysely';
import { tablesOf } from '../../server/db/kysely';
import { formatCalendarDate, formatEuro } from '../../lib/german/format';
import { letterTo } from '../../lib/german/letter';
import { berlinDateOf } from '../../lib/german/time';
import { queueMails } from '../../jobs/boss';
import { handle, reactionsTo, runner, scheduleSweep, sweep, type EventStore } from '../../server/eventstore';
import { findUsersByIds } from '../identity';
import { findUserPackages } from '../packages';
import { invoiceDecider } from './invoice';
import type { RecordPayment } from './invoice';
import type { InvoiceReminderSent } from './events';
import type { InvoicingTables } from './tables';
import { compactIban } from './contract';
import { savedFirmData } from './queries';

// Payments booked on invoices (for the payments module, in its own transaction) and dunning: one
// friendly reminder for an overdue invoice, by a daily sweep.

type InvoicePayment = Omit<RecordPayment, 'type'>;

/**
 * Decides a payment on invoice `invoiceId` inside the caller's transaction (the caller appends it
 * with its own events): the invoice's rules and rejections stay this module's.
 */
export const recordInvoicePaymentIn = (store: EventStore, tx: Tx, invoiceId: string, payment: InvoicePayment) =>
  handle(store, tx, invoiceDecider, invoiceId, { type: 'RecordPayment', ...payment });

/**
 * Issued invoices past their due date (Berlin `today`), not fully paid, not yet reminded, whose
 * package still waits for its activation. A package activated was paid in the admin's eyes (the
 * activation requires 'Zahlung erhalten'; the money may have come another way than a statement);
 * a cancelled one is settled by its credit note or the admin; neither is reminded.
 */
async function invoicesDueForReminder(db: Db, today: string): Promise<string[]> {
  const rows = await tablesOf<InvoicingTables>(db)
    .selectFrom('invoices')
    .select(['id', 'user_package_id'])
    .where('status', '=', 'issued')
    .where('kind', '=', 'invoice')
    .where('due_on', '<', today)
    .where('reminded_on', 'is', null)
    .whereRef('paid_cents', '<', 'gross_cents')
    .orderBy('due_on')
    .execute();
  const packages = await findUserPackages(db, [...new Set(rows.map((r) => r.user_package_id))]);
  return rows.filter((r) => packages.get(r.user_package_id)?.status === 'pending_activation').map((r) => r.id);
}

const runInvoice = runner(invoiceDecider);

/** The dunning sweep: each overdue invoice gets its one reminder. Answers how many went out. */
export async function sendPaymentReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await invoicesDueForReminder(ctx.db, berlinDateOf(now));
  return sweep(due, 'invoicing.reminders', (id, meta) =>
    runInvoice(ctx, id, () => ({ type: 'SendPaymentReminder', now }), meta),
  );
}

/** Daily at 9:00 Berlin time (one run across instances). */
export async function startInvoicingJobs(ctx: AppContext, boss: PgBoss): Promise<void> {
  await scheduleSweep(boss, 'invoicing-reminders', '0 9 * * *', () => sendPaymentReminders(ctx));
}

/**
 * The reminder mail: friendly, with what is still open and where to pay it: the firm's account as it
 * is now (an account given up since the invoice would return the money), saying so when it changed.
 */
export const reminderReactions = reactionsTo<InvoiceReminderSent>({
  async InvoiceReminderSent(tx, e, { store }) {
    const row = await tablesOf<InvoicingTables>(tx)
      .selectFrom('invoices')
      .select(['document', 'paid_cents'])
      .where('id', '=', e.data.invoiceId)
      .executeTakeFirst();
    const client = (await findUsersByIds(tx, [e.data.clientId])).get(e.data.clientId);
    const doc = row?.document;
    if (!doc || !client) return;
    const open = doc.amounts.grossCents - row.paid_cents;
    const reference = doc.service.paymentReference ?? doc.number;
    const bank = (await savedFirmData(tx))?.firm ?? doc.seller;
    const moved = compactIban(bank.iban) !== compactIban(doc.seller.iban);
    const lines = [
      `sicher ist es im Alltag untergegangen: Unsere Rechnung ${doc.number} vom ${formatCalendarDate(doc.issuedOn)} war am ${formatCalendarDate(doc.dueOn)} fällig, und bei uns ist noch nicht der ganze Betrag eingegangen.`,
      '',
      `Offener Betrag: ${formatEuro(open / 100)}`,
      `Empfänger: ${doc.seller.legalName}`,
      `IBAN: ${bank.iban}`,
      ...(bank.bic ? [`BIC: ${bank.bic}`] : []),
      `Verwendungszweck: ${reference}`,
      ...(moved ? ['', 'Bitte beachten Sie: Unsere Bankverbindung hat sich seit der Rechnung geändert.'] : []),
      '',
      'Wir freuen uns, wenn Sie den Betrag in den nächsten Tagen überweisen. Haben Sie bereits bezahlt, betrachten Sie diese Nachricht bitte als gegenstandslos.',
    ];
    await queueMails(store, tx, e.eventId, [
      {
        to: client.email,
        subject: `Zahlungserinnerung: Rechnung ${doc.number}`,
        text: letterTo(client.name, lines),
      },
    ]);
  },
});
