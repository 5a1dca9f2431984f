import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { Actor } from '../identity/contract';
import type { StatementStatus } from './contract';
import { payoutStreams, type PayoutEvent, type PayoutOffset, type PayoutTransfer } from './payout-events';

// The rules of the payouts: which statements may be paid out (issued, not yet in a payout, a
// positive amount, the Accelerator's IBAN known), and which debit on the firm's bank statement
// pays which of them (the exact reference and the exact amount, nothing guessed).

export type PayoutError =
  | 'NotAllowed'
  | 'PayoutNoFirmAccount'
  | { code: 'PayoutStatementNotFound'; statement: string }
  | { code: 'PayoutStatementNotIssued'; statement: string }
  | { code: 'PayoutAlreadyPaidOut'; statement: string }
  | { code: 'PayoutNothingToPay'; statement: string }
  | { code: 'PayoutNoIban'; statement: string };

/** What the command knows of one requested statement (`status` null: there is no such statement). */
export interface StatementFact {
  statementId: string;
  status: StatementStatus | null;
  partnerId: string;
  /** the Accelerator's name, so a refusal names whose statement it is */
  partnerName: string;
  month: string;
  number: string | null;
  grossCents: number | null;
  /** the Accelerator's billing data names an IBAN */
  hasIban: boolean;
}

/** An issued Gutschrift of an Accelerator of the payout that takes money back (gross below 0). */
export interface CreditFact {
  statementId: string;
  partnerId: string;
  number: string;
  grossCents: number;
}

/** A debit on the firm's account as the statement reader gives it; `reference` is purpose and end-to-end id folded to A-Z0-9. */
export interface OutgoingDebit {
  bankLineId: string;
  bookedOn: string;
  amountCents: number;
  reference: string;
}

interface PayoutState {
  messageId: string;
  transfers: (PayoutTransfer & { paid: boolean })[];
}
interface PayoutsState {
  payouts: Map<string, PayoutState>;
  /** each statement paid out (or, taking money back, set off), with its payout */
  paidOut: Map<string, string>;
}

type PayoutCommand =
  | {
      type: 'CreatePayout';
      payoutId: string;
      actor: Actor;
      statements: StatementFact[];
      /** the Gutschriften of these Accelerators that take money back (those set off already are skipped) */
      credits: readonly CreditFact[];
      hasFirmAccount: boolean;
      executionDate: string;
      now: Date;
    }
  | { type: 'SettleDebits'; debits: OutgoingDebit[]; now: Date };

/** The file's message id: 'AUSZ' and the payout id's first 28 hex digits (35 at most, unique per payout). */
export const payoutMessageIdOf = (payoutId: string) => `AUSZ${payoutId.replace(/-/g, '').slice(0, 28).toUpperCase()}`;

/** How a statement is named in a refusal: its Gutschrift number, or its month and Accelerator until it has one. */
const nameOf = (s: StatementFact) =>
  s.number ?? `Abrechnung ${s.month.slice(5)}/${s.month.slice(0, 4)} von ${s.partnerName}`;

function createPayout(
  c: Extract<PayoutCommand, { type: 'CreatePayout' }>,
  s: PayoutsState,
): PayoutEvent[] | PayoutError {
  if (c.actor.role !== 'admin') return 'NotAllowed';
  if (!c.hasFirmAccount) return 'PayoutNoFirmAccount';
  for (const f of c.statements) {
    if (f.status === null) return { code: 'PayoutStatementNotFound', statement: f.statementId } as const;
    const statement = nameOf(f);
    if (f.status !== 'issued') return { code: 'PayoutStatementNotIssued', statement } as const;
    if (s.paidOut.has(f.statementId)) return { code: 'PayoutAlreadyPaidOut', statement } as const;
    if ((f.grossCents ?? 0) <= 0) return { code: 'PayoutNothingToPay', statement } as const;
    if (!f.hasIban) return { code: 'PayoutNoIban', statement } as const;
  }
  const gross = c.statements.map((f) => ({
    statementId: f.statementId,
    partnerId: f.partnerId,
    number: f.number!,
    amountCents: f.grossCents!,
  }));
  const transfers = withOffsets(gross, c.credits, s.paidOut);
  const data = {
    payoutId: c.payoutId,
    messageId: payoutMessageIdOf(c.payoutId),
    executionDate: c.executionDate,
    transfers,
    totalCents: transfers.reduce((sum, t) => sum + t.amountCents, 0),
    byId: c.actor.id,
    at: c.now.toISOString(),
  };
  return [{ type: 'PayoutCreated' as const, data }];
}

const byNumber = (a: { number: string }, b: { number: string }) =>
  a.number.localeCompare(b.number, 'de', { numeric: true });

/**
 * A Gutschrift that takes money back says 'wird mit Ihrer nächsten Abrechnung verrechnet': it is set
 * off against the Accelerator's newest transfer of the next payout, oldest first, while that transfer
 * stays above 0 (a transfer of 0 cannot be made); one that does not fit waits for a later payout.
 * Each is set off once (`done`: those of earlier payouts).
 */
function withOffsets(
  transfers: readonly PayoutTransfer[],
  credits: readonly CreditFact[],
  done: ReadonlyMap<string, string>,
): PayoutTransfer[] {
  const open = credits.filter((c) => c.grossCents < 0 && !done.has(c.statementId)).sort(byNumber);
  return transfers.map((t) => {
    const newest = transfers
      .filter((o) => o.partnerId === t.partnerId)
      .sort(byNumber)
      .at(-1);
    if (newest !== t) return t;
    let amountCents = t.amountCents;
    const offsets: PayoutOffset[] = [];
    for (const c of open.filter((o) => o.partnerId === t.partnerId)) {
      if (amountCents + c.grossCents <= 0) break;
      amountCents += c.grossCents;
      offsets.push({ statementId: c.statementId, number: c.number, amountCents: c.grossCents });
    }
    return offsets.length > 0 ? { ...t, amountCents, offsets } : t;
  });
}

/** A transfer's statement and those set off against it: the bank's debit settles them together. */
const settledBy = (t: PayoutTransfer): string[] => [t.statementId, ...(t.offsets ?? []).map((o) => o.statementId)];

/** Whether `reference` names `word` (folded) not followed by another digit ('GS20260007' is not 'GS202600071'). */
export function names(reference: string, word: string): boolean {
  for (let at = reference.indexOf(word); at >= 0; at = reference.indexOf(word, at + 1))
    if (!/\d/.test(reference.charAt(at + word.length))) return true;
  return false;
}

const folded = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The transfers a debit pays: a whole payout when it names the file's message id and its amount is
 * what of that payout is unpaid (the bank books a file as one debit); else the one transfer whose
 * Gutschrift number it names with that transfer's amount (the bank books each transfer alone).
 */
function paidBy(payouts: ReadonlyMap<string, PayoutState>, d: OutgoingDebit) {
  for (const [payoutId, p] of payouts) {
    const open = p.transfers.filter((t) => !t.paid);
    if (open.length === 0) continue;
    const openCents = open.reduce((sum, t) => sum + t.amountCents, 0);
    if (names(d.reference, folded(p.messageId)) && d.amountCents === openCents) return { payoutId, transfers: open };
    const one = open.find((t) => names(d.reference, folded(t.number)) && t.amountCents === d.amountCents);
    if (one) return { payoutId, transfers: [one] };
  }
  return null;
}

function settleDebits(c: Extract<PayoutCommand, { type: 'SettleDebits' }>, s: PayoutsState): PayoutEvent[] {
  const events: PayoutEvent[] = [];
  let state = s;
  for (const d of c.debits) {
    const paid = paidBy(state.payouts, d);
    if (!paid) continue;
    const event: PayoutEvent = {
      type: 'PayoutPaid',
      data: {
        payoutId: paid.payoutId,
        statementIds: paid.transfers.flatMap(settledBy),
        partnerIds: [...new Set(paid.transfers.map((t) => t.partnerId))],
        bankLineId: d.bankLineId,
        bookedOn: d.bookedOn,
        at: c.now.toISOString(),
      },
    };
    events.push(event);
    state = evolvePayouts(state, event);
  }
  return events;
}

function decidePayouts(c: PayoutCommand, s: PayoutsState): PayoutEvent[] | PayoutError {
  switch (c.type) {
    case 'CreatePayout':
      return createPayout(c, s);
    case 'SettleDebits':
      return settleDebits(c, s);
    default:
      return unreachable(c);
  }
}

function evolvePayouts(s: PayoutsState, e: PayoutEvent): PayoutsState {
  const payouts = new Map(s.payouts);
  switch (e.type) {
    case 'PayoutCreated': {
      const paidOut = new Map(s.paidOut);
      for (const t of e.data.transfers) for (const id of settledBy(t)) paidOut.set(id, e.data.payoutId);
      payouts.set(e.data.payoutId, {
        messageId: e.data.messageId,
        transfers: e.data.transfers.map((t) => ({ ...t, paid: false })),
      });
      return { payouts, paidOut };
    }
    case 'PayoutPaid': {
      const p = payouts.get(e.data.payoutId)!;
      const paid = new Set(e.data.statementIds);
      payouts.set(e.data.payoutId, {
        ...p,
        transfers: p.transfers.map((t) => (paid.has(t.statementId) ? { ...t, paid: true } : t)),
      });
      return { ...s, payouts };
    }
    default:
      return unreachable(e);
  }
}

/** Every payout of the firm (stream id 'firm'). */
export const payoutsDecider = defineDecider(
  payoutStreams,
  (): PayoutsState => ({ payouts: new Map(), paidOut: new Map() }),
  evolvePayouts,
  decidePayouts,
);
