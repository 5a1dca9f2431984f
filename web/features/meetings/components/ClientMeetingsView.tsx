import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAST_SHOWN } from '../../../../modules/meetings/contract';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { myMeetingsQuery } from '../api/meetings';
import { BookMeetingButton } from './BookMeetingButton';
import { ClientMeetingActions } from './ClientMeetingActions';
import { Button } from '../../../components/ui/Button';
import { HoursCard } from './HoursCard';
import { clientMeetingLists } from '../rules/lists';
import { MeetingList } from './MeetingSection';
import { useNow } from './use-now';
import * as styles from './MeetingsPage.css';

/** An upcoming meeting: the client moves or cancels it (issue 19). */
const ownUpcoming = (m: MeetingView) => ({ person: 'partner' as const, actions: <ClientMeetingActions meeting={m} /> });
const ownPast = () => ({ person: 'partner' as const });

/**
 * Client /meetings: hours, 'Termin buchen', upcoming meetings (to move or cancel), past meetings
 * (first 5, then all on request). `book`: open the booking for this Accelerator at once.
 */
export function ClientMeetingsView({ book }: { book?: string | undefined }) {
  const { data: meetings } = useSuspenseQuery(myMeetingsQuery);
  const now = useNow();
  const [showAllPast, setShowAllPast] = useState(false);

  const { upcoming, past } = clientMeetingLists(meetings, now);
  const hidden = past.length - PAST_SHOWN.client;
  const shownPast = showAllPast ? past : past.slice(0, PAST_SHOWN.client);

  return (
    <div className={styles.sections}>
      <HoursCard />
      <div className={styles.toolbar}>
        <BookMeetingButton initialPartnerId={book} />
      </div>
      <MeetingList
        list="upcoming"
        empty="Keine anstehenden Meetings. Buchen Sie einen freien Termin, oder Ihr Accelerator plant ihn mit Ihnen."
        meetings={upcoming}
        item={ownUpcoming}
      />
      <MeetingList
        list="past"
        count={past.length}
        meetings={shownPast}
        item={ownPast}
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
