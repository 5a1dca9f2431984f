import type { MeetingView } from '../../../../modules/meetings/contract';
import { formatDuration, formatMeetingWhen, MeetingStatusPills, platformLabel } from '../../meetings';
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
      // 'Kurzfristig abgesagt' beside 'Abgesagt': the client cancelled late, the hours are charged.
      status={(m) => <MeetingStatusPills meeting={m} />}
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
