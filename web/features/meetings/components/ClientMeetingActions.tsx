import { useQuery } from '@tanstack/react-query';
import { meetingKeys, meetingMessages, type MeetingView } from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { DEFAULT_CANCELLATION_NOTICE_HOURS } from '../../../../modules/scheduling/contract';
import { formatHoursStd } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import { schedulingPolicyQuery } from '../../scheduling';
import { cancelOwnMeeting } from '../api/meetings-book';
import { rescheduleMeeting } from '../api/meetings-move';
import { formatMeetingWhen } from '../rules/format';
import { CancelMeetingConfirm } from './CancelMeetingButton';
import { SlotDialog } from './SlotDialog';
import { useSlotWrite } from './use-slot-write';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

/** The firm's notice, and whether it has begun for this meeting (the server decides; this only tells). */
function useNotice(m: MeetingView) {
  const { data } = useQuery(schedulingPolicyQuery);
  const now = useNow();
  const hours = data?.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS;
  const inside = new Date(m.startsAt).getTime() - now.getTime() < hours * 3600_000;
  return { hours, inside };
}

const invalidates = [meetingKeys.all, packageKeys.all];

/** 'Verschieben' and 'Absagen' on a client's own upcoming meeting (issue 19). */
export function ClientMeetingActions({ meeting }: { meeting: MeetingView }) {
  return (
    <>
      <ClientMoveButton meeting={meeting} />
      <ClientCancelButton meeting={meeting} />
    </>
  );
}

function ClientMoveButton({ meeting: m }: { meeting: MeetingView }) {
  const notice = useNotice(m);
  const move = useSlotWrite({
    // The slot's instant decides (the autumn change shows 02:30 twice).
    write: (s) => rescheduleMeeting(m.id, { date: s.date, time: s.time, duration: m.duration, startsAt: s.startsAt }),
    meta: {
      successToast: { title: meetingMessages.moved, description: 'Beide Seiten erhalten den geänderten Termin.' },
      invalidates,
    },
    failed: 'Der Termin konnte nicht verschoben werden.',
  });
  return (
    <>
      <Button variant="secondary" onPress={move.openDialog}>
        Verschieben
      </Button>
      <SlotDialog
        title="Termin verschieben"
        subtitle={`Bisher: ${formatMeetingWhen(m)} mit ${m.partnerName}.`}
        {...move.dialog}
        // Inside the notice there is nothing to choose: the dialog says so.
        partnerId={notice.inside ? null : m.partnerId}
        duration={m.duration}
        moving={m.id}
        confirmLabel="Verschieben"
      >
        {notice.inside ? (
          <Notice tone="warning">
            Termine können nur bis {notice.hours} Stunden vor Beginn verschoben werden. Sie können den Termin absagen
            oder sich an {m.partnerName} wenden.
          </Notice>
        ) : null}
      </SlotDialog>
    </>
  );
}

function ClientCancelButton({ meeting: m }: { meeting: MeetingView }) {
  const notice = useNotice(m);
  const hours = formatHoursStd(m.duration / 60);
  const texts = {
    label: 'Absagen',
    title: 'Termin absagen?',
    confirmLabel: 'Termin absagen',
    success: {
      title: meetingMessages.clientCancelled,
      description: `${m.partnerName} wird per E-Mail benachrichtigt.`,
    },
    failed: 'Der Termin konnte nicht abgesagt werden.',
  };
  return (
    <CancelMeetingConfirm meeting={m} cancel={cancelOwnMeeting} texts={texts}>
      <p className={styles.emptyText}>
        Der Termin am {formatMeetingWhen(m)} mit {m.partnerName} wird abgesagt.
      </p>
      {notice.inside ? (
        <Notice tone="warning">
          Die Absagefrist von {notice.hours} Stunden ist unterschritten: Die {hours} werden als genutzt gezählt.
        </Notice>
      ) : (
        <Notice tone="info">Die reservierten {hours} werden wieder frei.</Notice>
      )}
    </CancelMeetingConfirm>
  );
}
