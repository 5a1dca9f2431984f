import { formatCalendarDate } from '../../../../lib/german/format';
import type { StatementView } from '../../../../modules/fees/contract';

// The payout of an issued statement (issue 35, item 5): its view carries `payout` (null until it
// is in a payout file).

const payoutOf = (s: StatementView) => s.payout;

/** 'Ausgezahlt am 05.03.2026', 'Überweisung beauftragt', or 'Offen'. */
export function payoutState(statement: StatementView): string {
  const payout = payoutOf(statement);
  if (!payout) return 'Offen';
  if (payout.state === 'paid' && payout.paidOn) return `Ausgezahlt am ${formatCalendarDate(payout.paidOn)}`;
  return payout.stateLabel;
}

/** Whether the office may still put the statement into a payout (each is paid out once). */
export const awaitsPayout = (statement: StatementView) => payoutOf(statement) === null;

/** Paid out and seen on the bank's statement: done, kept out of the office's everyday list. */
export const paidOut = (statement: StatementView) => payoutOf(statement)?.state === 'paid';
