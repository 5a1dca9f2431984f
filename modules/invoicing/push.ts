import { definePush, type PushRule } from '../../server/eventstore';
import { invoiceKeys } from './contract';
import {
  billingAddressEventTypes,
  firmEventTypes,
  invoiceEventTypes,
  type BillingAddressEvent,
  type FirmEvent,
  type InvoiceEvent,
} from './events';

/**
 * Invoices reach their client and the admins; the firm's data the admins; an address its client and the admins.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | invoice drafted, issued, credited, paid, reminded | the client, admins | `['invoices']` (lists, the year's summary, the invoice) |
 * | FirmDataSet | admins | the firm's data |
 * | BillingAddressSet | the client, admins | the billing address |
 */
export const invoicingPush: PushRule[] = [
  definePush<InvoiceEvent>({
    handles: invoiceEventTypes,
    audience: (e) => [`user:${e.data.clientId}`, 'role:admin'],
    keys: () => [[...invoiceKeys.all]],
  }),
  definePush<FirmEvent>({
    handles: firmEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...invoiceKeys.firm]],
  }),
  definePush<BillingAddressEvent>({
    handles: billingAddressEventTypes,
    audience: (e) => [`user:${e.data.clientId}`, 'role:admin'],
    keys: () => [[...invoiceKeys.billingAddress]],
  }),
];
