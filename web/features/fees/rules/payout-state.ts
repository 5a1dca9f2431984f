import { formatCalendarDate } from '../../../../lib/german/format';
import type { StatementView } from '../../../../modules/fees/contract';

// The payout of an issued statement (issue 35, item 5, built on the payouts branch): its view
// carries `payout: { payoutId, state, stateLabel, paidOn } | null`. Read here without relying on
// it, so the screens stand before that branch is merged: no payout reads 'Offen'.

interface StatementPayout {
  payoutId: string;
  state: 'open' | 'paid';
  stateLabel: string;
  paidOn: string | null;
}
const payoutOf = (s: StatementView) => (s as StatementView & { payout?: StatementPayout | null }).payout ?? null;

/** 'Ausgezahlt am 05.03.2026', 'Überweisung beauftragt', or 'Offen'. */
export function payoutState(statement: StatementView): string {
  const payout = payoutOf(statement);
  if (!payout) return 'Offen';
  if (payout.state === 'paid' && payout.paidOn) return `Ausgezahlt am ${formatCalendarDate(payout.paidOn)}`;
  return payout.stateLabel;
}

/** Whether the office may still put the statement into a payout (each is paid out once). */
export const awaitsPayout = (statement: StatementView) => payoutOf(statement) === null;
