import type { InvoiceEvent, FirmEvent, BillingAddressEvent, SequenceEvent } from './events';
import type { DunningSettingsEvent } from './dunning/settings';

// Isomorphic: the invoicing module's schemas, texts and query keys (issue 18). The firm's master
// data (seller of every invoice), a client's billing address, and invoices as the API answers them.
// Money is integer cents everywhere; VAT rates are in percent (19, 7, 0).

export * from './contract/firm';
export * from './contract/creditor-id';
export * from './contract/invoices';
export * from './contract/list-filters';
export * from './contract/payments';
export * from './contract/dunning';
export * from './contract/partial-credit';
export * from './contract/set-off';
export { MAX_ENTERED_CENTS } from './contract/money';

// The DATEV export's settings and query (issue 18, item 7), for web/ (which sees only this file).
export * from './datev/contract';

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type InvoiceEventType = InvoiceEvent['type'];
export type FirmEventType = FirmEvent['type'];
export type BillingAddressEventType = BillingAddressEvent['type'];
export type SequenceEventType = SequenceEvent['type'];
export type DunningSettingsEventType = DunningSettingsEvent['type'];
