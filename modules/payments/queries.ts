import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { settingRow } from '../../server/db/reads';
import { findUsersByIds } from '../identity';
import { openInvoices, payableInvoicesByIds, type PayableInvoice } from '../invoicing';
import {
  amountFitLabels,
  lineStatusLabels,
  matchedByLabels,
  type InvoiceRef,
  type PaymentLineView,
  type PaymentProposals,
  type PaymentSettings,
} from './contract';
import { SETTINGS_ID } from './events';
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

async function refsOf(db: Db, invoices: readonly PayableInvoice[]): Promise<Map<string, InvoiceRef>> {
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

function viewOf(r: LineRow, refs: Map<string, InvoiceRef>): PaymentLineView {
  const invoice = r.invoice_id ? (refs.get(r.invoice_id) ?? null) : null;
  const fit = r.status === 'proposed' && invoice ? amountFit(r.amount_cents, invoice.openCents) : null;
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
    invoice,
    matchedBy: r.matched_by,
    matchedByLabel: r.matched_by ? matchedByLabels[r.matched_by] : null,
    amountFit: fit,
    amountFitLabel: fit ? amountFitLabels[fit] : null,
    confirmedAt: r.confirmed_at?.toISOString() ?? null,
  };
}

/** One line as the admin sees it. */
export async function lineView(db: Db, id: string): Promise<PaymentLineView | null> {
  const row = await findLine(db, id);
  if (!row) return null;
  const invoices = await payableInvoicesByIds(db, row.invoice_id ? [row.invoice_id] : []);
  return viewOf(row, await refsOf(db, [...invoices.values()]));
}

/** Open proposals and unmatched lines (newest booking first), the last 50 confirmed, the open invoices. */
export async function paymentProposals(db: Db): Promise<PaymentProposals> {
  const open = await t(db)
    .selectFrom('payment_lines')
    .selectAll()
    .where('status', 'in', ['proposed', 'unmatched'])
    .orderBy('booked_on', 'desc')
    .orderBy('id')
    .execute();
  const confirmed = await t(db)
    .selectFrom('payment_lines')
    .selectAll()
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at', 'desc')
    .limit(50)
    .execute();
  const openInvoiceList = await openInvoices(db);
  const lineInvoices = await payableInvoicesByIds(
    db,
    [...open, ...confirmed].flatMap((r) => (r.invoice_id ? [r.invoice_id] : [])),
  );
  const refs = await refsOf(db, [...openInvoiceList, ...lineInvoices.values()]);
  const views = open.map((r) => viewOf(r, refs));
  return {
    proposals: views.filter((v) => v.status === 'proposed'),
    unmatched: views.filter((v) => v.status === 'unmatched'),
    confirmed: confirmed.map((r) => viewOf(r, refs)),
    openInvoices: openInvoiceList.map((i) => refs.get(i.id)!),
  };
}
