import { adminPush, definePush, type PushRule, type Stored } from '../../server/eventstore';
import { invoiceKeys } from './contract';
import {
  billingAddressEventTypes,
  firmEventTypes,
  invoiceEventTypes,
  type BillingAddressEvent,
  type InvoiceEvent,
} from './events';

/** The client the invoice or address is about, and the admins. */
const clientAndAdmins = (e: Stored<InvoiceEvent | BillingAddressEvent>) => [`user:${e.data.clientId}`, 'role:admin'];

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
    audience: clientAndAdmins,
    keys: () => [[...invoiceKeys.all]],
  }),
  adminPush(firmEventTypes, [invoiceKeys.firm]),
  definePush<BillingAddressEvent>({
    handles: billingAddressEventTypes,
    audience: clientAndAdmins,
    keys: () => [[...invoiceKeys.billingAddress]],
  }),
];
