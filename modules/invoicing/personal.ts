import { personalOf, type PersonalFields } from '../../server/eventstore';

/**
 * A client's billing address is personal: sealed with the client's key, erased with the account.
 * The buyer on an issued invoice is the firm's record, which the law makes it keep (§147 AO, §14b
 * UStG): sealed with the invoice's own contract key, which the client's erasure does not touch and
 * the retention job shreds 10 years after the end of the invoice's year (issuing.ts).
 */
export const invoicingPersonal: Record<string, PersonalFields> = {
  BillingAddressSet: personalOf('clientId')(['address']),
  InvoiceIssued: personalOf('invoiceId')(['buyer'], 'contract'),
};
