import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import type { LineProposal, StatementFormat } from './contract';
import type { StatementLine } from './statement-line';
import { allOf } from '../../lib/all-of';

// The payments module's events: each credit line of a bank statement (its own stream, keyed by the
// line's stable identity, so the same line uploaded again is the same stream) and the settings.

/**
 * A line read from an uploaded statement (a credit, or a reversal or return: `kind`, absent before
 * issue 31 = credit), with the invoice(s) its purpose names (if any).
 */
export type StatementLineImported = NewEvent<
  'StatementLineImported',
  Omit<StatementLine, 'kind' | 'returnReason'> & {
    kind?: StatementLine['kind'];
    returnReason?: string | null;
    lineId: string;
    format: StatementFormat;
    proposal: LineProposal | null;
    at: string;
  }
>;
/** One invoice's part of a confirmed line (a transfer naming several invoices is split over them). */
export interface Allocation {
  invoiceId: string;
  amountCents: number;
}
/**
 * The admin confirmed the line as a payment of the invoice (booked on the invoice in the same
 * transaction); `allocations` when split over several (absent before issue 31: all on `invoiceId`).
 * `paymentId`: the payment's id when it is not the line's own (a confirmation after an undo).
 * A reversal or return is confirmed with `takesBack`, the payment it took back.
 */
export type StatementLineConfirmed = NewEvent<
  'StatementLineConfirmed',
  {
    lineId: string;
    invoiceId: string;
    amountCents: number;
    allocations?: Allocation[];
    byId: string;
    manual: boolean;
    paymentId?: string;
    /** a reversal or return: the payment of `invoiceId` it took back (none booked) */
    takesBack?: string;
    at: string;
  }
>;
/** The admin took an unrelated line off the open list, with the reason ('Erledigt'). */
export type StatementLineDismissed = NewEvent<
  'StatementLineDismissed',
  { lineId: string; reason: string; byId: string; at: string }
>;
/**
 * A payment a confirmation booked was undone (issue 31); `open`: none of the line's payments is left
 * (a split books several), so it may be confirmed again, onto any invoice.
 */
export type StatementLineReopened = NewEvent<
  'StatementLineReopened',
  { lineId: string; invoiceId: string; paymentId: string; open?: boolean; byId: string; at: string }
>;
export type StatementLineEvent =
  StatementLineImported | StatementLineConfirmed | StatementLineDismissed | StatementLineReopened;

export type PaymentSettingsSet = NewEvent<'PaymentSettingsSet', { autoActivate: boolean; at: string }>;
export type PaymentSettingsEvent = PaymentSettingsSet;

export const statementLineEventTypes = allOf<StatementLineEvent['type']>({
  StatementLineImported: true,
  StatementLineConfirmed: true,
  StatementLineDismissed: true,
  StatementLineReopened: true,
});
export const paymentSettingsEventTypes = allOf<PaymentSettingsEvent['type']>({ PaymentSettingsSet: true });

/** `payments-statement-line-<line id>`. */
export const statementLineStreams = aggregateStreams('payments', 'statement-line');
/** `payments-settings-firm`. */
export const paymentSettingsStreams = aggregateStreams('payments', 'settings');
export const SETTINGS_ID = 'firm';
