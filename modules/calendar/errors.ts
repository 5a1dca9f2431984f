import type { ErrorTable } from '../../server/http/domain-errors';
import { calendarMessages } from './contract';
import type { CalendarError } from './decide';

/** The calendar's broken rules as status and German message. */
export const calendarErrors: ErrorTable<CalendarError> = {
  NoFeedForAdmins: [403, calendarMessages.noFeedForAdmins, 'NO_FEED_FOR_ADMINS'],
  NoFeed: [404, calendarMessages.noFeed, 'NO_FEED'],
};
