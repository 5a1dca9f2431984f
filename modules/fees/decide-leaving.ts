// When a former Accelerator may be forgotten (GDPR Art. 17; identity's erasure asks): only once the
// books no longer need their billing data. A Gutschrift keeps its seller under its own key, so what
// must be finished first is what still reads the billing data: a month not yet drafted, a statement
// not yet issued (issuing copies the billing data), a Gutschrift not yet paid out (the payout file
// reads the IBAN when it is downloaded).

export interface LeavingStatementFact {
  month: string;
  issued: boolean;
  number: string | null;
  grossCents: number | null;
  /** the bank booked the transfer that paid it */
  paidOut: boolean;
}

const monthName = (month: string) => `${month.slice(5)}/${month.slice(0, 4)}`;

/**
 * What is open of an Accelerator's money, one German sentence each (none: they may be erased).
 * `unbilledMonths`: months without a statement that would bill something now (the running one too).
 * A Gutschrift of 0 € or less pays nothing out: a negative one is the firm's claim, kept readable
 * with the Gutschrift, and no later statement of a former Accelerator would set it off.
 */
export function openFeesOf(statements: readonly LeavingStatementFact[], unbilledMonths: readonly string[]): string[] {
  const open: string[] = [];
  for (const month of [...unbilledMonths].sort())
    open.push(`Der Monat ${monthName(month)} ist noch nicht abgerechnet.`);
  for (const s of [...statements].sort((a, b) => a.month.localeCompare(b.month))) {
    if (!s.issued) open.push(`Die Abrechnung ${monthName(s.month)} ist noch nicht ausgestellt.`);
    else if ((s.grossCents ?? 0) > 0 && !s.paidOut) open.push(`Die Gutschrift ${s.number} ist noch nicht ausgezahlt.`);
  }
  return open;
}
