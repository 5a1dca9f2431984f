import { parseDate, parseTime } from '@internationalized/date';
import {
  schedulingKeys,
  schedulingMessages,
  weekdayLabels,
  weekdays,
  type Availability,
} from '../../../../modules/scheduling/contract';
import { SaveForm } from '../../../components/form/SaveForm';
import { clearListErrors, useHasListErrors } from '../../../components/form/list-errors';
import { useSavedForm } from '../../../components/form/use-saved-form';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { RowList } from '../../../components/form/RowList';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { Notice } from '../../../components/ui/Notice';
import { TimeInputField } from '../../../components/ui/TimeInputField';
import { germanNumberCheck } from '../../../lib/german-number';
import { firstMessage } from '../../../lib/validation';
import { saveAvailability } from '../api/scheduling';
import {
  bufferSchema,
  checkAvailabilityForm,
  emptyException,
  emptyRange,
  formFromAvailability,
  bookingLeadSchema,
} from '../rules/availability-form';
import { MeetingPlaceFields, placeFieldNames } from './MeetingPlaceFields';
import * as styles from './AvailabilityEditor.css';

/** The booking rules typed as German numbers, each checked on blur with its schema. */
const bookingRuleFields = [
  {
    name: 'minNoticeHours',
    schema: bookingLeadSchema,
    label: 'Vorlaufzeit für Buchungen (Stunden)',
    description: 'So lange vor Beginn muss ein Termin spätestens gebucht werden.',
  },
  {
    name: 'bufferMinutes',
    schema: bufferSchema,
    label: 'Puffer zwischen Terminen (Minuten)',
    description: 'Freie Zeit vor und nach jedem Termin.',
  },
] as const;
const kindChoices = [
  { id: 'off', label: 'Frei' },
  { id: 'extra', label: 'Zusätzlich' },
];

/** A 'HH:mm' text as react-aria's time field shows it ('' is an empty field). */
function TimeText(props: { label: string; value: string; onChange: (v: string) => void; errors: readonly unknown[] }) {
  return (
    <TimeInputField
      label={props.label}
      value={props.value ? parseTime(props.value) : null}
      onChange={(t) => props.onChange(t ? t.toString().slice(0, 5) : '')}
      error={firstMessage(props.errors)}
    />
  );
}

/**
 * The partner's availability editor (issue 19): weekly hours per weekday, exceptions, lead time,
 * buffer and the default meeting room, saved as a whole.
 */
export function AvailabilityEditor({ saved }: { saved: Availability }) {
  const { form, save } = useSavedForm({
    initial: () => formFromAvailability(saved),
    check: checkAvailabilityForm,
    save: saveAvailability,
    queryKey: schedulingKeys.availability,
    // The bookable slots follow the availability.
    invalidates: [schedulingKeys.availability, ['meetings', 'slots']],
    messages: { saved: schedulingMessages.saved, saveFailed: schedulingMessages.saveFailed },
    valuesOf: formFromAvailability,
  });
  const clearErrors = (prefix: string) => clearListErrors(form, prefix);
  /** 'Beginn' and 'Ende' of a range: a weekday's or an exception's. */
  const timeFields = (at: `days[${number}].ranges[${number}]` | `exceptions[${number}]`) =>
    (['from', 'to'] as const).map((end) => (
      <form.Field key={end} name={`${at}.${end}`}>
        {(field) => (
          <TimeText
            label={end === 'from' ? 'Beginn' : 'Ende'}
            value={field.state.value}
            onChange={field.handleChange}
            errors={field.state.meta.errors}
          />
        )}
      </form.Field>
    ));
  const listErrors = useHasListErrors(form);

  return (
    <SaveForm
      label="Verfügbarkeit bearbeiten"
      of={{ form, save }}
      className={styles.form}
      submitLabel="Verfügbarkeit speichern"
    >
      <Card
        title="Wöchentliche Zeiten"
        subtitle="Zu diesen Zeiten (deutsche Zeit) können Klienten Termine bei Ihnen buchen. Ohne Zeiten ist nichts buchbar."
      >
        <div className={styles.days}>
          {weekdays.map((weekday, d) => (
            <form.Field key={weekday} name={`days[${d}].ranges`} mode="array">
              {(list) => (
                <fieldset className={styles.day}>
                  <legend className={styles.dayName}>{weekdayLabels[weekday]}</legend>
                  {list.state.value.length === 0 ? <p className={styles.empty}>Nicht verfügbar</p> : null}
                  {list.state.value.map((_, r) => (
                    <div key={r} className={styles.range}>
                      {timeFields(`days[${d}].ranges[${r}]`)}
                      <Button
                        variant="ghost"
                        aria-label={`Zeit ${r + 1} am ${weekdayLabels[weekday]} entfernen`}
                        onPress={() => {
                          list.removeValue(r);
                          clearErrors(`days[${d}]`);
                        }}
                      >
                        Entfernen
                      </Button>
                    </div>
                  ))}
                  <div className={styles.addRow}>
                    <Button
                      variant="secondary"
                      onPress={() => {
                        list.pushValue(emptyRange());
                        clearErrors(`days[${d}]`);
                      }}
                    >
                      Zeit hinzufügen
                    </Button>
                  </div>
                </fieldset>
              )}
            </form.Field>
          ))}
        </div>
      </Card>

      <Card title="Ausnahmen" subtitle="Freie Tage oder Stunden, und zusätzliche Zeiten an einzelnen Daten.">
        <form.Field name="exceptions" mode="array">
          {(list) => (
            <RowList
              list={list}
              newRow={emptyException}
              onRowsChanged={() => clearErrors('exceptions')}
              noun="Ausnahme"
              emptyText="Keine Ausnahmen eingetragen."
              addLabel="Ausnahme hinzufügen"
            >
              {(i) => (
                <>
                  <form.Field name={`exceptions[${i}].date`}>
                    {(field) => (
                      <div className={styles.date}>
                        <DatePickerField
                          label="Datum"
                          value={field.state.value ? parseDate(field.state.value) : null}
                          onChange={(v) => field.handleChange(v ? v.toString() : '')}
                          error={firstMessage(field.state.meta.errors)}
                        />
                      </div>
                    )}
                  </form.Field>
                  <form.AppField name={`exceptions[${i}].kind`}>
                    {(field) => <field.ChoiceChipsField label="Art" choices={kindChoices} />}
                  </form.AppField>
                  <div className={styles.range}>{timeFields(`exceptions[${i}]`)}</div>
                  {/* An array field redraws when rows come and go, not when a row's kind changes. */}
                  <form.Subscribe selector={(s) => s.values.exceptions[i]?.kind}>
                    {(kind) => (
                      <p className={styles.empty}>
                        {kind === 'extra'
                          ? 'Zusätzliche Zeit an diesem Datum (Beginn und Ende).'
                          : 'Ohne Uhrzeiten ist der ganze Tag frei.'}
                      </p>
                    )}
                  </form.Subscribe>
                </>
              )}
            </RowList>
          )}
        </form.Field>
      </Card>

      <Card title="Buchungsregeln und Meetingraum">
        <div className={styles.settings}>
          {bookingRuleFields.map(({ name, schema, ...texts }) => (
            <form.AppField key={name} name={name} validators={{ onBlur: germanNumberCheck(schema) }}>
              {(field) => <field.NumberField {...texts} />}
            </form.AppField>
          ))}
          <MeetingPlaceFields form={form} fields={placeFieldNames} of="availability" />
        </div>
      </Card>

      {listErrors ? <Notice tone="error">Bitte prüfen Sie die markierten Zeiten.</Notice> : null}
    </SaveForm>
  );
}
