import { privacyOf } from '../../server/eventstore';
import type { AvailabilityEvent } from './events';

/** Weekly hours and days off: times only, which the booking screens show every client anyway. */
export const schedulingPrivacy = privacyOf<AvailabilityEvent>()({
  AvailabilitySet: { plain: ['availability'] },
});
