import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAST_SHOWN } from '../../../../modules/meetings/contract';
import { myMeetingsQuery } from '../api/meetings';
import { Button } from '../../../components/ui/Button';
import { HoursCard } from './HoursCard';
import { clientMeetingLists } from '../rules/lists';
import { MeetingList } from './MeetingSection';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

const byPartner = () => ({ person: 'partner' as const });

/** Client /meetings: hours, upcoming meetings, past meetings (first 5, then all on request). */
export function ClientMeetingsView() {
  const { data: meetings } = useSuspenseQuery(myMeetingsQuery);
  const now = useNow();
  const [showAllPast, setShowAllPast] = useState(false);

  const { upcoming, past } = clientMeetingLists(meetings, now);
  const hidden = past.length - PAST_SHOWN.client;
  const shownPast = showAllPast ? past : past.slice(0, PAST_SHOWN.client);

  return (
    <div className={styles.sections}>
      <HoursCard />
      <MeetingList
        list="upcoming"
        empty="Keine anstehenden Meetings. Ihr Accelerator plant die Termine mit Ihnen."
        meetings={upcoming}
        item={byPartner}
      />
      <MeetingList
        list="past"
        count={past.length}
        meetings={shownPast}
        item={byPartner}
        footer={
          hidden > 0 ? (
            <div className={styles.more}>
              <Button variant="secondary" onPress={() => setShowAllPast((v) => !v)}>
                {showAllPast ? 'Weniger anzeigen' : `Alle anzeigen (${hidden} weitere)`}
              </Button>
            </div>
          ) : null
        }
      />
    </div>
  );
}
