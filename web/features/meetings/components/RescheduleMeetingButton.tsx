import { parseDate, parseTime } from '@internationalized/date';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  durations,
  meetingKeys,
  platformsWithLocation,
  type MeetingView,
  type RepeatedTime,
} from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { berlinToday } from '../../../../lib/german/time';
import { refusalReason } from '../../../api/query-meta';
import { rescheduleMeeting } from '../api/meetings-move';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { ChoiceChips } from '../../../components/ui/ChoiceChips';
import { DatePickerField } from '../../../components/ui/DatePickerField';
import { Notice } from '../../../components/ui/Notice';
import { TextField } from '../../../components/ui/TextField';
import { TimeInputField } from '../../../components/ui/TimeInputField';
import { formatMeetingWhen } from '../rules/format';
import { RepeatedTimeChips } from './RepeatedTimeChips';
import { timeRefusal } from '../rules/time-refusal';
import * as styles from './MeetingsPage.css';

/**
 * 'Verschieben' of a planned future meeting: a new date, time and length, and for a meeting in
 * person its address (kept unless changed here). Client and Accelerator
 * get the same calendar entry updated; the server refuses a clash, the past, a time outside the
 * package's validity or more hours than are left, and the dialog shows its reason.
 */
export function RescheduleMeetingButton({ meeting }: { meeting: MeetingView }) {
  const [date, setDate] = useState<string | null>(meeting.date);
  const [time, setTime] = useState<string | null>(meeting.time);
  const [repeatedTime, setRepeatedTime] = useState<RepeatedTime | null>(null);
  const [duration, setDuration] = useState(meeting.duration);
  const inPerson = platformsWithLocation.includes(meeting.platform);
  const [location, setLocation] = useState(meeting.location ?? '');
  const mutation = useMutation({
    mutationFn: () =>
      rescheduleMeeting(meeting.id, {
        date: date ?? '',
        time: time ?? '',
        ...(repeatedTime ? { repeatedTime } : {}),
        duration,
        ...(inPerson ? { location } : {}),
      }),
    meta: {
      successToast: { title: 'Meeting verschoben', description: 'Beide Seiten erhalten den geänderten Termin.' },
      invalidates: [meetingKeys.all, packageKeys.all],
    },
  });
  // A refusal of the time is said at its field (the spring's skipped 02:30, the autumn's unasked one).
  const atTime = mutation.isError ? timeRefusal(mutation.error) : undefined;
  const refusal =
    mutation.isError && !atTime
      ? (refusalReason(mutation.error) ?? 'Das Meeting konnte nicht verschoben werden.')
      : null;
  const startAnew = () => {
    mutation.reset();
    setDate(meeting.date);
    setTime(meeting.time);
    setRepeatedTime(null);
    setDuration(meeting.duration);
    setLocation(meeting.location ?? '');
  };
  return (
    <ConfirmButton
      data-move
      label="Verschieben"
      title="Meeting verschieben"
      role="dialog"
      onOpen={startAnew}
      runs={mutation}
      confirmLabel="Verschieben"
    >
      <p className={styles.emptyText}>
        Bisher: {formatMeetingWhen(meeting)} mit {meeting.clientName}.
      </p>
      <DatePickerField
        label="Neues Datum"
        value={date ? parseDate(date) : null}
        onChange={(d) => setDate(d ? d.toString() : null)}
        minValue={berlinToday()}
        isRequired
      />
      <TimeInputField
        label="Neue Uhrzeit"
        value={time ? parseTime(time) : null}
        onChange={(t) => setTime(t ? t.toString().slice(0, 5) : null)}
        error={atTime}
        isRequired
      />
      <RepeatedTimeChips date={date} time={time} value={repeatedTime} onChange={setRepeatedTime} />
      <ChoiceChips
        label="Dauer"
        choices={durations.map((d) => ({ id: String(d), label: `${d} Min.` }))}
        value={String(duration)}
        onChange={(d) => setDuration(Number(d))}
      />
      {inPerson ? <TextField label="Adresse" value={location} onChange={setLocation} isRequired /> : null}
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
    </ConfirmButton>
  );
}
