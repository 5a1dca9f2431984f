import { calendarKeys } from '../../../../modules/calendar/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** The person's calendar feed (created or revoked in another tab). */
export const calendarRefresh = defineRefresh('calendar', [
  { family: calendarKeys.feed, on: ['CalendarFeedCreated', 'CalendarFeedRevoked'] },
]);
