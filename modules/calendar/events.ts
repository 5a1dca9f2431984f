import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import type { FeedEndReason } from './contract';
import { allOf } from '../../lib/all-of';

// A person's calendar feed (stream `calendar-feed-{userId}`). The token itself never enters the
// log: only its SHA-256, from which the address cannot be recovered (README, Decisions).

export type CalendarFeedCreated = NewEvent<'CalendarFeedCreated', { userId: string; tokenHash: string; at: string }>;
export type CalendarFeedRevoked = NewEvent<
  'CalendarFeedRevoked',
  { userId: string; reason: FeedEndReason; at: string }
>;

export type CalendarEvent = CalendarFeedCreated | CalendarFeedRevoked;

export const calendarEventTypes = allOf<CalendarEvent['type']>({
  CalendarFeedCreated: true,
  CalendarFeedRevoked: true,
});

export const feedStreams = aggregateStreams('calendar', 'feed');
