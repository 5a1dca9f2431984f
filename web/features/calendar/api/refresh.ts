import { calendarKeys } from '../../../../modules/calendar/contract';
import { defineRefresh, ownAccount } from '../../../realtime/refresh';

/** The person's own calendar feed (created or revoked in another tab); an admin's not by someone else's. */
export const calendarRefresh = defineRefresh('calendar', [
  { family: calendarKeys.feed, on: ['CalendarFeedCreated', 'CalendarFeedRevoked'], scope: ownAccount },
]);
