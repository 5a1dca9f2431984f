import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import { settingRow } from '../../../server/db/reads';
import type { InvoicingTables } from '../tables';
import { paymentMethodLabels, type IssuedInvoice, type PaymentMethod } from '../contract';
import { defaultDatevSettings, withDatevDefaults, type DatevSettings, type DatevSettingsView } from './contract';
import { DATEV_ID } from './events';
import type { InvoiceEntry, PaymentEntry } from './bookings';
import { lastDayOf } from './bookings';
import type { DatevTables } from './tables';

const t = (db: Db | Tx) => tablesOf<DatevTables & InvoicingTables>(db);

/** The DATEV settings as an admin saved them last; null when never saved. */
export async function savedDatevSettings(db: Db | Tx): Promise<{ settings: DatevSettings; version: number } | null> {
  const saved = await settingRow(t(db), 'datev_settings', DATEV_ID);
  return saved ? { ...saved, settings: withDatevDefaults(saved.settings) } : null;
}

/** GET /api/settings/datev: the saved settings, or the SKR03 defaults without the adviser's numbers. */
export async function datevSettingsView(db: Db | Tx): Promise<DatevSettingsView> {
  const saved = await savedDatevSettings(db);
  return saved
    ? { saved: true, version: saved.version, data: saved.settings }
    : { saved: false, version: 0, data: defaultDatevSettings() };
}

const buyerName = (b: { name: string; company: string | null }) => b.company ?? b.name;

/**
 * The invoices and credit notes dated in the month (Berlin calendar dates, as issued): issued and
 * cancelled ones alike (a cancelled invoice stays booked in its month; its credit note reverses it
 * in its own), by number.
 */
export async function invoicesOfMonth(db: Db | Tx, month: string): Promise<InvoiceEntry[]> {
  const rows = await t(db)
    .selectFrom('invoices')
    .select(['kind', 'number', 'issued_on', 'gross_cents', 'document'])
    .where('status', 'in', ['issued', 'cancelled'])
    .where('issued_on', '>=', `${month}-01`)
    .where('issued_on', '<=', lastDayOf(month))
    .orderBy('year')
    .orderBy('sequence')
    .execute();
  return rows.flatMap((r) => {
    const doc = r.document;
    if (!doc || r.number === null || r.issued_on === null) return [];
    return [
      {
        kind: r.kind,
        number: r.number,
        issuedOn: r.issued_on,
        grossCents: doc.amounts.grossCents,
        vatRate: doc.amounts.vatRate,
        smallBusiness: doc.amounts.taxNote !== null,
        buyer: buyerName(doc.buyer),
        corrects: doc.corrects?.number ?? null,
        advance: doc.advance === true,
        partial: doc.corrects?.partial !== undefined,
      },
    ];
  });
}

/**
 * The payments whose `day` falls in the month, in that day's order, with what their bookings need
 * of their invoice (`invoiceSideOf`): booked on (payments) or undone on (take-backs, take-backs.ts).
 */
export function paymentsWithInvoiceIn(db: Db | Tx, month: string, day: 'booked_on' | 'undone_on') {
  return t(db)
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select(['p.amount_cents', 'p.booked_on', 'p.method', 'p.undone_on', 'p.undo_kind', 'i.number', 'i.document'])
    .where(`p.${day}`, '>=', `${month}-01`)
    .where(`p.${day}`, '<=', lastDayOf(month))
    .orderBy(`p.${day}`);
}

/** The payments booked (by the bank) in the month, with the number and buyer of their invoice. */
export async function paymentsOfMonth(db: Db | Tx, month: string): Promise<PaymentEntry[]> {
  const rows = await paymentsWithInvoiceIn(db, month, 'booked_on').orderBy('p.recorded_at').orderBy('p.id').execute();
  // A refund is its negative row: Haben on the bank against the debtor, as a take-back is booked.
  return rows.map((r) => ({
    amountCents: r.amount_cents,
    bookedOn: r.booked_on,
    ...invoiceSideOf(r),
    method: (r.method ?? undefined) as PaymentMethod | undefined,
    ...(r.method === 'refund' ? { label: paymentMethodLabels.refund } : {}),
  }));
}

/** What a payment's booking needs of its invoice: number, buyer, rate, § 19, advance (payments and take-backs alike). */
export function invoiceSideOf(r: { number: string | null; document: IssuedInvoice | null }) {
  return {
    invoiceNumber: r.number ?? '',
    buyer: r.document ? buyerName(r.document.buyer) : '',
    vatRate: r.document?.amounts.vatRate ?? 0,
    smallBusiness: r.document ? r.document.amounts.taxNote !== null : false,
    advance: r.document?.advance === true,
  };
}
