import type { MeetingView } from '../../../../modules/meetings/contract';
import { formatDuration, formatMeetingWhen, platformLabel, StatusBadge } from '../../meetings';
import * as styles from './ClientDetails.css';
import { ClientHistoryList } from './ClientHistoryList';

/** Meetings of one client, newest first: when, with whom, status, the partner's summary. */
export function ClientMeetingList({ meetings }: { meetings: MeetingView[] }) {
  return (
    <ClientHistoryList
      items={meetings}
      empty="Noch keine Meetings."
      label="Meetings"
      itemTestId="client-meeting"
      title={formatMeetingWhen}
      status={(m) => <StatusBadge status={m.status} />}
      details={(m) => (
        <>
          <span className={styles.itemMeta}>
            mit {m.partnerName} · {formatDuration(m.duration)} · {platformLabel(m.platform)}
          </span>
          {m.summary ? <p className={styles.summary}>{m.summary}</p> : null}
        </>
      )}
    />
  );
}
