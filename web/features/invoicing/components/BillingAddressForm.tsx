import { billingAddressRequest, invoiceKeys, type PostalAddress } from '../../../../modules/invoicing/contract';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { fieldErrors } from '../../../lib/validation';
import { saveBillingAddress } from '../api/invoicing';
import { invoicingTexts } from '../rules/texts';
import { AddressFields } from './AddressFields';
import { showServerFieldErrors } from './server-field-errors';
import * as styles from './Invoicing.css';

const empty = { street: '', postalCode: '', city: '', country: 'DE' };

/** The client's billing address (issue 18 item 2): on /account-settings and, when missing, on /package. */
export function BillingAddressForm({ address, submitLabel }: { address: PostalAddress | null; submitLabel: string }) {
  const { form, save } = useSavedForm({
    initial: () => address ?? empty,
    check: (values: PostalAddress) => {
      const parsed = billingAddressRequest.safeParse(values);
      return parsed.success
        ? { ok: true, body: parsed.data }
        : { ok: false, errors: fieldErrors(billingAddressRequest, values) };
    },
    save: saveBillingAddress,
    queryKey: invoiceKeys.billingAddress,
    // A draft that waited for the address is issued now.
    invalidates: [invoiceKeys.all],
    messages: { saved: invoicingTexts.addressSaved, saveFailed: invoicingTexts.addressSaveFailed },
    valuesOf: (answer) => answer.address,
    onServerError: showServerFieldErrors,
  });

  return (
    <SaveForm label="Rechnungsadresse" of={{ form, save }} className={styles.form} submitLabel={submitLabel}>
      <AddressFields
        form={form}
        fields={{ street: 'street', postalCode: 'postalCode', city: 'city', country: 'country' }}
      />
    </SaveForm>
  );
}
