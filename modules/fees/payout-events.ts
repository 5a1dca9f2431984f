import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

// The payouts of issued statements (issue 35 item 5): one stream for the firm, so two admins'
// payouts queue behind its lock and no statement is paid out twice.

/** A Gutschrift that took money back (negative gross), set off against a transfer of the same Accelerator. */
export interface PayoutOffset {
  statementId: string;
  number: string;
  /** its gross, negative */
  amountCents: number;
}

/** One transfer of a payout: one issued statement, to its Accelerator. */
export interface PayoutTransfer {
  statementId: string;
  partnerId: string;
  /** the Gutschrift number, also the transfer's end-to-end id ('GS-2026-0007') */
  number: string;
  /** what is transferred: the statement's gross less the offsets (absent in older events: none) */
  amountCents: number;
  offsets?: PayoutOffset[];
}

/** The office made a payout: the pain.001 file's message id, its execution date and the transfers. */
export type PayoutCreated = NewEvent<
  'PayoutCreated',
  {
    payoutId: string;
    messageId: string;
    executionDate: string;
    transfers: PayoutTransfer[];
    totalCents: number;
    byId: string;
    at: string;
  }
>;
/** A debit on the firm's statement paid these statements of the payout (all of it, or single transfers). */
export type PayoutPaid = NewEvent<
  'PayoutPaid',
  { payoutId: string; statementIds: string[]; partnerIds: string[]; bankLineId: string; bookedOn: string; at: string }
>;
export type PayoutEvent = PayoutCreated | PayoutPaid;

export const payoutEventTypes = allOf<PayoutEvent['type']>({ PayoutCreated: true, PayoutPaid: true });

/** `fees-payouts-firm`: every payout of the firm. */
export const payoutStreams = aggregateStreams('fees', 'payouts');
export const PAYOUTS_ID = 'firm';
