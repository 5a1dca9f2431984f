import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { cancelMeeting } from '../api/meetings';
import { ConfirmButton } from '../../../components/ui/ConfirmButton';
import { formatMeetingWhen } from '../rules/format';
import * as styles from './MeetingsPage.css';

interface CancelTexts {
  label: string;
  title: string;
  confirmLabel: string;
  success: { title: string; description?: string };
  failed: string;
}

/**
 * A future meeting's cancellation after a confirmation saying what it means: the partner's and the
 * admin's 'Löschen', the client's 'Absagen'. The hours moved too: meeting lists and package views go stale.
 */
export function CancelMeetingConfirm({
  meeting,
  cancel,
  texts,
  children,
  onOpen,
  onError,
  busy = false,
}: {
  meeting: MeetingView;
  cancel: (id: string) => Promise<unknown>;
  texts: CancelTexts;
  children: ReactNode;
  /** as the dialog opens (the client's: read what the cancellation costs now) */
  onOpen?: () => void;
  /** after a refusal (the client's: read the terms anew, the dialog stays open) */
  onError?: () => void;
  /** the confirmation waits (for what the dialog has to say) */
  busy?: boolean;
}) {
  const mutation = useMutation({
    mutationFn: () => cancel(meeting.id),
    onError,
    meta: {
      successToast: texts.success,
      errorToast: texts.failed,
      invalidates: [meetingKeys.all, packageKeys.all],
    },
  });
  return (
    <ConfirmButton
      label={texts.label}
      title={texts.title}
      onOpen={onOpen}
      onConfirm={(close) => mutation.mutate(undefined, { onSuccess: close })}
      isPending={mutation.isPending || busy}
      confirmLabel={texts.confirmLabel}
      confirmVariant="danger"
    >
      {children}
    </ConfirmButton>
  );
}

const deleteTexts: CancelTexts = {
  label: 'Löschen',
  title: 'Meeting löschen?',
  confirmLabel: 'Meeting löschen',
  success: { title: meetingMessages.deleted },
  failed: meetingMessages.deleteFailed,
};

/** 'Löschen' of a future meeting (partner, admin); the client is told by e-mail. */
export function CancelMeetingButton({ meeting }: { meeting: MeetingView }) {
  return (
    <CancelMeetingConfirm meeting={meeting} cancel={cancelMeeting} texts={deleteTexts}>
      <p className={styles.emptyText}>
        Das Meeting am {formatMeetingWhen(meeting)} mit {meeting.clientName} wird abgesagt und die reservierten Stunden
        werden freigegeben. Der Kunde wird per E-Mail benachrichtigt.
      </p>
    </CancelMeetingConfirm>
  );
}
