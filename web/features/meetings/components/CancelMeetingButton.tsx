import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { cancelMeeting } from '../api/meetings';
import { Button } from '../../../components/ui/Button';
import { DialogActions, ModalDialog } from '../../../components/ui/ModalDialog';
import { toast } from '../../../components/ui/toast-queue';
import { formatMeetingWhen } from '../rules/format';
import { showMutationError } from '../rules/mutation-error';
import * as styles from './MeetingsPage.css';

/** 'Löschen' of a future meeting, after a confirmation; the client is told by e-mail. */
export function CancelMeetingButton({ meeting }: { meeting: MeetingView }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelMeeting(meeting.id),
    onSuccess: () => {
      toast.success(meetingMessages.deleted);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
      void queryClient.invalidateQueries({ queryKey: packageKeys.all });
      setOpen(false);
    },
    onError: (error) => showMutationError(error, meetingMessages.deleteFailed),
  });

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>Löschen</Button>
      <ModalDialog title="Meeting löschen?" size="sm" role="alertdialog" isOpen={open} onOpenChange={setOpen} isBusy={mutation.isPending}>
        <p className={styles.emptyText}>
          Das Meeting am {formatMeetingWhen(meeting)} mit {meeting.clientName} wird abgesagt und die reservierten Stunden werden freigegeben.
          Der Kunde wird per E-Mail benachrichtigt.
        </p>
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)} isDisabled={mutation.isPending}>Abbrechen</Button>
          <Button variant="danger" onPress={() => mutation.mutate()} isPending={mutation.isPending}>Meeting löschen</Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
