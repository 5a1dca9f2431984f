import { busySourceKeys, schedulingKeys } from '../../../../modules/scheduling/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** The partner's availability, their own calendars (theirs and, for the office, each Accelerator's) and the firm's scheduling policy. */
export const schedulingRefresh = defineRefresh('scheduling', [
  { family: schedulingKeys.availability, on: ['AvailabilitySet'] },
  { family: schedulingKeys.policy, on: ['SchedulingPolicySet'] },
  { family: busySourceKeys.own, on: ['BusySourcesSet'] },
  { family: ['scheduling', 'busy-times'], on: ['BusySourcesSet'] },
]);
