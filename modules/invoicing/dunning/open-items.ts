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
import { defaultClaim, interestPointsFor, isBusinessBuyer, levelDueFrom } from '../invoice';

// GET /api/invoices/open-items: the open items (OPOS) of one client or the whole firm, oldest due
// first: each issued invoice not paid in full, with what is open, how late, the dunning level and
// the fee and interest so far (the same rule as the letters', claims.ts); and each invoice that
// holds more money than it asks (overpaid, or cancelled with money on it) as the client's credit, a
// negative open amount, until it is refunded (a review found that credit shown nowhere here).

const t = (db: Db) => tablesOf<InvoicingTables>(db);
/** Where a claim shows its dunning level, a credit says what it is (the list shows that column for both). */
const creditLabel = 'Guthaben des Klienten: bitte erstatten';
const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

export async function openItems(
  db: Db,
  q: { clientId?: string; invoiceId?: string; today: string; schedule: DunningSchedule },
): Promise<OpenItems> {
  // What an invoice asks: its gross less partial credit notes; nothing once cancelled.
  let query = t(db)
    .selectFrom('invoices')
    .selectAll()
    .where('kind', '=', 'invoice')
    .where(
      sql<boolean>`((status = 'issued' AND paid_cents + credited_cents <> gross_cents) OR (status = 'cancelled' AND paid_cents <> 0))`,
    );
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
    const openCents = (r.status === 'cancelled' ? 0 : r.gross_cents - r.credited_cents) - r.paid_cents;
    const base = {
      invoiceId: r.id,
      number: doc.number,
      clientId: r.client_id,
      clientName: doc.buyer.company ?? doc.buyer.name,
      business,
      issuedOn: doc.issuedOn,
      dueOn: doc.dueOn,
      grossCents: r.gross_cents,
      paidCents: r.paid_cents,
      openCents,
      lastDunnedOn: r.dunned_on,
    };
    // Money the firm owes the client: nothing to dun or claim, the refund clears it.
    if (openCents < 0)
      return {
        ...base,
        credit: true,
        daysOverdue: 0,
        dunningLevel: level,
        dunningLevelLabel: creditLabel,
        nextLevel: null,
        nextLevelLabel: null,
        nextLevelFrom: null,
        claim: {
          feeCents: 0,
          interestCents: 0,
          interestPoints: interestPointsFor(business),
          defaultFrom: null,
          interestNote: null,
        },
      };
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
      ...base,
      credit: false,
      daysOverdue: overdue ? daysBetween(doc.dueOn, q.today) : 0,
      dunningLevel: level,
      dunningLevelLabel: dunningLevelLabels[level],
      nextLevel: next,
      nextLevelLabel: next ? dunningLevelLabels[next] : null,
      nextLevelFrom: nextFrom,
      claim,
    };
  });
  const claims = items.filter((i) => !i.credit);
  const credits = items.filter((i) => i.credit);
  const openCents = claims.reduce((s, i) => s + i.openCents, 0);
  const overdueCents = claims.filter((i) => i.daysOverdue > 0).reduce((s, i) => s + i.openCents, 0);
  const creditCents = -credits.reduce((s, i) => s + i.openCents, 0);
  return {
    items,
    totals: { openCents, overdueCents, count: claims.length, creditCents, creditCount: credits.length },
  };
}
