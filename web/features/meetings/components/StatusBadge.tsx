import { meetingStatusLabels, type MeetingStatus } from '../../../../modules/meetings/contract';
import { StatusPill, type PillTone } from '../../../components/ui/StatusPill';

const tones: Record<MeetingStatus, PillTone> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'danger',
  not_held: 'neutral',
};

/** The meeting status as a coloured pill ('Geplant', 'Abgeschlossen', 'Abgesagt', 'Nicht stattgefunden'). */
export function StatusBadge({ status }: { status: MeetingStatus }) {
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
