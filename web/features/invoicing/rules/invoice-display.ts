import {
  documentTitleOf,
  invoiceStatusLabels,
  paymentStateLabels,
  type InvoiceView,
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

/** The pill: the payment state of an issued invoice, else its status (a credit note says so). */
export function invoiceState(
  i: Pick<InvoiceView, 'kind' | 'status' | 'paymentState'> & Partial<Pick<InvoiceView, 'document'>>,
): {
  label: string;
  tone: PillTone;
} {
  // A partial credit note is a 'Rechnungskorrektur', a full one a 'Stornorechnung'.
  if (i.kind === 'credit_note')
    return { label: documentTitleOf({ kind: i.kind, corrects: i.document?.corrects }), tone: 'neutral' };
  if (i.status === 'draft') return { label: invoiceStatusLabels.draft, tone: 'warning' };
  if (i.status === 'cancelled') return { label: invoiceStatusLabels.cancelled, tone: 'neutral' };
  if (i.paymentState) return { label: paymentStateLabels[i.paymentState], tone: paymentTones[i.paymentState] };
  return { label: invoiceStatusLabels[i.status], tone: 'info' };
}

/** 'Rechnung', 'Vorausrechnung' (issued before the service), 'Stornorechnung zu 2026-0001' or 'Rechnungskorrektur zu 2026-0001'. */
export function kindLabel(i: Pick<InvoiceView, 'kind' | 'document'>): string {
  const title = documentTitleOf({ kind: i.kind, advance: i.document?.advance, corrects: i.document?.corrects });
  const corrected = i.document?.corrects?.number;
  return corrected ? `${title} zu ${corrected}` : title;
}

/** Under the amount in the admin's list: what was paid, and what partial credit notes took off. */
export function paidDetail(
  i: Pick<InvoiceView, 'kind' | 'status' | 'paidCents' | 'creditedCents'>,
): string | undefined {
  if (i.kind !== 'invoice' || i.status !== 'issued') return undefined;
  const credited = i.creditedCents > 0 ? ` · gutgeschrieben ${euroOfCents(i.creditedCents)}` : '';
  return `bezahlt ${euroOfCents(i.paidCents)}${credited}`;
}

/** Documents exist only for issued invoices and credit notes (a draft has no number yet). */
export const hasDocuments = (i: Pick<InvoiceView, 'status'>): boolean => i.status !== 'draft';
