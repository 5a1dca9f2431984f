import {
  documentTitleOf,
  invoiceStatusLabels,
  paymentStateLabels,
  type InvoiceRow,
  type PaymentState,
} from '../../../../modules/invoicing/contract';
import { formatCalendarDate, formatCents } from '../../../../lib/german/format';
import type { PillTone } from '../../../components/ui/StatusPill';

// How an invoice is shown in the lists: money in German euro, one pill for where it stands.

/** 123456 → '1.234,56 €' (lib's formatCents, under the name the invoice screens use). */
export const euroOfCents = formatCents;

/** 'yyyy-MM-dd' → 'dd.MM.yyyy'; '–' when there is none (a draft has no date yet). */
export const invoiceDate = (date: string | null): string => (date ? formatCalendarDate(date) : '–');

const paymentTones: Record<PaymentState, PillTone> = {
  open: 'info',
  overdue: 'danger',
  partial: 'warning',
  partial_overdue: 'danger',
  paid: 'success',
  overpaid: 'warning',
};

/** The row's flat `corrects` as documentTitleOf reads a document's (a partial one has `partial` set). */
const partialOf = (c: InvoiceRow['corrects'] | undefined) => (c?.partial ? { partial: true } : null);

/** The pill: the payment state of an issued invoice, else its status (a credit note says so). */
export function invoiceState(
  i: Pick<InvoiceRow, 'kind' | 'status' | 'paymentState'> & Partial<Pick<InvoiceRow, 'corrects'>>,
): {
  label: string;
  tone: PillTone;
} {
  // A partial credit note is a 'Rechnungskorrektur', a full one a 'Stornorechnung'.
  if (i.kind === 'credit_note')
    return { label: documentTitleOf({ kind: i.kind, corrects: partialOf(i.corrects) }), tone: 'neutral' };
  if (i.status === 'draft') return { label: invoiceStatusLabels.draft, tone: 'warning' };
  // Money that came in after a Storno (a direct debit already at the bank) is the client's to refund.
  if (i.status === 'cancelled')
    return i.paymentState === 'overpaid'
      ? { label: `${invoiceStatusLabels.cancelled} · ${paymentStateLabels.overpaid}`, tone: paymentTones.overpaid }
      : { label: invoiceStatusLabels.cancelled, tone: 'neutral' };
  if (i.paymentState) return { label: paymentStateLabels[i.paymentState], tone: paymentTones[i.paymentState] };
  return { label: invoiceStatusLabels[i.status], tone: 'info' };
}

/** 'Rechnung', 'Vorausrechnung' (issued before the service), 'Stornorechnung zu 2026-0001' or 'Rechnungskorrektur zu 2026-0001'. */
export function kindLabel(i: Pick<InvoiceRow, 'kind' | 'advance' | 'corrects'>): string {
  const title = documentTitleOf({ kind: i.kind, advance: i.advance, corrects: partialOf(i.corrects) });
  const corrected = i.corrects?.number;
  return corrected ? `${title} zu ${corrected}` : title;
}

/** Under the amount in the admin's list: what was paid, and what partial credit notes took off. */
export function paidDetail(i: Pick<InvoiceRow, 'kind' | 'status' | 'paidCents' | 'creditedCents'>): string | undefined {
  if (i.kind !== 'invoice' || i.status !== 'issued') return undefined;
  const credited = i.creditedCents > 0 ? ` · gutgeschrieben ${euroOfCents(i.creditedCents)}` : '';
  return `bezahlt ${euroOfCents(i.paidCents)}${credited}`;
}

/** Documents exist only for issued invoices and credit notes (a draft has no number yet). */
export const hasDocuments = (i: Pick<InvoiceRow, 'status'>): boolean => i.status !== 'draft';
