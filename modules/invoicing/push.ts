import { adminPush, definePush, type PushRule, type Stored } from '../../server/eventstore';
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
 * | event | audience |
 * |---|---|
 * | invoice drafted, issued, credited, paid, reminded | the client, admins |
 * | FirmDataSet | admins |
 * | BillingAddressSet | the client, admins |
 */
export const invoicingPush: PushRule[] = [
  definePush<InvoiceEvent>({ handles: invoiceEventTypes, audience: clientAndAdmins }),
  adminPush(firmEventTypes),
  definePush<BillingAddressEvent>({ handles: billingAddressEventTypes, audience: clientAndAdmins }),
];
