import {
  meetingMessages,
  meetingStatusLabels,
  type MeetingStatus,
  type MeetingView,
} from '../../../../modules/meetings/contract';
import { wrapRow } from '../../../components/ui/layout.css';
import { StatusPill, type PillTone } from '../../../components/ui/StatusPill';

const tones: Record<MeetingStatus, PillTone> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'danger',
  not_held: 'neutral',
};

/** The meeting status as a coloured pill ('Geplant', 'Abgeschlossen', 'Abgesagt', 'Nicht stattgefunden'). */
function StatusBadge({ status }: { status: MeetingStatus }) {
  return (
    <StatusPill tone={tones[status]} testId="meeting-status">
      {meetingStatusLabels[status]}
    </StatusPill>
  );
}

/** A small pill with free text, e.g. 'Du' on the partner's own meetings. */
export function Pill({ tone, children }: { tone: 'overdue' | 'mine'; children: string }) {
  return <StatusPill tone={tone === 'overdue' ? 'warning' : 'accent'}>{children}</StatusPill>;
}

/**
 * The status, and 'Kurzfristig abgesagt' beside 'Abgesagt' when the client cancelled inside the
 * notice (its hours are charged): wherever a meeting is listed, so a charged cancellation reads alike.
 */
export function MeetingStatusPills({ meeting }: { meeting: Pick<MeetingView, 'status' | 'lateCancellation'> }) {
  return (
    <span className={wrapRow.xs}>
      <StatusBadge status={meeting.status} />
      {meeting.lateCancellation ? <Pill tone="overdue">{meetingMessages.lateCancelled}</Pill> : null}
    </span>
  );
}
