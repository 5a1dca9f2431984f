import { useStore } from '@tanstack/react-form';
import type { ClientWithoutPackage } from '../../../../modules/packages/contract';
import { setFieldError, withForm } from '../../../components/form/use-app-form';
import { Notice } from '../../../components/ui/Notice';
import { firstMessage } from '../../../lib/validation';
import { ClientPicker } from '../../client-pickers';
import { emptyDraft } from '../rules/assignment-draft';
import { PaymentConfirmedField } from './PaymentConfirmedField';
import * as styles from './PackageForms.css';

const clientsLoadFailed = 'Failed to load clients. Please try again.';

/** Section 2 of the create form: client, payment reference, notes, activate at once (spec 02 §2). */
export const AssignClientSection = withForm({
  defaultValues: emptyDraft,
  props: {
    clients: [] as ClientWithoutPackage[],
    clientsFailed: false,
    /** A correction goes to the offer's client (issue 32): shown, not chosen, and offered, not activated. */
    fixedClient: null as { name: string; email: string } | null | undefined,
  },
  render: function Render({ form, clients, clientsFailed, fixedClient }) {
    const activateImmediately = useStore(form.store, (state) => state.values.activateImmediately);
    return (
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>
          <span className={styles.step} aria-hidden="true">
            2
          </span>
          Assign to Client
        </legend>
        {clientsFailed && !fixedClient ? <Notice tone="error">{clientsLoadFailed}</Notice> : null}
        {fixedClient ? (
          <p className={styles.fixedClient} data-testid="correction-client">
            Klient: {fixedClient.name || fixedClient.email} ({fixedClient.email})
          </p>
        ) : (
          <form.Field name="clientId">
            {(field) => (
              <ClientPicker
                label="Client *"
                placeholder="Search by name, e-mail or company"
                clients={clients}
                value={field.state.value || undefined}
                onChange={(id) => field.handleChange(id ?? '')}
                emptyText="No clients without a package"
                noMatchText="No matching client"
                description="Clients without a pending or active package."
                error={firstMessage(field.state.meta.errors)}
              />
            )}
          </form.Field>
        )}
        <form.AppField name="paymentReference">
          {(field) => <field.TextField label="Payment Reference" placeholder="e.g. invoice number" />}
        </form.AppField>
        <form.AppField name="notes">{(field) => <field.TextAreaField label="Notes" />}</form.AppField>
        {fixedClient ? null : (
          <form.AppField
            name="activateImmediately"
            // Unticked, the confirmation goes with it; either way its message is gone.
            listeners={{
              onChange: ({ value }) => {
                form.setFieldValue('paymentConfirmed', value && form.getFieldValue('paymentConfirmed'));
                setFieldError(form, 'paymentConfirmed', undefined);
              },
            }}
          >
            {(field) => (
              <field.CheckboxField
                description={
                  activateImmediately
                    ? 'The package is active at once; the client and partners are notified.'
                    : 'Unchecked: the client receives an e-mail to accept the package first.'
                }
              >
                Activate immediately (skip client acceptance)
              </field.CheckboxField>
            )}
          </form.AppField>
        )}
        {activateImmediately && !fixedClient ? (
          <PaymentConfirmedField
            form={form}
            fields={{ paymentConfirmed: 'paymentConfirmed' }}
            description="Required to activate the package."
          />
        ) : null}
      </fieldset>
    );
  },
});
