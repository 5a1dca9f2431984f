import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { cancelMeeting } from '../api/meetings';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ModalDialog';
import { formatMeetingWhen } from '../rules/format';
import * as styles from './MeetingsPage.css';

/** 'Löschen' of a future meeting, after a confirmation; the client is told by e-mail. */
export function CancelMeetingButton({ meeting }: { meeting: MeetingView }) {
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => cancelMeeting(meeting.id),
    // The hours moved too: the partner's lists and any package view.
    meta: {
      successToast: { title: meetingMessages.deleted },
      errorToast: meetingMessages.deleteFailed,
      invalidates: [meetingKeys.all, packageKeys.all],
    },
    onSuccess: () => setOpen(false),
  });

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Löschen
      </Button>
      <ConfirmDialog
        title="Meeting löschen?"
        isOpen={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => mutation.mutate()}
        isPending={mutation.isPending}
        confirmLabel="Meeting löschen"
        confirmVariant="danger"
      >
        <p className={styles.emptyText}>
          Das Meeting am {formatMeetingWhen(meeting)} mit {meeting.clientName} wird abgesagt und die reservierten
          Stunden werden freigegeben. Der Kunde wird per E-Mail benachrichtigt.
        </p>
      </ConfirmDialog>
    </>
  );
}
