import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClientDetails } from '../../../../modules/dashboards/contract';
import { Card } from '../../../components/ui/Card';
import { MorePastButton } from '../../meetings';
import { clientMeetingsQuery } from '../api/clients';
import { ClientMeetingList } from './ClientMeetingList';

/**
 * The Meetings tab: the newest page the details brought, then 'Weitere anzeigen' a page at a time
 * (issue 17: a client of years does not load every meeting at once).
 */
export function ClientMeetingsTab({ client }: { client: ClientDetails }) {
  const [more, setMore] = useState(false);
  const query = useInfiniteQuery({ ...clientMeetingsQuery(client.id, client.meetings.length), enabled: more });
  const further = query.data?.pages.flatMap((p) => p.meetings) ?? [];
  const meetings = [...client.meetings, ...further];
  const remaining = client.meetingsTotal - meetings.length;
  return (
    <Card>
      <ClientMeetingList meetings={meetings} />
      {remaining > 0 ? (
        <div>
          <MorePastButton
            remaining={remaining}
            loading={query.isFetching}
            onLoad={() => (more ? void query.fetchNextPage() : setMore(true))}
          />
        </div>
      ) : null}
    </Card>
  );
}
