import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';
import type { BillingData, FeeLine, TaxStatus } from './contract';
import type { GutschriftBuyer } from './documents/gutschrift';

// The fees module's events: each Accelerator's fee terms (one stream per Accelerator, one event per
// start month), their billing data, each monthly statement, and one Gutschrift number sequence per year.

/** What the firm pays an Accelerator from `validFrom` (a month, 'YYYY-MM') on, until newer terms start. */
export interface FeeTerms {
  validFrom: string;
  hourlyRate: number;
  ratesByPackageType: Record<string, number>;
  payLateCancellations: boolean;
  payNoShows: boolean;
  tax: TaxStatus;
}

export type FeeTermsSet = NewEvent<'FeeTermsSet', { partnerId: string; terms: FeeTerms; byId: string; at: string }>;
export type FeeTermsEvent = FeeTermsSet;

export type BillingDataSet = NewEvent<'BillingDataSet', { partnerId: string; billing: BillingData; at: string }>;
export type BillingDataEvent = BillingDataSet;

export type StatementDrafted = NewEvent<
  'StatementDrafted',
  { statementId: string; partnerId: string; month: string; lines: FeeLine[]; at: string }
>;
export type StatementConfirmed = NewEvent<'StatementConfirmed', { statementId: string; partnerId: string; at: string }>;
export type StatementLineDisputed = NewEvent<
  'StatementLineDisputed',
  { statementId: string; partnerId: string; lineId: string; reason: string; at: string }
>;
/** The office's answer to a dispute: the line struck (`remove`) or kept, with a note. */
export type StatementDisputeResolved = NewEvent<
  'StatementDisputeResolved',
  {
    statementId: string;
    partnerId: string;
    lineId: string;
    remove: boolean;
    note: string | null;
    byId: string;
    at: string;
  }
>;
/** The statement as issued, frozen: the seller's data copied, the totals, the Gutschrift number. */
export type StatementIssued = NewEvent<
  'StatementIssued',
  {
    statementId: string;
    partnerId: string;
    month: string;
    number: string;
    year: number;
    issuedOn: string;
    seller: BillingData;
    /** the firm as buyer, frozen for the Gutschrift (absent on statements issued before it was) */
    buyer?: GutschriftBuyer;
    tax: TaxStatus;
    /** the months of lines taxed otherwise than the statement's month (decide-tax.ts); absent when none */
    taxOfMonths?: Record<string, TaxStatus>;
    hundredths: number;
    netCents: number;
    vatCents: number;
    grossCents: number;
    /** issued by the job, 7 days after drafting without objection */
    auto: boolean;
    at: string;
  }
>;
/**
 * The job could not issue a statement 7 days old: its Accelerator has no billing data. Appended once,
 * so the office is told once ('Abrechnungsdaten fehlen'); the statement waits and is issued by the
 * job (or the office) once the data are there.
 */
export type StatementIssueHeld = NewEvent<
  'StatementIssueHeld',
  { statementId: string; partnerId: string; month: string; reason: 'billingMissing'; at: string }
>;
export type StatementEvent =
  | StatementDrafted
  | StatementConfirmed
  | StatementLineDisputed
  | StatementDisputeResolved
  | StatementIssued
  | StatementIssueHeld;

/** One Gutschrift number of a year: the stream's version is `sequence`. */
export type CreditNoteNumberAssigned = NewEvent<
  'CreditNoteNumberAssigned',
  { year: number; sequence: number; statementId: string; at: string }
>;
export type FeeSequenceEvent = CreditNoteNumberAssigned;

export const feeTermsEventTypes = allOf<FeeTermsEvent['type']>({ FeeTermsSet: true });
export const billingDataEventTypes = allOf<BillingDataEvent['type']>({ BillingDataSet: true });
export const statementEventTypes = allOf<StatementEvent['type']>({
  StatementDrafted: true,
  StatementConfirmed: true,
  StatementLineDisputed: true,
  StatementDisputeResolved: true,
  StatementIssued: true,
  StatementIssueHeld: true,
});
export const feeSequenceEventTypes = allOf<FeeSequenceEvent['type']>({ CreditNoteNumberAssigned: true });

/** `fees-terms-<partner id>`. */
export const feeTermsStreams = aggregateStreams('fees', 'terms');
/** `fees-billing-<partner id>`. */
export const billingDataStreams = aggregateStreams('fees', 'billing');
/** `fees-statement-<statement id>` (the id derived from Accelerator and month: one statement each). */
export const statementStreams = aggregateStreams('fees', 'statement');
/** `fees-sequence-<year>`: its version is the last Gutschrift number given in that year. */
export const feeSequenceStreams = aggregateStreams('fees', 'sequence');
