import { privacyOf } from '../../server/eventstore';
import type { MeetingEvent } from './events';

/** What is said in and about a client's meetings is theirs; when and where a meeting is, is not. */
export const meetingsPrivacy = privacyOf<MeetingEvent>()({
  MeetingPlanned: { subject: 'clientId', personal: ['notes', 'link', 'location'], plain: ['date', 'time', 'platform'] },
  MeetingCompleted: { subject: 'clientId', personal: ['summary', 'notes'] },
  MeetingCancelled: { subject: 'clientId', personal: ['reason'] },
  MeetingNotHeld: { subject: 'clientId', personal: ['reason'] },
  MeetingRescheduled: { subject: 'clientId', personal: ['location'], plain: ['date', 'time'] },
  MeetingHandedOver: { subject: 'clientId', personal: ['link', 'location'], plain: ['platform'] },
  MeetingReminderSent: { plain: ['kind'] },
});
