import { useSuspenseQuery } from '@tanstack/react-query';
import { FieldGroupSections, FormSection } from '../../../components/form/FormSection';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { queryCard } from '../../../components/errors/QueryCard';
import { Notice } from '../../../components/ui/Notice';
import { AddressFields, showServerFieldErrors } from '../../invoicing';
import { billingQuery, feeKeys, saveBilling } from '../api/fees';
import { billingFormFrom, checkBillingForm } from '../rules/billing-form';
import * as styles from './Fees.css';

const groups = [
  {
    legend: 'Steuer',
    fields: [
      { name: 'taxNumber', label: 'Steuernummer', description: 'Steuernummer oder USt-IdNr. (mindestens eines)' },
      { name: 'vatId', label: 'USt-IdNr.', description: 'z. B. DE123456789' },
    ],
  },
  {
    legend: 'Bankverbindung',
    fields: [
      { name: 'iban', label: 'IBAN', isRequired: true, description: 'Mit oder ohne Leerzeichen' },
      { name: 'bic', label: 'BIC' },
      { name: 'accountHolder', label: 'Kontoinhaber', isRequired: true },
    ],
  },
] as const;

/** The Accelerator's billing data: the seller on their Gutschriften and the account of their payouts. */
export const BillingDataCard = queryCard(
  {
    title: 'Abrechnungsdaten',
    subtitle:
      'Ihre Angaben auf den Gutschriften und das Konto für die Auszahlung. Änderungen gelten ab der nächsten ausgestellten Abrechnung.',
    testId: 'fee-billing',
    loadError: 'Die Abrechnungsdaten konnten nicht geladen werden.',
  },
  BillingDataForm,
);

function BillingDataForm({ name }: { name: string }) {
  const { data } = useSuspenseQuery(billingQuery);
  const { form, save } = useSavedForm({
    initial: () => billingFormFrom(data.billing, name),
    check: checkBillingForm,
    save: saveBilling,
    queryKey: feeKeys.billing,
    messages: { saved: 'Abrechnungsdaten gespeichert', saveFailed: 'Abrechnungsdaten nicht gespeichert' },
    valuesOf: (answer) => billingFormFrom(answer.billing, name),
    onServerError: showServerFieldErrors,
  });
  return (
    <SaveForm label="Abrechnungsdaten" of={{ form, save }} className={styles.form}>
      {data.billing ? null : (
        <Notice tone="warning">
          Noch keine Abrechnungsdaten: ohne sie kann das Büro Ihre Abrechnungen nicht ausstellen.
        </Notice>
      )}
      <form.AppField name="legalName">
        {(field) => (
          <field.TextField
            label="Name oder Firma"
            description="Wie auf der Gutschrift, z. B. Markus Berger Coaching"
            isRequired
            autoComplete="organization"
          />
        )}
      </form.AppField>
      <FormSection legend="Anschrift">
        <AddressFields form={form} fields="address" />
      </FormSection>
      <FieldGroupSections groups={groups}>
        {({ name, ...props }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField {...props} />}
          </form.AppField>
        )}
      </FieldGroupSections>
    </SaveForm>
  );
}
