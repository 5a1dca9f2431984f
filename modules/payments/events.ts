import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import type { MatchedBy, StatementFormat } from './contract';
import type { StatementLine } from './statement-line';
import { allOf } from '../../lib/all-of';

// The payments module's events: each credit line of a bank statement (its own stream, keyed by the
// line's stable identity, so the same line uploaded again is the same stream) and the settings.

/** A credit read from an uploaded statement, with the open invoice its purpose names (if any). */
export type StatementLineImported = NewEvent<
  'StatementLineImported',
  StatementLine & {
    lineId: string;
    format: StatementFormat;
    proposal: { invoiceId: string; matchedBy: MatchedBy } | null;
    at: string;
  }
>;
/**
 * The admin confirmed the line as a payment of the invoice (booked on the invoice in the same
 * transaction). `paymentId`: the payment's id when it is not the line's own (a confirmation after an undo).
 */
export type StatementLineConfirmed = NewEvent<
  'StatementLineConfirmed',
  {
    lineId: string;
    invoiceId: string;
    amountCents: number;
    byId: string;
    manual: boolean;
    paymentId?: string;
    at: string;
  }
>;
/** The payment a confirmation booked was undone (issue 31): the line may be confirmed again, onto any invoice. */
export type StatementLineReopened = NewEvent<
  'StatementLineReopened',
  { lineId: string; invoiceId: string; paymentId: string; byId: string; at: string }
>;
export type StatementLineEvent = StatementLineImported | StatementLineConfirmed | StatementLineReopened;

export type PaymentSettingsSet = NewEvent<'PaymentSettingsSet', { autoActivate: boolean; at: string }>;
export type PaymentSettingsEvent = PaymentSettingsSet;

export const statementLineEventTypes = allOf<StatementLineEvent['type']>({
  StatementLineImported: true,
  StatementLineConfirmed: true,
  StatementLineReopened: true,
});
export const paymentSettingsEventTypes = allOf<PaymentSettingsEvent['type']>({ PaymentSettingsSet: true });

/** `payments-statement-line-<line id>`. */
export const statementLineStreams = aggregateStreams('payments', 'statement-line');
/** `payments-settings-firm`. */
export const paymentSettingsStreams = aggregateStreams('payments', 'settings');
export const SETTINGS_ID = 'firm';
