import { parseDate, parseTime } from '@internationalized/date';
import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Form } from 'react-aria-components';
import {
  DEFAULT_DURATION,
  DEFAULT_PLATFORM,
  durations,
  meetingNoteHints,
  type MeetingView,
} from '../../../../modules/meetings/contract';
import { partnerMessages, type PartnerClient } from '../../../../modules/partners/contract';
import { planClientsQuery } from '../api/meetings-plan';
import { firstMessage, firstFormMessage, formErrors } from '../../../lib/validation';
import { submitForm, useAppForm } from '../../../components/form/use-app-form';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { DialogActions } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { Spinner } from '../../../components/ui/Spinner';
import { TimeInputField } from '../../../components/ui/TimeInputField';
import { RepeatedTimeChips } from './RepeatedTimeChips';
import { availableHours, durationFits } from '../rules/available-hours';
import { berlinToday, berlinWallClock } from '../../../../lib/german/time';
import { formatHours } from '../../../../lib/german/format';
import { checkPlan, type PlanValues } from '../rules/plan-form';
import { repeatOptions, seriesRequestOf } from '../rules/plan-series';
import { sayRefusal, usePlanWrites } from './use-plan-writes';
import { ClientPicker } from '../../client-pickers';
import { useClashHint } from './use-clash-hint';
import { MeetingPlaceFields, placeFieldNames, useCalendarBusyHint } from '../../scheduling';
import * as styles from './PlanMeetingForm.css';

interface PlanMeetingFormProps {
  /** Preselects this client (the dialog in /partner/clients). */
  clientId?: string;
  onPlanned: (meeting: MeetingView) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

const empty: PlanValues = {
  entryId: '',
  date: null,
  time: null,
  repeatedTime: null,
  duration: DEFAULT_DURATION,
  platform: DEFAULT_PLATFORM,
  link: '',
  location: '',
  notes: '',
  repeat: 'none',
  count: '4',
};

/** The largest duration that fits, so switching to a client with few hours keeps a valid choice. */
function fittingDuration(current: number, available: number): number {
  if (durationFits(current, available)) return current;
  return [...durations].reverse().find((d) => durationFits(d, available)) ?? current;
}

/** The 'Meeting planen' form: client, date, time, duration, platform, link, notes (spec 02 §5). */
export function PlanMeetingForm({ clientId, onPlanned, onCancel, onBusyChange }: PlanMeetingFormProps) {
  const clients = useQuery(planClientsQuery);
  const active = useMemo(() => (clients.data ?? []).filter((c) => c.packageStatus === 'active'), [clients.data]);
  const entryOf = (entryId: string) => active.find((c) => c.userPackageId === entryId);
  // The server's remaining and reserved hours of the partner's allocation (`my-clients`).
  const hoursOf = (entry: PartnerClient | undefined) => (entry ? availableHours(entry) : undefined);
  const check = (values: PlanValues) => {
    const entry = entryOf(values.entryId);
    return checkPlan(values, entry, hoursOf(entry), berlinWallClock());
  };

  const writes = usePlanWrites(onPlanned);
  useEffect(() => onBusyChange(writes.isPending), [writes.isPending, onBusyChange]);

  // Checked on submit as the server will check (plan-form.ts); editing a field clears its
  // message and the sentence above the buttons.
  const form = useAppForm({
    defaultValues: empty,
    validators: {
      onSubmit: ({ value }) => {
        const result = check(value);
        if (!result.request) return formErrors(result.errors, result.formError);
        if (value.repeat === 'none') return undefined;
        const { countError } = seriesRequestOf(result.request, value.repeat, value.count);
        return countError ? formErrors({ count: countError }) : undefined;
      },
    },
    onSubmit: ({ value, formApi }) => {
      const request = check(value).request;
      if (!request) return;
      const said = { onError: (error: unknown) => sayRefusal(formApi, error) };
      if (value.repeat === 'none') return writes.single.mutate(request, said);
      const series = seriesRequestOf(request, value.repeat, value.count).request;
      if (series) writes.series.mutate(series, said);
    },
  });
  const entryId = useStore(form.store, (state) => state.values.entryId);
  const repeats = useStore(form.store, (state) => state.values.repeat !== 'none');
  const formError = useStore(form.store, (state) => firstFormMessage(state.errors));
  const entry = entryOf(entryId);
  const available = hoursOf(entry);
  const typed = {
    date: useStore(form.store, (state) => state.values.date),
    time: useStore(form.store, (state) => state.values.time),
    duration: useStore(form.store, (state) => state.values.duration),
  };
  const clash = useClashHint({ ...typed, clientId: entry?.id });
  // Issue 34: an entry of the Accelerator's own calendars at that time (a hint; they decide).
  const ownCalendar = useCalendarBusyHint(typed);

  // Preselect the client the dialog was opened for, once the list is there.
  useEffect(() => {
    if (!clientId || form.getFieldValue('entryId')) return;
    const first = active.find((c) => c.id === clientId);
    if (first) form.setFieldValue('entryId', first.userPackageId);
  }, [clientId, active, form]);

  if (clients.isPending)
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  if (clients.isError) return <Notice tone="error">{partnerMessages.clientsLoadFailed}</Notice>;

  // A client with two current packages shows twice; the package name tells them apart.
  const twice = new Set(active.filter((c, i) => active.findIndex((o) => o.id === c.id) !== i).map((c) => c.id));
  const pickable = active.map((c) => ({
    id: c.userPackageId,
    name: twice.has(c.id) ? `${c.name} (${c.packageName})` : c.name,
    email: c.email,
    company: c.company,
  }));

  return (
    <Form className={styles.form} aria-label="Meeting planen" onSubmit={submitForm(form)}>
      <form.Field
        name="entryId"
        listeners={{
          // A client with few hours keeps a duration that fits; the duration's message goes.
          onChange: ({ value }) => {
            const hours = hoursOf(entryOf(value));
            const duration = form.getFieldValue('duration');
            form.setFieldValue('duration', hours === undefined ? duration : fittingDuration(duration, hours));
          },
        }}
      >
        {(field) => (
          <ClientPicker
            clients={pickable}
            value={field.state.value || undefined}
            onChange={(id) => field.handleChange(id ?? '')}
            emptyText="Keine Klienten mit aktivem Paket"
            description={entry ? `Paket: ${entry.packageName}` : 'Nur Klienten mit aktivem Paket.'}
            error={firstMessage(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <div className={styles.pair}>
        <form.Field name="date">
          {(field) => (
            <DatePickerField
              label="Datum"
              value={field.state.value ? parseDate(field.state.value) : null}
              onChange={(d) => field.handleChange(d ? d.toString() : null)}
              minValue={berlinToday()}
              error={firstMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
        <form.Field name="time">
          {(field) => (
            <TimeInputField
              label="Uhrzeit"
              value={field.state.value ? parseTime(field.state.value) : null}
              onChange={(t) => field.handleChange(t ? t.toString().slice(0, 5) : null)}
              error={firstMessage(field.state.meta.errors)}
            />
          )}
        </form.Field>
      </div>
      <form.Field name="repeatedTime">
        {(field) => (
          <RepeatedTimeChips
            date={typed.date}
            time={typed.time}
            value={field.state.value}
            onChange={field.handleChange}
            error={firstMessage(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="duration">
        {(field) => (
          <ChoiceChips
            label="Dauer"
            choices={durations.map((d) => ({
              id: String(d),
              label: `${d} Min.`,
              isDisabled: available !== undefined && !durationFits(d, available),
            }))}
            value={String(field.state.value)}
            onChange={(d) => field.handleChange(Number(d))}
            description={
              available === undefined
                ? 'Zeiten über den verfügbaren Stunden sind gesperrt.'
                : `${formatHours(available)} Std. verfügbar`
            }
            error={firstMessage(field.state.meta.errors)}
          />
        )}
      </form.Field>
      {clash ? <Notice tone="warning">{clash}</Notice> : null}
      {ownCalendar ? <Notice tone="warning">{ownCalendar}</Notice> : null}
      <MeetingPlaceFields form={form} fields={placeFieldNames} of="meeting" />
      <div className={styles.pair}>
        <form.AppField name="repeat">
          {(field) => <field.SelectField label="Wiederholen" options={repeatOptions} />}
        </form.AppField>
        {repeats ? (
          <form.AppField name="count">
            {(field) => (
              <field.TextField
                label="Anzahl"
                inputMode="numeric"
                description="Termine insgesamt, der erste mitgezählt"
              />
            )}
          </form.AppField>
        ) : null}
      </div>
      <form.AppField name="notes">
        {(field) => <field.TextAreaField label="Notizen (optional)" description={meetingNoteHints.planned} />}
      </form.AppField>
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={writes.isPending}>
          Abbrechen
        </Button>
        <Button type="submit" isPending={writes.isPending}>
          {repeats ? 'Serie planen' : 'Meeting planen'}
        </Button>
      </DialogActions>
    </Form>
  );
}
