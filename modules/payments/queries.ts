import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { settingRow } from '../../server/db/reads';
import { findUsersByIds } from '../identity';
import { openInvoices, payableInvoicesByIds, type PayableInvoice } from '../invoicing';
import {
  amountFitLabels,
  lineKindLabels,
  lineStatusLabels,
  LINES_PAGE_SIZE,
  matchedByLabels,
  uncertainMatches,
  type InvoiceRef,
  type LineStatus,
  type PaymentLineView,
  type PaymentProposals,
  type PaymentSettings,
  type ProposalsQuery,
} from './contract';
import { SETTINGS_ID } from './events';
import { returnReasonLabelOf } from './line-kind';
import { amountFit } from './matching';
import type { PaymentsTables } from './tables';

const t = (db: Db | Tx) => tablesOf<PaymentsTables>(db);
type LineRow = PaymentsTables['payment_lines'];

export async function paymentSettingsOf(db: Db | Tx): Promise<PaymentSettings> {
  const row = await settingRow(t(db), 'payment_settings', SETTINGS_ID);
  return { autoActivate: row?.auto_activate ?? false };
}

export const findLine = (db: Db | Tx, id: string) =>
  t(db).selectFrom('payment_lines').selectAll().where('id', '=', id).executeTakeFirst();

/** The invoices confirmed lines were booked on (each part of a split one): what a reversal or return may name. */
export async function bookedInvoiceIds(db: Db | Tx): Promise<string[]> {
  const rows = await t(db)
    .selectFrom('payment_lines')
    .select(['invoice_id', 'allocations'])
    .where('status', '=', 'confirmed')
    .where('invoice_id', 'is not', null)
    .execute();
  return [...new Set(rows.flatMap((r) => [r.invoice_id!, ...(r.allocations ?? []).map((a) => a.invoiceId)]))];
}

export async function refsOf(db: Db | Tx, invoices: readonly PayableInvoice[]): Promise<Map<string, InvoiceRef>> {
  const names = await findUsersByIds(
    db,
    invoices.map((i) => i.clientId),
  );
  return new Map(
    invoices.map((i) => [
      i.id,
      {
        id: i.id,
        number: i.number || null,
        clientId: i.clientId,
        clientName: names.get(i.clientId)?.name ?? null,
        grossCents: i.grossCents,
        paidCents: i.paidCents,
        openCents: i.grossCents - i.paidCents,
      },
    ]),
  );
}

/** Every invoice a row names: proposed, split over, or booked on. */
const invoiceIdsOf = (r: LineRow): string[] => [
  ...(r.invoice_id ? [r.invoice_id] : []),
  ...(r.proposed_invoice_ids ?? []),
  ...(r.allocations ?? []).map((a) => a.invoiceId),
];

function viewOf(r: LineRow, refs: Map<string, InvoiceRef>): PaymentLineView {
  const invoice = r.invoice_id ? (refs.get(r.invoice_id) ?? null) : null;
  const split = r.proposed_invoice_ids ?? [];
  const invoices = (r.status === 'confirmed' ? (r.allocations ?? []).map((a) => a.invoiceId) : split)
    .map((id) => refs.get(id))
    .filter((i): i is InvoiceRef => i !== undefined);
  const openOnAll = split.length > 1 ? invoices.reduce((sum, i) => sum + i.openCents, 0) : invoice?.openCents;
  const fit =
    r.status === 'proposed' && r.kind === 'credit' && openOnAll !== undefined
      ? amountFit(r.amount_cents, openOnAll)
      : null;
  return {
    id: r.id,
    status: r.status,
    statusLabel: lineStatusLabels[r.status],
    bookedOn: r.booked_on,
    valueOn: r.value_on,
    amountCents: r.amount_cents,
    currency: r.currency,
    purpose: r.purpose,
    counterpartyName: r.counterparty_name,
    counterpartyIban: r.counterparty_iban,
    format: r.format,
    kind: r.kind,
    kindLabel: lineKindLabels[r.kind],
    returnReason: r.return_reason,
    returnReasonLabel: r.return_reason ? returnReasonLabelOf(r.return_reason) : null,
    endToEndId: r.end_to_end_id,
    invoice,
    invoices,
    allocations: r.allocations ?? [],
    matchedBy: r.matched_by,
    matchedByLabel: r.matched_by ? matchedByLabels[r.matched_by] : null,
    uncertain: r.matched_by !== null && r.matched_by !== 'manual' && uncertainMatches.includes(r.matched_by),
    amountFit: fit,
    amountFitLabel: fit ? amountFitLabels[fit] : null,
    confirmedAt: r.confirmed_at?.toISOString() ?? null,
    dismissedReason: r.dismissed_reason,
    dismissedAt: r.dismissed_at?.toISOString() ?? null,
  };
}

/** One line as the admin sees it. */
export async function lineView(db: Db, id: string): Promise<PaymentLineView | null> {
  const row = await findLine(db, id);
  if (!row) return null;
  const invoices = await payableInvoicesByIds(db, invoiceIdsOf(row));
  return viewOf(row, await refsOf(db, [...invoices.values()]));
}

/** One page of the lines of a status (newest booking first) and how many there are. */
async function linePage(db: Db, status: LineStatus, page: number) {
  const base = t(db).selectFrom('payment_lines').where('status', '=', status);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(status === 'dismissed' ? 'dismissed_at' : 'booked_on', 'desc')
    .orderBy('id')
    .limit(LINES_PAGE_SIZE)
    .offset((page - 1) * LINES_PAGE_SIZE)
    .execute();
  const count = Number(total);
  return { rows, paging: { page, total: count, pages: Math.max(1, Math.ceil(count / LINES_PAGE_SIZE)) } };
}

/** A page of proposals, of unmatched and of dismissed lines, the last 50 confirmed, the open invoices. */
export async function paymentProposals(db: Db, query: ProposalsQuery): Promise<PaymentProposals> {
  const proposals = await linePage(db, 'proposed', query.proposalsPage);
  const unmatched = await linePage(db, 'unmatched', query.unmatchedPage);
  const dismissed = await linePage(db, 'dismissed', query.dismissedPage);
  const confirmed = await t(db)
    .selectFrom('payment_lines')
    .selectAll()
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at', 'desc')
    .limit(50)
    .execute();
  const openInvoiceList = await openInvoices(db);
  const rows = [...proposals.rows, ...unmatched.rows, ...dismissed.rows, ...confirmed];
  const lineInvoices = await payableInvoicesByIds(db, rows.flatMap(invoiceIdsOf));
  const refs = await refsOf(db, [...openInvoiceList, ...lineInvoices.values()]);
  const view = (list: LineRow[]) => list.map((r) => viewOf(r, refs));
  return {
    proposals: view(proposals.rows),
    unmatched: view(unmatched.rows),
    dismissed: view(dismissed.rows),
    confirmed: view(confirmed),
    paging: { proposals: proposals.paging, unmatched: unmatched.paging, dismissed: dismissed.paging },
    pageSize: LINES_PAGE_SIZE,
    openInvoices: openInvoiceList.map((i) => refs.get(i.id)!),
  };
}
