import { meetingStatusLabels, type MeetingStatus } from '../../../modules/meetings/contract';
import * as styles from './StatusBadge.css';

/** The meeting status as a coloured pill ('Geplant', 'Abgeschlossen', 'Abgesagt'). */
export function StatusBadge({ status }: { status: MeetingStatus }) {
  return <span className={styles.badge[status]} data-testid="meeting-status">{meetingStatusLabels[status]}</span>;
}

/** A small pill with free text, e.g. 'Du' on the partner's own meetings. */
export function Pill({ tone, children }: { tone: 'overdue' | 'mine'; children: string }) {
  return <span className={styles.badge[tone]}>{children}</span>;
}
