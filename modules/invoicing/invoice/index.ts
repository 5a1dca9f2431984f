// An invoice or credit note: its rules (decide.ts; issuing and cancelling in issue.ts) and those of its payments and reminders (payments.ts).
export { invoiceDecider } from './decide';
export type { IssueInvoice } from './issue';
export type { RecordPayment } from './payments';
export { levelDueFrom } from './dunning';
export { defaultClaim, FLAT_FEE_CENTS, interestPointsFor, isBusinessBuyer } from './claims';
export { setOffTargetOf } from './set-off';
export { takeBackTargetOf } from './set-off-take-back';
