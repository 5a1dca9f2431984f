import { useMutation } from '@tanstack/react-query';
import { meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { cancelMeeting } from '../api/meetings';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { formatMeetingWhen } from '../rules/format';
import * as styles from './MeetingsPage.css';

/** 'Löschen' of a future meeting, after a confirmation; the client is told by e-mail. */
export function CancelMeetingButton({ meeting }: { meeting: MeetingView }) {
  const mutation = useMutation({
    mutationFn: () => cancelMeeting(meeting.id),
    // The hours moved too: the partner's lists and any package view.
    meta: {
      successToast: { title: meetingMessages.deleted },
      errorToast: meetingMessages.deleteFailed,
      invalidates: [meetingKeys.all, packageKeys.all],
    },
  });

  return (
    <ConfirmButton
      label="Löschen"
      title="Meeting löschen?"
      onConfirm={(close) => mutation.mutate(undefined, { onSuccess: close })}
      isPending={mutation.isPending}
      confirmLabel="Meeting löschen"
      confirmVariant="danger"
    >
      <p className={styles.emptyText}>
        Das Meeting am {formatMeetingWhen(meeting)} mit {meeting.clientName} wird abgesagt und die reservierten Stunden
        werden freigegeben. Der Kunde wird per E-Mail benachrichtigt.
      </p>
    </ConfirmButton>
  );
}
