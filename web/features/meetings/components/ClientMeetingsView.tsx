import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAST_SHOWN } from '../../../../modules/meetings/contract';
import { myMeetingsQuery } from '../api/meetings';
import { Button } from '../../../components/ui/Button';
import { HoursCard } from './HoursCard';
import { clientMeetingLists } from '../rules/lists';
import { MeetingItem } from './MeetingItem';
import { MeetingSection } from './MeetingSection';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

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
      <MeetingSection
        title="Anstehende Meetings"
        count={upcoming.length}
        empty="Keine anstehenden Meetings. Ihr Accelerator plant die Termine mit Ihnen."
        testId="upcoming-meetings"
      >
        {upcoming.map((m) => (
          <MeetingItem key={m.id} meeting={m} person="partner" />
        ))}
      </MeetingSection>
      <MeetingSection
        title="Vergangene Meetings"
        count={past.length}
        empty="Noch keine vergangenen Meetings."
        testId="past-meetings"
        footer={
          hidden > 0 ? (
            <div className={styles.more}>
              <Button variant="secondary" onPress={() => setShowAllPast((v) => !v)}>
                {showAllPast ? 'Weniger anzeigen' : `Alle anzeigen (${hidden} weitere)`}
              </Button>
            </div>
          ) : null
        }
      >
        {shownPast.map((m) => (
          <MeetingItem key={m.id} meeting={m} person="partner" />
        ))}
      </MeetingSection>
    </div>
  );
}
