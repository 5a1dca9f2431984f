import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../../components/ui/Notice';
import { PAST_SHOWN } from '../../../../modules/meetings/contract';
import type { MeetingView } from '../../../../modules/meetings/contract';
import { myMeetingsQuery } from '../api/meetings-history';
import { BookMeetingButton } from './BookMeetingButton';
import { ClientMeetingActions } from './ClientMeetingActions';
import { Button } from '../../../components/ui/Button';
import { HoursCard } from './HoursCard';
import { clientMeetingLists, withMorePast } from '../rules/lists';
import { MeetingList } from './MeetingSection';
import { MorePastButton } from './MorePastButton';
import { useMorePast } from './use-more-past';
import { useNow } from './use-now';
import { useFocusedMeeting } from './use-focused-meeting';
import * as styles from './MeetingsPage.css';

/** An upcoming meeting: the client moves or cancels it (issue 19). */
const ownUpcoming = (m: MeetingView) => ({ person: 'partner' as const, actions: <ClientMeetingActions meeting={m} /> });
const ownPast = () => ({ person: 'partner' as const });

/**
 * Client /meetings: hours, 'Termin buchen', upcoming meetings (to move or cancel), past meetings
 * (first 5; on request the rest, a page at a time). `book`: open the booking for this Accelerator at once.
 * `focus`: the meeting a mail links to, shown with its move and cancel (issue 34).
 */
export function ClientMeetingsView({ book, focus }: { book?: string | undefined; focus?: string | undefined }) {
  const { data: history } = useSuspenseQuery(myMeetingsQuery);
  const now = useNow();
  const [showAllPast, setShowAllPast] = useState(false);
  // The server sent the newest 5 settled ones; the rest comes on request, from there on.
  const more = useMorePast('all', PAST_SHOWN.client, showAllPast);

  const { upcoming, past, pastTotal } = clientMeetingLists(
    showAllPast ? withMorePast(history, more.meetings) : history,
    now,
  );
  const hidden = pastTotal - PAST_SHOWN.client;
  const shownPast = showAllPast ? past : past.slice(0, PAST_SHOWN.client);
  const focusIsUpcoming = focus !== undefined && upcoming.some((m) => m.id === focus);
  useFocusedMeeting(focusIsUpcoming ? focus : undefined);

  return (
    <div className={styles.sections}>
      {focus !== undefined && !focusIsUpcoming ? (
        <Notice tone="info">
          Der Termin aus Ihrer E-Mail steht nicht mehr an: Er wurde abgesagt, hat schon stattgefunden oder gehört zu
          einem anderen Konto.
        </Notice>
      ) : null}
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
        count={pastTotal}
        meetings={shownPast}
        item={ownPast}
        footer={
          hidden > 0 ? (
            <div className={styles.more}>
              {showAllPast && more.hasMore ? (
                <MorePastButton remaining={pastTotal - past.length} loading={more.loading} onLoad={more.next} />
              ) : null}
              <Button
                variant="secondary"
                isPending={showAllPast && more.loading && more.meetings.length === 0}
                onPress={() => setShowAllPast((v) => !v)}
              >
                {showAllPast ? 'Weniger anzeigen' : `Alle anzeigen (${hidden} weitere)`}
              </Button>
            </div>
          ) : null
        }
      />
    </div>
  );
}
