import { adminPush, definePush, type PushRule } from '../../server/eventstore';
import { calendarEventTypes, type CalendarEvent } from './events';

/**
 * | event | audience | ids |
 * |---|---|---|
 * | feed created, revoked | the person (their account settings in another tab) | the person |
 * | the same | admins (the audit's live tail) | – |
 */
export const calendarPush: PushRule[] = [
  definePush<CalendarEvent>({
    handles: calendarEventTypes,
    audience: (e) => [`user:${e.data.userId}`],
    ids: (e) => ({ userId: e.data.userId }),
  }),
  adminPush(calendarEventTypes),
];
