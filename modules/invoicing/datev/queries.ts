import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import { settingRow } from '../../../server/db/reads';
import type { InvoicingTables } from '../tables';
import { paymentMethodLabels, type IssuedInvoice, type PaymentMethod } from '../contract';
import {
  defaultDatevSettings,
  withDatevDefaults,
  type DatevExportsView,
  type DatevSettings,
  type DatevSettingsView,
} from './contract';
import { DATEV_ID } from './events';
import { datevExportDecider, type DatevExports } from './exports';
import type { EventStore } from '../../../server/eventstore';
import { namesOf } from '../../identity';
import type { InvoiceEntry, PaymentEntry } from './bookings';
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

/** GET /api/invoices/export/datev/months: the months handed to the adviser, newest first. */
export async function datevExportsView(db: Db, store: EventStore): Promise<DatevExportsView> {
  const events = await store.readStream(datevExportDecider.toStreamId('firm'));
  const state = events.reduce<DatevExports>(
    (s, e) => datevExportDecider.evolve(s, e as Parameters<typeof datevExportDecider.evolve>[1]),
    datevExportDecider.initialState(),
  );
  const records = Object.values(state.months).sort((a, b) => b.month.localeCompare(a.month));
  const nameOf = await namesOf(
    db,
    records.map((r) => r.byId),
    'Gelöschtes Konto',
  );
  return {
    exports: records.map((r) => ({ month: r.month, exportedAt: r.at, by: nameOf(r.byId), sha256: r.sha256 })),
  };
}

const buyerName = (b: { name: string; company: string | null }) => b.company ?? b.name;

/**
 * An entry with the key that names it in an export's record (exports.ts): 'i:' an invoice, 'p:' a
 * payment, 't:' a payment's take-back, 'g:' a Gutschrift, each by its id.
 */
export type Keyed<T> = T & { key: string };

/**
 * The invoices and credit notes dated from `from` to `to` (Berlin calendar dates, as issued): issued
 * and cancelled ones alike (a cancelled invoice stays booked in its month; its credit note reverses
 * it in its own), by number.
 */
export async function invoicesBetween(db: Db | Tx, from: string, to: string): Promise<Keyed<InvoiceEntry>[]> {
  const rows = await t(db)
    .selectFrom('invoices')
    .select(['id', 'kind', 'number', 'issued_on', 'gross_cents', 'document'])
    .where('status', 'in', ['issued', 'cancelled'])
    .where('issued_on', '>=', from)
    .where('issued_on', '<=', to)
    .orderBy('year')
    .orderBy('sequence')
    .execute();
  return rows.flatMap((r) => {
    const doc = r.document;
    if (!doc || r.number === null || r.issued_on === null) return [];
    return [
      {
        key: `i:${r.id}`,
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
 * The payments whose `day` falls from `from` to `to`, in that day's order, with what their bookings
 * need of their invoice (`invoiceSideOf`): booked on (payments) or undone on (take-backs, take-backs.ts).
 */
export function paymentsWithInvoiceIn(db: Db | Tx, from: string, to: string, day: 'booked_on' | 'undone_on') {
  return t(db)
    .selectFrom('invoice_payments as p')
    .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
    .select([
      'p.id',
      'p.amount_cents',
      'p.booked_on',
      'p.method',
      'p.undone_on',
      'p.undo_kind',
      'i.number',
      'i.document',
    ])
    .where(`p.${day}`, '>=', from)
    .where(`p.${day}`, '<=', to)
    .orderBy(`p.${day}`);
}

/** The payments booked (by the bank) from `from` to `to`, with the number and buyer of their invoice. */
export async function paymentsBetween(db: Db | Tx, from: string, to: string): Promise<Keyed<PaymentEntry>[]> {
  const rows = await paymentsWithInvoiceIn(db, from, to, 'booked_on')
    .orderBy('p.recorded_at')
    .orderBy('p.id')
    .execute();
  // A refund is its negative row: Haben on the bank against the debtor, as a take-back is booked.
  return rows.map((r) => ({
    key: `p:${r.id}`,
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
