import { names, type OutgoingDebit } from '../../fees';
import { folded } from '../matching';

// Which of a statement's other debits executes which open refund: the debit names the refund's
// end-to-end id and has its exact amount (nothing guessed, as the payouts are matched).

interface OpenRefund {
  id: string;
  invoiceId: string;
  endToEndId: string;
  amountCents: number;
}

/** Each refund paid by a debit, with that debit (one debit pays one refund at most). */
export function refundsPaidBy(
  debits: readonly OutgoingDebit[],
  refunds: readonly OpenRefund[],
): { refund: OpenRefund; debit: OutgoingDebit }[] {
  const used = new Set<string>();
  const paid: { refund: OpenRefund; debit: OutgoingDebit }[] = [];
  for (const refund of refunds) {
    const word = folded(refund.endToEndId);
    const debit = debits.find(
      (d) => !used.has(d.bankLineId) && d.amountCents === refund.amountCents && names(d.reference, word),
    );
    if (!debit) continue;
    used.add(debit.bankLineId);
    paid.push({ refund, debit });
  }
  return paid;
}
