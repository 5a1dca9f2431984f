import type { MeetingView } from '../../../../modules/meetings/contract';
import { formatDuration, formatMeetingWhen, platformLabel } from '../../meetings/rules/format';
import { StatusBadge } from '../../meetings/components/StatusBadge';
import * as styles from './ClientDetails.css';
import { DividedList } from '../../../components/ui/DividedList';

/** Meetings of one client, newest first: when, with whom, status, the partner's summary. */
export function ClientMeetingList({ meetings }: { meetings: MeetingView[] }) {
  if (meetings.length === 0) return <p className={styles.empty}>Noch keine Meetings.</p>;
  return (
    <DividedList aria-label="Meetings">
      {meetings.map((m) => (
        <li key={m.id} className={styles.item} data-testid="client-meeting">
          <div className={styles.itemHead}>
            <span className={styles.itemTitle}>{formatMeetingWhen(m)}</span>
            <StatusBadge status={m.status} />
          </div>
          <span className={styles.itemMeta}>
            mit {m.partnerName} · {formatDuration(m.duration)} · {platformLabel(m.platform)}
          </span>
          {m.summary ? <p className={styles.summary}>{m.summary}</p> : null}
        </li>
      ))}
    </DividedList>
  );
}

/** Newest first, as an admin looks at a client's history. */
export function newestFirst(meetings: MeetingView[]): MeetingView[] {
  return [...meetings].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
}
