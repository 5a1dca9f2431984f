import { privacyOf } from '../../server/eventstore';
import type { BillingDataEvent, FeeSequenceEvent, FeeTermsEvent, StatementEvent } from './events';
import type { PayoutEvent } from './payout-events';

/**
 * An Accelerator's billing data (name, address, tax number, IBAN) is personal: sealed with their key,
 * erased with their account. The seller on an issued statement (a Gutschrift, a booking record the
 * firm keeps 10 years, § 147 AO, § 14b UStG) is sealed with the statement's own contract key, which
 * the Accelerator's erasure does not touch and the retention job shreds when the books may go. A
 * dispute's reason and the office's note are typed freely, so may name people. Terms, lines (ids,
 * dates, hours, cents) and numbers are plain.
 */
export const feesPrivacy = privacyOf<
  FeeTermsEvent | BillingDataEvent | StatementEvent | FeeSequenceEvent | PayoutEvent
>()({
  FeeTermsSet: { plain: ['terms'] },
  BillingDataSet: { subject: 'partnerId', personal: ['billing'] },
  StatementDrafted: { plain: ['month', 'lines'] },
  StatementLineDisputed: { subject: 'partnerId', personal: ['reason'] },
  StatementDisputeResolved: { subject: 'partnerId', personal: ['note'] },
  StatementIssueHeld: { plain: ['month', 'reason'] },
  StatementIssued: {
    subject: 'statementId',
    purpose: 'contract',
    personal: ['seller'],
    // The buyer is the firm's public master data (name, address, tax ids), no person's.
    plain: ['month', 'number', 'issuedOn', 'tax', 'taxOfMonths', 'buyer'],
  },
  // A payout names statements, numbers and amounts; the accounts are read from the billing data.
  PayoutCreated: { plain: ['executionDate', 'transfers'] },
  PayoutPaid: { plain: ['bookedOn'] },
});
