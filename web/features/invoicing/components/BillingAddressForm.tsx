import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingAddressRequest, invoiceKeys, type PostalAddress } from '../../../../modules/invoicing/contract';
import { submitForm, useAppForm } from '../../../components/form/use-app-form';
import { useSavedDefaults } from '../../../components/form/use-saved-defaults';
import { Button } from '../../../components/ui/Button';
import { formSchema } from '../../../lib/validation';
import { saveBillingAddress } from '../api/invoicing';
import { invoicingTexts } from '../rules/texts';
import { AddressFields } from './AddressFields';
import { showServerFieldErrors } from './server-field-errors';
import * as styles from './Invoicing.css';

const empty = { street: '', postalCode: '', city: '', country: 'DE' };

/** The client's billing address (issue 18 item 2): on /account-settings and, when missing, on /package. */
export function BillingAddressForm({ address, submitLabel }: { address: PostalAddress | null; submitLabel: string }) {
  const queryClient = useQueryClient();
  const [defaultValues, keepSaved] = useSavedDefaults(() => address ?? empty);
  const save = useMutation({
    mutationFn: saveBillingAddress,
    meta: {
      successToast: { title: invoicingTexts.addressSaved },
      errorToast: invoicingTexts.addressSaveFailed,
      // A draft that waited for the address is issued now.
      invalidates: [invoiceKeys.all],
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(invoiceKeys.billingAddress, answer);
      if (!answer.address) return;
      keepSaved(form, answer.address);
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: formSchema(billingAddressRequest, defaultValues) },
    onSubmit: ({ value }) => save.mutate(billingAddressRequest.parse(value)),
  });

  return (
    <form className={styles.form} onSubmit={submitForm(form)} noValidate aria-label="Rechnungsadresse">
      <AddressFields
        form={form}
        fields={{ street: 'street', postalCode: 'postalCode', city: 'city', country: 'country' }}
      />
      <div className={styles.actions}>
        <Button type="submit" isPending={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
