import { schedulingKeys } from '../../../../modules/scheduling/contract';
import { defineRefresh } from '../../../realtime/refresh';

/** The partner's availability and the firm's scheduling policy. */
export const schedulingRefresh = defineRefresh('scheduling', [
  { family: schedulingKeys.availability, on: ['AvailabilitySet'] },
  { family: schedulingKeys.policy, on: ['SchedulingPolicySet'] },
]);
