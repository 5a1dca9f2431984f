import { listedMeetingEvents } from '../../../realtime/event-types';
import { defineRefresh } from '../../../realtime/refresh';
import { feeKeys } from './fees';

const statementEvents = [
  'StatementDrafted',
  'StatementConfirmed',
  'StatementLineDisputed',
  'StatementDisputeResolved',
  'StatementIssued',
  'StatementIssueHeld',
] as const;

/**
 * The office's fee terms, the Accelerator's billing data, the month's preview (a meeting completed
 * or cancelled changes it, as do new terms and a statement drafted) and the statements (the
 * server pushes a statement's events to its Accelerator and the office).
 */
export const feesRefresh = defineRefresh('fees', [
  { family: feeKeys.terms, on: ['FeeTermsSet'] },
  { family: feeKeys.billing, on: ['BillingDataSet'] },
  { family: feeKeys.preview, on: [...listedMeetingEvents, 'FeeTermsSet', ...statementEvents] },
  // A payout made or paid changes the statements' payout state.
  { family: feeKeys.statements, on: [...statementEvents, 'CreditNoteNumberAssigned', 'PayoutCreated', 'PayoutPaid'] },
]);
