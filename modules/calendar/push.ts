import { definePush, type PushRule } from '../../server/eventstore';
import { calendarKeys } from './contract';
import { calendarEventTypes, type CalendarEvent } from './events';

/** The person's account settings (another tab) hear of their feed; admins' audit tail of every event. */
export const calendarPush: PushRule[] = [
  definePush<CalendarEvent>({
    handles: calendarEventTypes,
    audience: (e) => [`user:${e.data.userId}`],
    keys: () => [[...calendarKeys.feed]],
  }),
  definePush<CalendarEvent>({ handles: calendarEventTypes, audience: () => ['role:admin'], keys: () => [] }),
];
