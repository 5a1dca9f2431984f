import { adminPush, definePush, type PushRule } from '../../server/eventstore';
import { calendarKeys } from './contract';
import { calendarEventTypes, type CalendarEvent } from './events';

/**
 * The person's account settings (another tab) hear of their feed; admins' audit tail of every event.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | feed created, revoked | the person | their feed's status |
 * | the same | admins | none (the audit's live tail) |
 */
export const calendarPush: PushRule[] = [
  definePush<CalendarEvent>({
    handles: calendarEventTypes,
    audience: (e) => [`user:${e.data.userId}`],
    keys: () => [[...calendarKeys.feed]],
  }),
  adminPush(calendarEventTypes, []),
];
