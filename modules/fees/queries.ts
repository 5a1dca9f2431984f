import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { idsOf, ownedValueOf } from '../../server/db/reads';
import { meetingsForFees } from '../meetings';
import { findUserPackages } from '../packages';
import { statementStatusLabels, type BillingData, type StatementView } from './contract';
import { statementLines, totalsOf, type MeetingFact, type Settled } from './decide-lines';
import type { FeeTerms } from './events';
import type { FeesTables } from './tables';
import { payoutMessages, payoutStateLabels } from './payout-contract';
import { payoutsOfStatements } from './payout-queries';

const t = (db: Db | Tx) => tablesOf<FeesTables>(db);

/** Every set of the Accelerator's terms, oldest start first. */
export async function termsHistory(db: Db | Tx, partnerId: string): Promise<FeeTerms[]> {
  const rows = await t(db)
    .selectFrom('fee_terms')
    .select('terms')
    .where('partner_id', '=', partnerId)
    .orderBy('valid_from')
    .execute();
  return rows.map((r) => r.terms);
}

export async function billingOf(db: Db | Tx, partnerId: string): Promise<BillingData | null> {
  return (await ownedValueOf(t(db), 'fee_billing', 'partner_id', 'billing', partnerId)) ?? null;
}

/** The newest month the Accelerator has a statement for (drafted or issued), or null. */
export async function lastStatementMonth(db: Db | Tx, partnerId: string): Promise<string | null> {
  const row = await t(db)
    .selectFrom('fee_statements')
    .select('month')
    .where('partner_id', '=', partnerId)
    .orderBy('month', 'desc')
    .executeTakeFirst();
  return row?.month ?? null;
}

/**
 * The lines a statement of `partnerId` for `month` holds as of now: the month's meetings, and
 * corrections for meetings of earlier months that have a statement (decide-lines.ts).
 */
export async function linesFor(db: Db | Tx, partnerId: string, month: string) {
  const billed = await t(db)
    .selectFrom('fee_statements')
    .select('month')
    .where('partner_id', '=', partnerId)
    .where('month', '<', month)
    .execute();
  // Every statement's lines, a later month's too: a month the office drafts after a later one (it had
  // nothing to bill when the job ran) must not pay again a correction that later statement holds.
  const settledRows = await t(db)
    .selectFrom('fee_statement_lines')
    .select(['meeting_id', 'line'])
    .where('partner_id', '=', partnerId)
    .execute();
  const settled = new Map<string, Settled>();
  for (const r of settledRows) {
    const s = settled.get(r.meeting_id) ?? { hundredths: 0, amountCents: 0 };
    settled.set(r.meeting_id, {
      hundredths: s.hundredths + r.line.hundredths,
      amountCents: s.amountCents + r.line.amountCents,
    });
  }
  const rows = await meetingsForFees(db, {
    partnerId,
    months: [month, ...billed.map((b) => b.month)],
    meetingIds: [...settled.keys()],
  });
  const packages = await findUserPackages(
    db,
    rows.map((r) => r.user_package_id),
  );
  const meetings: MeetingFact[] = rows.map((r) => ({
    meetingId: r.id,
    partnerId: r.partner_id,
    clientId: r.client_id,
    userPackageId: r.user_package_id,
    packageName: packages.get(r.user_package_id)?.name ?? '',
    // The package's name is its type (the name of the template it was offered from).
    packageType: packages.get(r.user_package_id)?.name ?? null,
    date: r.date,
    status: r.status,
    noShow: r.no_show,
    lateCancellation: r.late_cancellation,
    hoursUsed: r.hours_used,
  }));
  return statementLines({ partnerId, month, meetings, settled, terms: await termsHistory(db, partnerId) });
}

/** GET /api/fees/preview: `{ hours, amount, lines }` of a statement for that month so far. */
export async function previewOf(db: Db, partnerId: string, month: string) {
  const lines = await linesFor(db, partnerId, month);
  const totals = totalsOf(lines);
  return { hours: totals.hundredths / 100, amount: totals.amountCents, lines };
}

/** The statements (newest month first), optionally of one month or one Accelerator. */
export async function statementsOf(
  db: Db | Tx,
  q: { month?: string | undefined; partnerId?: string | undefined; id?: string },
): Promise<StatementView[]> {
  let query = t(db).selectFrom('fee_statements').selectAll();
  if (q.month) query = query.where('month', '=', q.month);
  if (q.partnerId) query = query.where('partner_id', '=', q.partnerId);
  if (q.id) query = query.where('id', '=', q.id);
  const rows = await query.orderBy('month', 'desc').orderBy('partner_id').limit(500).execute();
  if (rows.length === 0) return [];
  const lines = await t(db)
    .selectFrom('fee_statement_lines')
    .selectAll()
    .where(
      'statement_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const payouts = await payoutsOfStatements(
    db,
    rows.map((r) => r.id),
  );
  const payoutOf = (id: string, grossCents: number | null) => {
    const p = payouts.get(id);
    if (!p) return null;
    const state = p.paidOn ? ('paid' as const) : ('open' as const);
    // A Gutschrift taking money back is not paid out but set off against a transfer of the payout.
    const stateLabel = (grossCents ?? 0) < 0 ? payoutMessages.setOff : payoutStateLabels[state];
    return { payoutId: p.payoutId, state, stateLabel, paidOn: p.paidOn };
  };
  return rows.map((r) => ({
    id: r.id,
    partnerId: r.partner_id,
    month: r.month,
    status: r.status,
    statusLabel: statementStatusLabels[r.status],
    number: r.number,
    hours: r.hundredths / 100,
    netCents: r.net_cents,
    vatCents: r.vat_cents,
    grossCents: r.gross_cents,
    draftedAt: r.drafted_at.toISOString(),
    issuedAt: r.issued_at?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.statement_id === r.id)
      .map((l) => ({
        ...l.line,
        removed: l.removed,
        dispute:
          l.dispute_reason === null && !l.dispute_resolved
            ? null
            : { reason: l.dispute_reason ?? 'gelöscht', resolved: l.dispute_resolved, note: l.dispute_note },
      }))
      .sort((a, b) => a.date.localeCompare(b.date) || a.lineId.localeCompare(b.lineId)),
    payout: payoutOf(r.id, r.gross_cents),
  }));
}

export async function findStatement(db: Db | Tx, id: string) {
  return t(db).selectFrom('fee_statements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Accelerators with terms (those a month's statements are drafted for). */
export async function partnersWithTerms(db: Db | Tx): Promise<string[]> {
  const rows = await t(db).selectFrom('fee_terms').select('partner_id').distinct().execute();
  return rows.map((r) => r.partner_id);
}

/** Drafted or confirmed statements drafted before `before` (the job issues them). */
export function statementsDueForIssue(db: Db | Tx, before: Date): Promise<string[]> {
  return idsOf(
    t(db)
      .selectFrom('fee_statements')
      .where('status', 'in', ['drafted', 'confirmed'])
      .where('drafted_at', '<=', before),
  );
}
