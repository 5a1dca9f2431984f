import { billingDataRequest } from '../../../../modules/fees/contract';
import { fieldErrors, type FieldErrors } from '../../../lib/validation';
import type { BillingAnswer, BillingRequest } from '../api/fees';

// The Accelerator's billing data as typed: text fields, the contract's German messages per field.
// An IBAN typed with spaces ('DE89 3704 …') is the contract's to read (it accepts and formats it).

interface BillingForm {
  legalName: string;
  address: { street: string; postalCode: string; city: string; country: string };
  taxNumber: string;
  vatId: string;
  iban: string;
  bic: string;
  accountHolder: string;
}

export function billingFormFrom(billing: BillingAnswer['billing'], name: string): BillingForm {
  if (!billing)
    return {
      legalName: name,
      address: { street: '', postalCode: '', city: '', country: 'DE' },
      taxNumber: '',
      vatId: '',
      iban: '',
      bic: '',
      accountHolder: name,
    };
  return {
    ...billing,
    address: { ...billing.address },
    taxNumber: billing.taxNumber ?? '',
    vatId: billing.vatId ?? '',
    bic: billing.bic ?? '',
  };
}

/** The body of `PUT /api/partners/me/billing`, or the German message per field (the contract's). */
export function checkBillingForm(
  values: BillingForm,
): { ok: true; body: BillingRequest } | { ok: false; errors: FieldErrors } {
  const errors = fieldErrors(billingDataRequest, values);
  return Object.keys(errors).length === 0 ? { ok: true, body: values } : { ok: false, errors };
}
