import { tablesOf } from '../../server/db/kysely';
import { streamTable } from '../../server/eventstore';
import type { CalendarEvent } from './events';
import type { CalendarTables } from './tables';

const feeds = streamTable(tablesOf<CalendarTables>, 'calendar_feeds', 'user_id');

/**
 * `calendar_feeds`: one row per person, holding the live token's hash. An ended feed keeps its row
 * with the hash cleared (not deleted), so the row's version still guards against an older event.
 */
export const calendarProjection = feeds.projection<CalendarEvent>('calendar.feeds', {
  CalendarFeedCreated: (rows, e) =>
    rows.upsert(e.data.userId, { token_hash: e.data.tokenHash, created_at: new Date(e.data.at) }),
  CalendarFeedRevoked: (rows, e) => rows.upsert(e.data.userId, { token_hash: null, created_at: null }),
});
