import type { OutgoingDebit } from '../fees';
import { folded } from './matching';
import { debitIdOf, type OtherDebit } from './statement-line';

// The firm's own transfers among a statement's other debits: handed, with their identity and
// reference folded as the matching folds purposes, to the modules whose transfers they execute.

/** The other debits in the form the payouts match (two equal debits in one file stay two). */
export function outgoingDebits(debits: readonly OtherDebit[]): OutgoingDebit[] {
  const seen = new Map<string, number>();
  return debits.map((d) => {
    const base = `${d.bookedOn}|${d.amountCents}|${d.purpose}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return {
      bankLineId: debitIdOf(d, n),
      bookedOn: d.bookedOn,
      amountCents: d.amountCents,
      reference: folded(`${d.purpose} ${d.endToEndId ?? ''}`),
    };
  });
}
