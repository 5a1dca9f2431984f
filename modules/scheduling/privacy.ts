import { privacyOf } from '../../server/eventstore';
import type { AvailabilityEvent, PolicyEvent } from './events';
import type { BusySourcesEvent } from './busy/events';

/**
 * Weekly hours and days off: times only, which the booking screens show every client anyway. An
 * Accelerator's own calendars (addresses that are secrets themselves, logins, app passwords) are
 * theirs: sealed with their key. The firm's policy is nobody's.
 */
export const schedulingPrivacy = privacyOf<AvailabilityEvent | BusySourcesEvent | PolicyEvent>()({
  AvailabilitySet: { plain: ['availability'] },
  // The firm's rules, which everyone reads alike.
  SchedulingPolicySet: { plain: ['reminders'] },
  BusySourcesSet: { subject: 'partnerId', personal: ['sources'] },
});
