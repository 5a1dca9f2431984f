import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { InvoiceMonth } from './contract';
import type { InvoicingTables } from './tables';

// The admin's totals per month (GET /api/invoices/summary), split from queries.ts by job.

const t = (db: Db | Tx) => tablesOf<InvoicingTables>(db);

/** The admin's totals per month of a year (invoice date): issued invoices less their credit notes. */
export async function invoiceSummary(db: Db | Tx, year: number, today: string): Promise<InvoiceMonth[]> {
  const rows = await t(db)
    .selectFrom('invoices')
    .where('issued_on', 'like', `${year}-%`)
    .where('status', '!=', 'draft')
    .select([
      sql<string>`substr(issued_on, 1, 7)`.as('month'),
      sql<string>`count(*) FILTER (WHERE kind = 'invoice')`.as('count'),
      sql<string>`coalesce(sum(gross_cents), 0)`.as('gross'),
      sql<string>`coalesce(sum(paid_cents), 0)`.as('paid'),
      sql<string>`coalesce(sum(gross_cents - credited_cents - paid_cents) FILTER (WHERE kind = 'invoice' AND status = 'issued' AND paid_cents + credited_cents < gross_cents), 0)`.as(
        'open',
      ),
      sql<string>`coalesce(sum(gross_cents - credited_cents - paid_cents) FILTER (WHERE kind = 'invoice' AND status = 'issued' AND paid_cents + credited_cents < gross_cents AND due_on < ${today}), 0)`.as(
        'overdue',
      ),
    ])
    .groupBy(sql`substr(issued_on, 1, 7)`)
    .orderBy('month')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    count: Number(r.count),
    grossCents: Number(r.gross),
    paidCents: Number(r.paid),
    openCents: Number(r.open),
    overdueCents: Number(r.overdue),
  }));
}
