import { byNumber } from './matching';
import { uuidOf } from './statement-line';
import type { Allocation, StatementLineConfirmed } from './events';

// How a confirmed statement line's money is parted over invoices (a transfer naming several), and
// the payment id of each part: one rule for the line's decider and the command that books them.

/** A payment a line's confirmation booked on an invoice. */
export interface BookedPart {
  paymentId: string;
  invoiceId: string;
}

/** An invoice a split line may pay, with what is open on it at the confirmation. */
export interface OpenInvoice {
  id: string;
  number: string;
  openCents: number;
}

/** The payment id of a line's part on an invoice at its first confirmation: the line's id for the first part, else one per invoice. */
const firstPaymentId = (lineId: string, index: number, invoiceId: string) =>
  index === 0 ? lineId : uuidOf(`split|${lineId}|${invoiceId}`);

/** The payments a confirmation books, each with its id (one rule for the decider and the command). */
export function confirmedParts(d: StatementLineConfirmed['data']): (Allocation & BookedPart)[] {
  if (d.paymentId) return [{ invoiceId: d.invoiceId, amountCents: d.amountCents, paymentId: d.paymentId }];
  const parts = d.allocations ?? [{ invoiceId: d.invoiceId, amountCents: d.amountCents }];
  return parts.map((p, i) => ({ ...p, paymentId: firstPaymentId(d.lineId, i, p.invoiceId) }));
}

/**
 * A transfer naming several invoices, split over them: each invoice's open amount in number order;
 * what is left is an overpayment on the last. An invoice with nothing open gets nothing unless it is
 * the last; parts of 0 are left out.
 */
export function splitOver(amountCents: number, invoices: readonly OpenInvoice[]): Allocation[] {
  const sorted = [...invoices].sort(byNumber);
  let left = amountCents;
  const parts = sorted.map((invoice) => {
    const part = Math.min(Math.max(invoice.openCents, 0), left);
    left -= part;
    return { invoiceId: invoice.id, amountCents: part };
  });
  if (parts.length > 0) parts[parts.length - 1]!.amountCents += left;
  return parts.filter((p) => p.amountCents > 0);
}
