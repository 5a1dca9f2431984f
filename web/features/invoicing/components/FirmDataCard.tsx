import { useSuspenseQuery } from '@tanstack/react-query';
import { invoiceKeys, invoiceMomentLabels, invoiceMoments } from '../../../../modules/invoicing/contract';
import { FieldGroupSections, FormSection } from '../../../components/form/FormSection';
import { SaveForm } from '../../../components/form/SaveForm';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { queryCard } from '../../../components/errors/QueryCard';
import { Notice } from '../../../components/ui/Notice';
import { germanNumberCheck } from '../../../lib/german-number';
import { firmDataQuery, saveFirmData } from '../api/invoicing';
import { checkFirmForm, firmFormFrom, paymentTermSchema, vatRateSchema } from '../rules/firm-form';
import { invoicingTexts } from '../rules/texts';
import { AddressFields } from './AddressFields';
import { showServerFieldErrors } from './server-field-errors';
import * as styles from './Invoicing.css';

const invoiceMomentOptions = invoiceMoments.map((id) => ({ id, label: invoiceMomentLabels[id] }));

/** The plain text fields, a section each group. */
const textFieldGroups = [
  {
    legend: 'Kontakt und Steuer',
    fields: [
      { name: 'email', label: 'E-Mail', type: 'email', isRequired: true },
      { name: 'phone', label: 'Telefon', type: 'tel', isRequired: true, description: 'Pflichtangabe der XRechnung' },
      { name: 'taxNumber', label: 'Steuernummer', description: 'Steuernummer oder USt-IdNr. (mindestens eines)' },
      { name: 'vatId', label: 'USt-IdNr.', description: 'z. B. DE123456789' },
      { name: 'registerEntry', label: 'Registereintrag', description: 'z. B. Amtsgericht München, HRB 12345' },
      { name: 'managingDirector', label: 'Geschäftsführung' },
    ],
  },
  {
    legend: 'Bankverbindung',
    fields: [
      { name: 'iban', label: 'IBAN', isRequired: true },
      { name: 'bic', label: 'BIC' },
      { name: 'bankName', label: 'Bank' },
      { name: 'creditorId', label: 'Gläubiger-ID', description: 'Für SEPA-Lastschriften, z. B. DE98ZZZ09999999999' },
    ],
  },
] as const;

/**
 * The card 'Firmendaten' of /admin/settings: the seller on every invoice (issue 18 item 1). It loads
 * and fails on its own: the other settings stay usable.
 */
export const FirmDataCard = queryCard(
  {
    title: 'Firmendaten',
    subtitle: 'Der Verkäufer auf jeder Rechnung (§ 14 UStG).',
    testId: 'settings-firm',
    loadError: invoicingTexts.firmLoadFailed,
  },
  FirmDataForm,
);

function FirmDataForm() {
  const { data } = useSuspenseQuery(firmDataQuery);
  const { form, save } = useSavedForm({
    initial: () => firmFormFrom(data.data),
    check: checkFirmForm,
    save: saveFirmData,
    queryKey: invoiceKeys.firm,
    messages: { saved: invoicingTexts.firmSaved, saveFailed: invoicingTexts.firmSaveFailed },
    valuesOf: (answer) => firmFormFrom(answer.data),
    onServerError: showServerFieldErrors,
  });

  return (
    <SaveForm label="Firmendaten" of={{ form, save }} className={styles.form}>
      {data.saved ? null : <Notice tone="warning">{invoicingTexts.firmNotSaved}</Notice>}
      <form.AppField name="legalName">
        {(field) => <field.TextField label="Firmenname" isRequired autoComplete="organization" />}
      </form.AppField>
      <FormSection legend="Anschrift">
        <AddressFields form={form} fields="address" />
      </FormSection>
      <FieldGroupSections groups={textFieldGroups}>
        {({ name, ...props }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField {...props} />}
          </form.AppField>
        )}
      </FieldGroupSections>
      <FormSection legend="Rechnungen">
        <div className={styles.fields}>
          <form.AppField name="defaultVatRate" validators={{ onBlur: germanNumberCheck(vatRateSchema) }}>
            {(field) => (
              <field.NumberField label="Umsatzsteuersatz (%)" description="19 (Regelsatz) oder 7 (ermäßigt)" />
            )}
          </form.AppField>
          <form.AppField name="paymentTermDays" validators={{ onBlur: germanNumberCheck(paymentTermSchema) }}>
            {(field) => <field.NumberField label="Zahlungsziel (Tage)" />}
          </form.AppField>
          <form.AppField name="invoiceAt">
            {(field) => (
              <field.SelectField
                label="Rechnung stellen"
                options={invoiceMomentOptions}
                description="Vor Leistungsbeginn gestellt, ist sie eine Vorausrechnung."
              />
            )}
          </form.AppField>
          <form.AppField name="numberPattern">
            {(field) => (
              <field.TextField
                label="Nummernmuster"
                description="{YYYY} Jahr, {NNNN} laufende Nummer, z. B. {YYYY}-{NNNN}"
              />
            )}
          </form.AppField>
          <div className={styles.wide}>
            <form.AppField name="smallBusiness">
              {(field) => (
                <field.CheckboxField description="Keine Umsatzsteuer; die Rechnung trägt den Hinweis nach § 19 UStG.">
                  Kleinunternehmer (§ 19 UStG)
                </field.CheckboxField>
              )}
            </form.AppField>
          </div>
        </div>
      </FormSection>
    </SaveForm>
  );
}
