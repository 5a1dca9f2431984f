import { formatDate } from '../../../../lib/german/format';
import type { StatementView } from '../../../../modules/fees/contract';

// The payout of an issued statement. The payouts (issue 35, item 5) are built on their own branch;
// until their statement view says more, an issued statement waits for its transfer. A statement
// that carries `paidAt` (the bank's debit line matched) reads as paid.

type WithPayout = StatementView & { paidAt?: string | null; payoutId?: string | null };

export function payoutState(statement: StatementView): string {
  const s = statement as WithPayout;
  if (s.paidAt) return `Überwiesen am ${formatDate(s.paidAt)}`;
  if (s.payoutId) return 'Überweisung beauftragt';
  return 'Offen';
}
