// An invoice or credit note: its rules (decide.ts) and those of its payments and reminders (payments.ts).
export { invoiceDecider, type IssueInvoice } from './decide';
export type { RecordPayment } from './payments';
export { levelDueFrom } from './dunning';
export { defaultClaim, FLAT_FEE_CENTS, interestPointsFor, isBusinessBuyer } from './claims';
