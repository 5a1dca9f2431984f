import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { Amounts, InvoiceKind } from './contract';
import type { InvoicingTables } from './tables';

// What the firm's figures (modules/reports) read of invoices and their payments: the issued
// documents and the standing payments up to a day, with the amounts exactly as issued.

const t = (db: Db | Tx) => tablesOf<InvoicingTables>(db);

/** An issued invoice or credit note (a cancelled invoice is still issued: its credit note undoes it). */
export interface InvoiceFact {
  id: string;
  kind: InvoiceKind;
  userPackageId: string;
  packageName: string;
  issuedOn: string;
  /** the invoice a credit note cancels */
  correctsInvoiceId: string | null;
  /** a credit note's amounts are negative */
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** A payment booked on an invoice and not taken back. */
export interface PaymentFact {
  invoiceId: string;
  amountCents: number;
  bookedOn: string;
}

/** Every invoice and credit note issued up to `lastDay` ('yyyy-MM-dd'), in number order. */
export async function issuedInvoicesUntil(db: Db | Tx, lastDay: string): Promise<InvoiceFact[]> {
  // The frozen document's amounts only: the rest of it (seller, buyer, service) is not read.
  const rows = await t(db)
    .selectFrom('invoices')
    .select([
      'id',
      'kind',
      'user_package_id',
      'issued_on',
      'corrects_invoice_id',
      sql<string>`service->>'packageName'`.as('package_name'),
      sql<Amounts | null>`document->'amounts'`.as('amounts'),
    ])
    .where('status', 'in', ['issued', 'cancelled'])
    .where('issued_on', '<=', lastDay)
    .orderBy('year')
    .orderBy('sequence')
    .execute();
  return rows.flatMap((r) =>
    r.amounts && r.issued_on
      ? [
          {
            id: r.id,
            kind: r.kind,
            userPackageId: r.user_package_id,
            packageName: r.package_name,
            issuedOn: r.issued_on,
            correctsInvoiceId: r.corrects_invoice_id,
            netCents: r.amounts.netCents,
            vatCents: r.amounts.vatCents,
            grossCents: r.amounts.grossCents,
          },
        ]
      : [],
  );
}

/** The standing payments booked up to `lastDay` (one taken back counts nowhere, as on its invoice). */
export async function paymentsUntil(db: Db | Tx, lastDay: string): Promise<PaymentFact[]> {
  const rows = await t(db)
    .selectFrom('invoice_payments')
    .select(['invoice_id', 'amount_cents', 'booked_on'])
    .where('undone_on', 'is', null)
    .where('booked_on', '<=', lastDay)
    .orderBy('booked_on')
    .execute();
  return rows.map((r) => ({ invoiceId: r.invoice_id, amountCents: r.amount_cents, bookedOn: r.booked_on }));
}

/** The year of the firm's first issued invoice; null before the first. */
export async function firstInvoiceYear(db: Db | Tx): Promise<number | null> {
  const row = await t(db)
    .selectFrom('invoices')
    .select(sql<number | null>`min(year)`.as('year'))
    .where('status', 'in', ['issued', 'cancelled'])
    .executeTakeFirst();
  return row?.year ?? null;
}
