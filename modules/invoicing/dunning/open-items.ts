import { sql } from 'kysely';
import { tablesOf, type Db } from '../../../server/db/kysely';
import { addDays } from '../../../lib/german/time';
import {
  dunningLevelLabels,
  type DunningLevel,
  type DunningSchedule,
  type OpenItem,
  type OpenItems,
} from '../contract';
import type { InvoicingTables } from '../tables';
import { defaultClaim, isBusinessBuyer, levelDueFrom } from '../invoice';

// GET /api/invoices/open-items: the open invoices (issued, not cancelled, not fully paid) of one
// client or the whole firm, oldest due first, each with what is open, how late, the dunning level
// and the fee and interest so far (the same rule as the letters', claims.ts).

const t = (db: Db) => tablesOf<InvoicingTables>(db);
const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

export async function openItems(
  db: Db,
  q: { clientId?: string; invoiceId?: string; today: string; schedule: DunningSchedule },
): Promise<OpenItems> {
  let query = t(db)
    .selectFrom('invoices')
    .selectAll()
    .where('status', '=', 'issued')
    .where('kind', '=', 'invoice')
    .where(sql<boolean>`paid_cents + credited_cents < gross_cents`);
  if (q.clientId) query = query.where('client_id', '=', q.clientId);
  if (q.invoiceId) query = query.where('id', '=', q.invoiceId);
  const rows = await query.orderBy('due_on').orderBy('number').execute();
  const ids = rows.map((r) => r.id);
  const payments =
    ids.length === 0
      ? []
      : await t(db)
          .selectFrom('invoice_payments')
          .select(['invoice_id', 'amount_cents', 'booked_on'])
          .where('invoice_id', 'in', ids)
          .where('undone_on', 'is', null)
          .execute();
  const items = rows.map((r): OpenItem => {
    const doc = r.document!;
    const business = isBusinessBuyer(doc.buyer);
    const level = r.dunning_level as DunningLevel | 0;
    const claim = defaultClaim({
      business,
      dueOn: doc.dueOn,
      // What it owes: its gross less partial credit notes.
      grossCents: r.gross_cents - r.credited_cents,
      payments: payments
        .filter((p) => p.invoice_id === r.id)
        .map((p) => ({ amountCents: p.amount_cents, bookedOn: p.booked_on })),
      firstDunnedOn: r.reminded_on,
      today: q.today,
    });
    const overdue = q.today > doc.dueOn;
    const next = level < 3 ? ((level + 1) as DunningLevel) : null;
    // A level goes out only once the invoice is overdue: never on the due date itself.
    const firstOverdueDay = addDays(doc.dueOn, 1);
    const levelFrom = next ? levelDueFrom(next, { dueOn: doc.dueOn, lastDunnedOn: r.dunned_on }, q.schedule) : null;
    const nextFrom = levelFrom && levelFrom < firstOverdueDay ? firstOverdueDay : levelFrom;
    return {
      invoiceId: r.id,
      number: doc.number,
      clientId: r.client_id,
      clientName: doc.buyer.company ?? doc.buyer.name,
      business,
      issuedOn: doc.issuedOn,
      dueOn: doc.dueOn,
      grossCents: r.gross_cents,
      paidCents: r.paid_cents,
      openCents: r.gross_cents - r.credited_cents - r.paid_cents,
      daysOverdue: overdue ? daysBetween(doc.dueOn, q.today) : 0,
      dunningLevel: level,
      dunningLevelLabel: dunningLevelLabels[level],
      lastDunnedOn: r.dunned_on,
      nextLevel: next,
      nextLevelLabel: next ? dunningLevelLabels[next] : null,
      nextLevelFrom: nextFrom,
      claim,
    };
  });
  const openCents = items.reduce((s, i) => s + i.openCents, 0);
  const overdueCents = items.filter((i) => i.daysOverdue > 0).reduce((s, i) => s + i.openCents, 0);
  return { items, totals: { openCents, overdueCents, count: items.length } };
}
