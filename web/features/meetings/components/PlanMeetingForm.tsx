import { parseDate, parseTime } from '@internationalized/date';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { DEFAULT_DURATION, DEFAULT_PLATFORM, durations, meetingKeys, meetingMessages, platformLabels, platforms, platformsWithLink, type MeetingView, type Platform } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { partnerMessages } from '../../../../modules/partners/contract';
import { bodyCode, isApiError } from '../../../api/errors';
import { refusalReason } from '../../../api/query-meta';
import { createMeeting, myMeetingsQuery } from '../api/meetings';
import { planClientsQuery } from '../api/meetings-plan';
import type { FieldErrors } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { DialogActions } from '../../../components/ui/ModalDialog';
import { Notice } from '../../../components/ui/Notice';
import { SelectField } from '../../../components/ui/SelectField';
import { Spinner } from '../../../components/ui/Spinner';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { TimeInputField } from '../../../components/ui/TimeInputField';
import { toast } from '../../../components/ui/toast-queue';
import { availableHours, durationFits } from '../rules/available-hours';
import { berlinToday, berlinWallClock } from '../../../../lib/german/time';
import { formatHoursStd } from '../../../../lib/german/format';
import { formatMeetingWhen } from '../rules/format';
import { checkPlan, type PlanField, type PlanValues } from '../rules/plan-form';
import * as styles from './PlanMeetingForm.css';

export interface PlanMeetingFormProps {
  /** Preselects this client (the dialog in /partner/clients). */
  clientId?: string;
  onPlanned: (meeting: MeetingView) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
}

const platformOptions = platforms.map((p) => ({ id: p, label: platformLabels[p] }));

/** The largest duration that fits, so switching to a client with few hours keeps a valid choice. */
function fittingDuration(current: number, available: number): number {
  if (durationFits(current, available)) return current;
  return [...durations].reverse().find((d) => durationFits(d, available)) ?? current;
}

/** The 'Meeting planen' form: client, date, time, duration, platform, link, notes (spec 02 §5). */
export function PlanMeetingForm({ clientId, onPlanned, onCancel, onBusyChange }: PlanMeetingFormProps) {
  const clients = useQuery(planClientsQuery);
  const mine = useQuery(myMeetingsQuery);
  const active = useMemo(() => (clients.data ?? []).filter((c) => c.packageStatus === 'active'), [clients.data]);

  const [values, setValues] = useState<PlanValues>({ entryId: null, date: null, time: null, duration: DEFAULT_DURATION, platform: DEFAULT_PLATFORM, link: '', notes: '' });
  const [errors, setErrors] = useState<FieldErrors<PlanField>>({});
  const [formError, setFormError] = useState<string>();

  const entry = active.find((c) => c.userPackageId === values.entryId);
  const available = entry && mine.data ? availableHours(entry, mine.data) : undefined;

  // Preselect the client the dialog was opened for, once the list is there.
  useEffect(() => {
    if (!clientId || values.entryId) return;
    const first = active.find((c) => c.id === clientId);
    if (first) setValues((v) => ({ ...v, entryId: first.userPackageId }));
  }, [clientId, active, values.entryId]);

  const mutation = useMutation({
    mutationFn: createMeeting,
    // The hours moved too: the partner's lists and any package view.
    meta: { errorToast: meetingMessages.createFailed, invalidates: [meetingKeys.all, packageKeys.all] },
    onSuccess: (meeting) => {
      toast.success(meetingMessages.planned, `${formatMeetingWhen(meeting)} mit ${meeting.clientName}`);
      onPlanned(meeting);
    },
    onError: (error) => {
      const reason = refusalReason(error);
      if (isApiError(error) && bodyCode(error.data) === 'INSUFFICIENT_HOURS' && reason) setErrors((e) => ({ ...e, duration: reason }));
    },
  });
  useEffect(() => onBusyChange(mutation.isPending), [mutation.isPending, onBusyChange]);

  const set = <K extends keyof PlanValues>(key: K, field: PlanField) => (value: PlanValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  };

  const chooseClient = (entryId: string | null) => {
    const next = active.find((c) => c.userPackageId === entryId);
    const hours = next && mine.data ? availableHours(next, mine.data) : undefined;
    setValues((v) => ({ ...v, entryId, duration: hours === undefined ? v.duration : fittingDuration(v.duration, hours) }));
    setErrors((e) => ({ ...e, client: undefined, duration: undefined }));
    setFormError(undefined);
  };

  if (clients.isPending || mine.isPending) return <div className={styles.loading}><Spinner /></div>;
  if (clients.isError || mine.isError) return <Notice tone="error">{partnerMessages.clientsLoadFailed}</Notice>;

  const withLink = platformsWithLink.includes(values.platform);
  // A client with two current packages shows twice; the package name tells them apart.
  const twice = new Set(active.filter((c, i) => active.findIndex((o) => o.id === c.id) !== i).map((c) => c.id));
  const clientOptions = active.map((c) => ({ id: c.userPackageId, label: twice.has(c.id) ? `${c.name} (${c.packageName})` : c.name }));

  return (
    <Form
      className={styles.form}
      aria-label="Meeting planen"
      onSubmit={(e) => {
        e.preventDefault();
        const check = checkPlan(values, entry, available, berlinWallClock());
        setErrors(check.errors);
        setFormError(check.formError);
        if (check.request) mutation.mutate(check.request);
      }}
    >
      <SelectField
        label="Klient"
        placeholder="Klient auswählen"
        options={clientOptions}
        value={values.entryId}
        onChange={chooseClient}
        error={errors.client}
        emptyText="Keine Klienten mit aktivem Paket"
        description={entry ? `Paket: ${entry.packageName}` : 'Nur Klienten mit aktivem Paket.'}
      />
      <div className={styles.pair}>
        <DatePickerField
          label="Datum"
          value={values.date ? parseDate(values.date) : null}
          onChange={(d) => set('date', 'date')(d ? d.toString() : null)}
          minValue={berlinToday()}
          error={errors.date}
        />
        <TimeInputField
          label="Uhrzeit"
          value={values.time ? parseTime(values.time) : null}
          onChange={(t) => set('time', 'time')(t ? t.toString().slice(0, 5) : null)}
          error={errors.time}
        />
      </div>
      <ChoiceChips
        label="Dauer"
        choices={durations.map((d) => ({ id: String(d), label: `${d} Min.`, isDisabled: available !== undefined && !durationFits(d, available) }))}
        value={String(values.duration)}
        onChange={(d) => set('duration', 'duration')(Number(d))}
        description={available === undefined ? 'Zeiten über den verfügbaren Stunden sind gesperrt.' : `${formatHoursStd(available)} verfügbar`}
        error={errors.duration}
      />
      <SelectField label="Plattform" options={platformOptions} value={values.platform} onChange={(p) => set('platform', 'platform')((p ?? DEFAULT_PLATFORM) as Platform)} error={errors.platform} />
      {withLink ? (
        <TextField label="Meeting-Link (optional)" type="url" placeholder="https://" value={values.link} onChange={set('link', 'link')} error={errors.link} />
      ) : null}
      <TextAreaField label="Notizen (optional)" value={values.notes} onChange={set('notes', 'notes')} error={errors.notes} />
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      <DialogActions>
        <Button variant="secondary" onPress={onCancel} isDisabled={mutation.isPending}>Abbrechen</Button>
        <Button type="submit" isPending={mutation.isPending}>Meeting planen</Button>
      </DialogActions>
    </Form>
  );
}
