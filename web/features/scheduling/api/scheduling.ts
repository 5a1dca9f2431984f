import { queryOptions } from '@tanstack/react-query';
import { schedulingKeys, type Availability, type SchedulingPolicy } from '../../../../modules/scheduling/contract';
import { api } from '../../../api/client';

// The scheduling calls (issue 19): a partner's own availability and the firm's cancellation
// notice. Their events push `schedulingKeys`, so an open editor's data refreshes.

export const availabilityQuery = queryOptions({
  queryKey: schedulingKeys.availability,
  queryFn: ({ signal }) => api.load<Availability>('/api/availability', { signal }),
});

export const schedulingPolicyQuery = queryOptions({
  queryKey: schedulingKeys.policy,
  queryFn: ({ signal }) => api.load<SchedulingPolicy>('/api/settings/scheduling', { signal }),
});

/** Saves the whole availability; answers it as saved (in the server's order). Never retried. */
export function saveAvailability(body: Availability): Promise<Availability> {
  return api.put<Availability>('/api/availability', body, { retries: 0 });
}

export function saveSchedulingPolicy(body: SchedulingPolicy): Promise<SchedulingPolicy> {
  return api.put<SchedulingPolicy>('/api/settings/scheduling', body, { retries: 0 });
}
