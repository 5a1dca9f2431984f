import { privacyOf } from '../../server/eventstore';
import type { AvailabilityEvent } from './events';
import type { BusySourcesEvent } from './busy/events';

/**
 * Weekly hours and days off: times only, which the booking screens show every client anyway. An
 * Accelerator's own calendars (addresses that are secrets themselves, logins, app passwords) are
 * theirs: sealed with their key.
 */
export const schedulingPrivacy = privacyOf<AvailabilityEvent | BusySourcesEvent>()({
  AvailabilitySet: { plain: ['availability'] },
  BusySourcesSet: { subject: 'partnerId', personal: ['sources'] },
});
