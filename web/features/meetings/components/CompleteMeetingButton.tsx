import {
  completeMeetingRequest,
  hoursFor,
  meetingKeys,
  meetingMessages,
  meetingNoteHints,
  type MeetingView,
} from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { completeMeeting } from '../api/meetings';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { FormDialogButton } from '../../../components/form/FormDialogButton';
import { formatMeetingWhen } from '../rules/format';
import { formatHoursStd } from '../../../../lib/german/format';

const empty = { summary: '', notes: '' };

/** 'Abschließen' with its dialog: summary required, notes optional; the hours are then consumed. */
export function CompleteMeetingButton({ meeting }: { meeting: MeetingView }) {
  // Checked on submit with the contract; editing a field clears its message.
  const { form, dialog } = useDialogForm(completeMeetingRequest, empty, {
    run: (values) => completeMeeting(meeting.id, values),
    meta: {
      successToast: {
        title: 'Meeting abgeschlossen',
        description: `${formatHoursStd(hoursFor(meeting.duration))} wurden vom Paket abgebucht.`,
      },
      errorToast: meetingMessages.completeFailed,
      invalidates: [meetingKeys.all, packageKeys.all],
    },
  });

  return (
    <FormDialogButton
      label="Abschließen"
      variant="primary"
      title="Meeting abschließen"
      subtitle={`${formatMeetingWhen(meeting)} mit ${meeting.clientName} · ${meeting.duration} Min.`}
      {...dialog}
      confirmLabel="Meeting abschließen"
    >
      <form.AppField name="summary">
        {(field) => <field.TextAreaField label="Zusammenfassung" rows={5} isRequired />}
      </form.AppField>
      <form.AppField name="notes">
        {(field) => <field.TextAreaField label="Notizen (optional)" description={meetingNoteHints.completion} />}
      </form.AppField>
    </FormDialogButton>
  );
}
