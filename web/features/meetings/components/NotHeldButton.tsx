import { useMutation } from '@tanstack/react-query';
import {
  hoursFor,
  meetingKeys,
  meetingMessages,
  notHeldRequest,
  type MeetingView,
} from '../../../../modules/meetings/contract';
import { packageKeys } from '../../../../modules/packages/contract';
import { formatHoursStd } from '../../../../lib/german/format';
import { Button } from '../../../components/ui/Button';
import { ReasonDialogButton } from '../../../components/form/ReasonDialogButton';
import { markNoShow, markNotHeld } from '../api/meetings';
import { formatMeetingWhen } from '../rules/format';
import * as styles from './MeetingsPage.css';
import { writeMeta } from '../../../api/query-meta';

/** The hours moved: the meeting lists, any package view, the admin's client details. */
const invalidates = [meetingKeys.all, packageKeys.all, ['clients']];

/**
 * 'Nicht stattgefunden' of a started, unconfirmed meeting: closed with a reason, its hours freed,
 * nothing charged. The same dialog offers 'Klient nicht erschienen', which charges the hours.
 */
export function NotHeldButton({ meeting }: { meeting: MeetingView }) {
  const hours = formatHoursStd(hoursFor(meeting.duration));
  const noShow = useMutation({
    mutationFn: () => markNoShow(meeting.id),
    meta: writeMeta(meetingMessages.noShow, meetingMessages.completeFailed, invalidates),
  });
  return (
    <ReasonDialogButton
      label="Nicht stattgefunden"
      title="Meeting hat nicht stattgefunden"
      subtitle={`${formatMeetingWhen(meeting)} mit ${meeting.clientName} · ${meeting.duration} Min.`}
      confirmLabel="Nicht stattgefunden"
      schema={notHeldRequest}
      run={(reason) => markNotHeld(meeting.id, reason)}
      meta={writeMeta(meetingMessages.notHeld, meetingMessages.notHeldFailed, invalidates)}
      alternative={(close) => (
        <div className={styles.alternative}>
          <p className={styles.emptyText}>Der Klient ist nicht erschienen? Dann werden die {hours} berechnet.</p>
          <Button
            variant="secondary"
            isPending={noShow.isPending}
            onPress={() => noShow.mutate(undefined, { onSuccess: close })}
          >
            Klient nicht erschienen
          </Button>
        </div>
      )}
    >
      <p className={styles.emptyText}>
        Das Meeting wird ohne Abbuchung geschlossen; die reservierten {hours} werden wieder frei.
      </p>
    </ReasonDialogButton>
  );
}
