import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import type { DraftReason, FirmData, IssuedInvoice, PostalAddress, Service } from './contract';
import type { PaymentMethod, TakeBackKind } from './contract/payments';
import type { DunningLevel } from './contract/dunning';
import { allOf } from '../../lib/all-of';

// The invoicing module's events: the firm's master data (one stream), each client's billing
// address, each invoice (and credit note), and one number sequence per year.

export type FirmDataSet = NewEvent<'FirmDataSet', { firm: FirmData; at: string }>;
export type FirmEvent = FirmDataSet;

export type BillingAddressSet = NewEvent<'BillingAddressSet', { clientId: string; address: PostalAddress; at: string }>;
export type BillingAddressEvent = BillingAddressSet;

/** One numbered invoice (or credit note) of a year: the stream's version is `sequence`. */
export type InvoiceNumberAssigned = NewEvent<
  'InvoiceNumberAssigned',
  { year: number; sequence: number; invoiceId: string; at: string }
>;
export type SequenceEvent = InvoiceNumberAssigned;

/** An invoice that waits for what it lacks (the client's address, the firm's data): no number yet. */
export type InvoiceDrafted = NewEvent<
  'InvoiceDrafted',
  { invoiceId: string; clientId: string; service: Service; missing: DraftReason[]; at: string }
>;
export type InvoiceIssued = NewEvent<'InvoiceIssued', IssuedInvoice>;
/** The invoice was cancelled by a credit note (issued in the same transaction on its own stream). */
export type InvoiceCancelled = NewEvent<
  'InvoiceCancelled',
  { invoiceId: string; clientId: string; creditNoteId: string; at: string }
>;
/** A draft that will never be issued: its package was cancelled before it took a number. */
export type InvoiceDiscarded = NewEvent<
  'InvoiceDiscarded',
  { invoiceId: string; clientId: string; reason: string; at: string }
>;
/** A payment booked on an issued invoice (a confirmed bank statement line, or entered by hand). */
export type InvoicePaymentRecorded = NewEvent<
  'InvoicePaymentRecorded',
  {
    invoiceId: string;
    clientId: string;
    paymentId: string;
    amountCents: number;
    /** the bank's booking date, yyyy-mm-dd */
    bookedOn: string;
    source: 'statement' | 'manual';
    reference: string | null;
    statementLineId: string | null;
    /** how it came (missing before issue 31: a statement line, or 'manual' from a test) */
    method?: PaymentMethod;
    /** the admin's note on a payment booked by hand */
    note?: string | null;
    /** paid by a client's credit set off from another invoice (absent before set-offs were taken back as one) */
    setOffId?: string;
    at: string;
  }
>;
/**
 * A booked payment taken back (issue 31): the admin's undo, a bank's reversal or a returned direct
 * debit; the invoice is open again by its amount. `undoneOn` is the day it is booked back (DATEV).
 */
export type InvoicePaymentUndone = NewEvent<
  'InvoicePaymentUndone',
  {
    invoiceId: string;
    clientId: string;
    paymentId: string;
    amountCents: number;
    kind: TakeBackKind;
    reason: string;
    undoneOn: string;
    at: string;
  }
>;
/**
 * A dunning level went out for an overdue invoice: `level` 1 the friendly 'Zahlungserinnerung'
 * (events before issue 31 carry no level: it was that one), 2 '1. Mahnung', 3 '2. Mahnung', with
 * what was open and claimed beside it (§ 288 BGB) on that day.
 */
export type InvoiceReminderSent = NewEvent<
  'InvoiceReminderSent',
  {
    invoiceId: string;
    clientId: string;
    remindedOn: string;
    level?: DunningLevel;
    openCents?: number;
    feeCents?: number;
    interestCents?: number | null;
    defaultFrom?: string | null;
    at: string;
  }
>;
/**
 * Part of an issued invoice credited by a partial credit note (issued in the same transaction on its
 * own stream, `creditNoteId`): the hours not used (null: an amount), and the credited amounts
 * (positive cents). The invoice stays issued and owes the rest (issue 31, item 6).
 */
export type InvoicePartlyCredited = NewEvent<
  'InvoicePartlyCredited',
  {
    invoiceId: string;
    clientId: string;
    creditNoteId: string;
    hours: number | null;
    netCents: number;
    vatCents: number;
    grossCents: number;
    at: string;
  }
>;
/**
 * Money paid back on the invoice (issue 31, item 6): to `payee` by a SEPA transfer whose end-to-end
 * id the bank hands back on the statement. It lowers what the invoice counts as paid.
 */
export type InvoiceRefundBooked = NewEvent<
  'InvoiceRefundBooked',
  {
    invoiceId: string;
    clientId: string;
    refundId: string;
    invoiceNumber: string;
    amountCents: number;
    reason: string;
    payee: { name: string; iban: string };
    endToEndId: string;
    bookedOn: string;
    at: string;
  }
>;
/** A refund's transfer seen on a bank statement (the debit line's id and booking day). */
export type InvoiceRefundPaid = NewEvent<
  'InvoiceRefundPaid',
  { invoiceId: string; clientId: string; refundId: string; bankLineId: string; paidOn: string; at: string }
>;
/** One set-off: the credit's invoice, the invoice it paid, the amount (its booking and its taking back share them). */
type SetOffFacts = {
  invoiceId: string;
  clientId: string;
  setOffId: string;
  invoiceNumber: string;
  toInvoiceId: string;
  toInvoiceNumber: string;
  amountCents: number;
};
/**
 * 'Guthaben verrechnen': the client's credit on this invoice (paid beyond what it asks) pays their
 * invoice `toInvoiceId`, which books it as a payment 'Verrechnung' in the same transaction. It lowers
 * what this invoice counts as paid, as a refund does; DATEV books both on the set-off clearing account.
 */
export type InvoiceCreditSetOff = NewEvent<'InvoiceCreditSetOff', SetOffFacts & { bookedOn: string; at: string }>;
/**
 * A set-off taken back as one act (the office set off the wrong credit): on the credit's invoice,
 * which holds the amount again; the other invoice's payment is taken back in the same transaction
 * (`InvoicePaymentUndone`, kind 'set_off'). Booked in DATEV on the day it was taken back.
 */
export type InvoiceSetOffTakenBack = NewEvent<
  'InvoiceSetOffTakenBack',
  SetOffFacts & { reason: string; undoneOn: string; at: string }
>;
export type InvoiceEvent =
  | InvoiceDrafted
  | InvoiceIssued
  | InvoiceCancelled
  | InvoiceDiscarded
  | InvoicePaymentRecorded
  | InvoicePaymentUndone
  | InvoiceReminderSent
  | InvoicePartlyCredited
  | InvoiceRefundBooked
  | InvoiceRefundPaid
  | InvoiceCreditSetOff
  | InvoiceSetOffTakenBack;

export const firmEventTypes = allOf<FirmEvent['type']>({ FirmDataSet: true });
export const billingAddressEventTypes = allOf<BillingAddressEvent['type']>({ BillingAddressSet: true });
export const invoiceEventTypes = allOf<InvoiceEvent['type']>({
  InvoiceDrafted: true,
  InvoiceIssued: true,
  InvoiceCancelled: true,
  InvoiceDiscarded: true,
  InvoicePaymentRecorded: true,
  InvoicePaymentUndone: true,
  InvoiceReminderSent: true,
  InvoicePartlyCredited: true,
  InvoiceRefundBooked: true,
  InvoiceRefundPaid: true,
  InvoiceCreditSetOff: true,
  InvoiceSetOffTakenBack: true,
});

/** One stream for the firm: `invoicing-firm-firm`. */
export const firmStreams = aggregateStreams('invoicing', 'firm');
export const FIRM_ID = 'firm';
/** `invoicing-billing-address-<client's user id>`. */
export const billingAddressStreams = aggregateStreams('invoicing', 'billing-address');
/** `invoicing-invoice-<invoice id>` (credit notes too). */
export const invoiceStreams = aggregateStreams('invoicing', 'invoice');
/** `invoicing-sequence-<year>`: its version is the last number given in that year. */
export const sequenceStreams = aggregateStreams('invoicing', 'sequence');
