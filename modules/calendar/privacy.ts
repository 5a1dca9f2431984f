import { privacyOf } from '../../server/eventstore';
import type { CalendarEvent } from './events';

/** A feed's token is stored only as its hash; why it ended is one of a few fixed reasons. */
export const calendarPrivacy = privacyOf<CalendarEvent>()({
  CalendarFeedCreated: { plain: ['tokenHash'] },
  CalendarFeedRevoked: { plain: ['reason'] },
});
