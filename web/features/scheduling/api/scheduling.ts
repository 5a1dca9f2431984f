import { schedulingKeys, type Availability, type SchedulingPolicy } from '../../../../modules/scheduling/contract';
import { loadQuery, saveWhole } from '../../../api/resource';

// The scheduling calls (issue 19): a partner's own availability and the firm's cancellation
// notice. Their events make `schedulingKeys` stale (api/refresh.ts), so an open editor's data refreshes.

export const availabilityQuery = loadQuery<Availability>(schedulingKeys.availability, '/api/availability');
export const schedulingPolicyQuery = loadQuery<SchedulingPolicy>(schedulingKeys.policy, '/api/settings/scheduling');

/** The availability as saved comes back in the server's order. */
export const saveAvailability = saveWhole<Availability>('/api/availability');
export const saveSchedulingPolicy = saveWhole<SchedulingPolicy>('/api/settings/scheduling');
