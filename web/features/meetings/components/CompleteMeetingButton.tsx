import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { completeMeetingRequest, hoursFor, meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { completeMeeting } from '../api/meetings';
import { fieldErrors, hasErrors, type FieldErrors } from '../../../lib/validation';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { formatHoursStd } from '../../../../lib/german/format';
import { formatMeetingWhen } from '../rules/format';
import * as styles from './PlanMeetingForm.css';

type Field = 'summary' | 'notes';

/** 'Abschließen' with its dialog: summary required, notes optional; the hours are then consumed. */
export function CompleteMeetingButton({ meeting }: { meeting: MeetingView }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ summary: '', notes: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const mutation = useMutation({
    mutationFn: () => completeMeeting(meeting.id, values),
    meta: {
      successToast: { title: 'Meeting abgeschlossen', description: `${formatHoursStd(hoursFor(meeting.duration))} wurden vom Paket abgebucht.` },
      errorToast: meetingMessages.completeFailed,
      invalidates: [meetingKeys.all, packageKeys.all],
    },
    onSuccess: () => setOpen(false),
  });

  const update = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <>
      <Button variant="primary" onPress={() => { setValues({ summary: '', notes: '' }); setErrors({}); setOpen(true); }}>Abschließen</Button>
      <ModalDialog
        title="Meeting abschließen"
        subtitle={`${formatMeetingWhen(meeting)} mit ${meeting.clientName} · ${meeting.duration} Min.`}
        isOpen={open}
        onOpenChange={setOpen}
        isBusy={mutation.isPending}
      >
        <Form
          className={styles.form}
          aria-label="Meeting abschließen"
          onSubmit={(e) => {
            e.preventDefault();
            const found = fieldErrors<Field>(completeMeetingRequest, values);
            setErrors(found);
            if (!hasErrors(found)) mutation.mutate();
          }}
        >
          <TextAreaField label="Zusammenfassung" rows={5} value={values.summary} onChange={update('summary')} error={errors.summary} isRequired />
          <TextAreaField label="Notizen (optional)" value={values.notes} onChange={update('notes')} error={errors.notes} />
          <DialogActions>
            <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={mutation.isPending}>Abbrechen</Button>
            <Button type="submit" isPending={mutation.isPending}>Meeting abschließen</Button>
          </DialogActions>
        </Form>
      </ModalDialog>
    </>
  );
}
