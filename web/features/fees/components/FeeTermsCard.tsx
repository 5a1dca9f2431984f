import { useSuspenseQuery } from '@tanstack/react-query';
import { formatMonthLong } from '../../../../lib/german/format';
import { addBerlinMonths, berlinDateOf, berlinMonthOf } from '../../../../lib/german/time';
import { queryCard } from '../../../components/errors/QueryCard';
import { RowList } from '../../../components/form/RowList';
import { SaveForm } from '../../../components/form/SaveForm';
import { FormSection } from '../../../components/form/FormSection';
import { clearListErrors } from '../../../components/form/list-errors';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { DividedList } from '../../../components/ui/DividedList';
import { germanNumberCheck } from '../../../lib/german-number';
import { recentMonths, showServerFieldErrors } from '../../invoicing';
import { feeKeys, feeTermsQuery, saveFeeTerms } from '../api/fees';
import {
  checkFeeTermsForm,
  euroRate,
  feeTermsFormFrom,
  startMonthOptions,
  taxChoices,
  termsSummary,
} from '../rules/fee-terms-form';
import * as styles from './Fees.css';

/** The card 'Honorar' on an Accelerator's page: new terms from a month on, and every set before. */
export const FeeTermsCard = queryCard(
  {
    title: 'Honorar',
    subtitle:
      'Stundensatz und Umsatzsteuer des Accelerators, ab einem Monat. Frühere Monate bleiben, wie sie abgerechnet wurden.',
    testId: 'fee-terms',
    loadError: 'Die Honorarkonditionen konnten nicht geladen werden.',
  },
  FeeTermsForm,
);

function FeeTermsForm({ partnerId }: { partnerId: string }) {
  const { data } = useSuspenseQuery(feeTermsQuery(partnerId));
  const now = new Date();
  const thisMonth = berlinMonthOf(now);
  const nextMonth = berlinMonthOf(addBerlinMonths(now, 1));
  // A year back (an Accelerator's first terms, months without statements) to a year ahead.
  const months = recentMonths(berlinDateOf(addBerlinMonths(now, 12)), 25).reverse();
  const { form, save } = useSavedForm({
    initial: () => feeTermsFormFrom(data, thisMonth, nextMonth),
    check: checkFeeTermsForm,
    save: saveFeeTerms(partnerId),
    queryKey: [...feeKeys.terms, partnerId],
    invalidates: [feeKeys.terms, feeKeys.preview],
    messages: { saved: 'Honorar gespeichert', saveFailed: 'Honorar nicht gespeichert' },
    valuesOf: (answer) => feeTermsFormFrom(answer, thisMonth, nextMonth),
    onServerError: showServerFieldErrors,
  });
  return (
    <div className={styles.stackMd}>
      <SaveForm label="Honorar" of={{ form, save }} className={styles.form}>
        <div className={styles.fields}>
          <form.AppField name="hourlyRate" validators={{ onBlur: germanNumberCheck(euroRate) }}>
            {(field) => (
              <field.NumberField
                label="Honorar je Stunde (€)"
                description="netto, z. B. 85,00"
                display={{ decimals: 2 }}
                isRequired
              />
            )}
          </form.AppField>
          <form.AppField name="validFrom">
            {(field) => <field.SelectField label="Gültig ab" options={startMonthOptions(months)} isRequired />}
          </form.AppField>
        </div>
        <FormSection legend="Sätze je Paketart">
          <p className={styles.quiet}>Für Pakete mit eigenem Satz; alle anderen zahlen den Stundensatz.</p>
          <form.Field name="rates" mode="array">
            {(list) => (
              <RowList
                list={list}
                newRow={() => ({ packageType: '', rate: '' })}
                onRowsChanged={() => clearListErrors(form, 'rates')}
                noun="Paketart"
                emptyText="Keine eigenen Sätze."
                addLabel="Satz für eine Paketart"
              >
                {(i) => (
                  <div className={styles.fields}>
                    <form.AppField name={`rates[${i}].packageType`}>
                      {(field) => <field.TextField label="Paket" description="Name des Pakets, z. B. Coaching" />}
                    </form.AppField>
                    <form.AppField name={`rates[${i}].rate`} validators={{ onBlur: germanNumberCheck(euroRate) }}>
                      {(field) => <field.NumberField label="Honorar je Stunde (€)" display={{ decimals: 2 }} />}
                    </form.AppField>
                  </div>
                )}
              </RowList>
            )}
          </form.Field>
        </FormSection>
        <FormSection legend="Was bezahlt wird">
          <form.AppField name="payLateCancellations">
            {(field) => (
              <field.CheckboxField description="Absagen innerhalb der Frist, deren Stunden dem Klienten berechnet wurden.">
                Kurzfristige Absagen bezahlen
              </field.CheckboxField>
            )}
          </form.AppField>
          <form.AppField name="payNoShows">
            {(field) => <field.CheckboxField>Nicht erschienene Klienten bezahlen</field.CheckboxField>}
          </form.AppField>
        </FormSection>
        <form.AppField name="tax">
          {(field) => <field.ChoiceChipsField label="Umsatzsteuer" choices={taxChoices} />}
        </form.AppField>
      </SaveForm>
      <section aria-label="Bisherige Konditionen" className={styles.stackMd}>
        <h3 className={styles.legend}>Verlauf</h3>
        {data.history.length === 0 ? (
          <p className={styles.quiet}>Noch keine Konditionen: ohne sie wird nichts abgerechnet.</p>
        ) : (
          <DividedList variant="flush" space="sm">
            {[...data.history].reverse().map((t) => (
              <li key={t.validFrom} data-testid="fee-terms-history">
                <strong>ab {formatMonthLong(t.validFrom.slice(0, 7))}</strong>: {termsSummary(t)}
              </li>
            ))}
          </DividedList>
        )}
      </section>
    </div>
  );
}
