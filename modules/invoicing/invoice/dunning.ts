import { addDays, berlinDateOf } from '../../../lib/german/time';
import { scheduleDays, type DunningLevel, type DunningSchedule } from '../contract';
import type { InvoiceReminderSent } from '../events';
import { defaultClaim, isBusinessBuyer, type ClaimFacts } from './claims';
import { owedCents, payable, type PayableState } from './payments';

// The dunning rules of an invoice: three levels, each from its day after the due date (the firm's
// schedule), one after the other, with fee and interest (§ 288 BGB) from the 1. Mahnung on.

export type DunningError =
  | 'InvoiceNotFound'
  | 'ReminderNotDue'
  | 'AllLevelsSent'
  | 'DebitSubmitted'
  | { code: 'DunningNotDueYet'; level: DunningLevel; from: string };

/**
 * Send the next level. `sweep`: the daily job, which sends only the first (the friendly
 * Zahlungserinnerung) and finds any sent one done; the Mahnungen are the admin's (README).
 */
export interface SendDunning {
  type: 'SendDunning';
  schedule: DunningSchedule;
  sweep: boolean;
  /** the invoice's direct debit is in a collection (sepa's, neither returned nor withdrawn) */
  debitSubmitted: boolean;
  now: Date;
}

/** Overdue: issued, not cancelled, past its due date (Berlin calendar) and not fully paid. */
function isOverdue(state: PayableState, today: string): boolean {
  if (payable(state) || !state.issued) return false;
  return today > state.issued.dueOn && state.paidCents < owedCents(state);
}

/**
 * The first day `level` may go out: its days after the due date, and (after a level sent late)
 * no sooner after the last level than the schedule leaves between the two, so the client always
 * has the time the firm meant to give.
 */
export function levelDueFrom(
  level: DunningLevel,
  invoice: { dueOn: string; lastDunnedOn: string | null },
  schedule: DunningSchedule,
): string {
  const days = scheduleDays(schedule);
  const byDueDate = addDays(invoice.dueOn, days[level]);
  if (level === 1 || invoice.lastDunnedOn === null) return byDueDate;
  const afterLast = addDays(invoice.lastDunnedOn, days[level] - days[(level - 1) as DunningLevel]);
  return afterLast > byDueDate ? afterLast : byDueDate;
}

/** The facts of § 288 BGB on `today`: a company as buyer is a business client. */
function claimFactsOf(state: PayableState, today: string): ClaimFacts {
  const issued = state.issued!;
  return {
    business: isBusinessBuyer(issued.buyer),
    dueOn: issued.dueOn,
    grossCents: owedCents(state),
    // A refund is money gone back, a negative payment from its day (as the open items read the rows).
    payments: [
      ...state.payments.filter((p) => !p.undone),
      ...state.refunds.map((r) => ({ amountCents: -r.amountCents, bookedOn: r.bookedOn })),
    ],
    firstDunnedOn: state.remindedOn,
    today,
  };
}

export function decideDunning(c: SendDunning, state: PayableState, id: string): InvoiceReminderSent[] | DunningError {
  // The sweep after any level finds it done (a second instance, the next day).
  if (c.sweep && state.dunningLevel > 0) return [];
  if (state.status === 'none') return 'InvoiceNotFound';
  // The money is on its way from the client's account: a letter asking for it asks them to pay twice.
  if (c.debitSubmitted) return 'DebitSubmitted';
  const today = berlinDateOf(c.now);
  if (!isOverdue(state, today)) return 'ReminderNotDue';
  if (state.dunningLevel === 3) return 'AllLevelsSent';
  const level = (state.dunningLevel + 1) as DunningLevel;
  const from = levelDueFrom(level, { dueOn: state.issued!.dueOn, lastDunnedOn: state.lastDunnedOn }, c.schedule);
  if (today < from) return { code: 'DunningNotDueYet', level, from };
  const openCents = owedCents(state) - state.paidCents;
  // The friendly first level claims nothing beside the invoice; from the 1. Mahnung on, fee and interest.
  const claim = level === 1 ? null : defaultClaim(claimFactsOf(state, today));
  const data = {
    invoiceId: id,
    clientId: state.clientId!,
    remindedOn: today,
    level,
    openCents,
    feeCents: claim?.feeCents ?? 0,
    interestCents: claim ? claim.interestCents : 0,
    defaultFrom: claim?.defaultFrom ?? null,
    at: c.now.toISOString(),
  };
  return [{ type: 'InvoiceReminderSent', data }];
}
