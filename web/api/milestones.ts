import { queryOptions } from '@tanstack/react-query';
import { milestoneKeys, type Milestone } from '../../modules/milestones/contract';
import { api } from './client';

// The milestone calls (spec 02 §7). Plan events push `milestoneKeys`, so a partner's view of a
// client's plan updates when the client completes a step.

export const myMilestonesQuery = queryOptions({
  queryKey: milestoneKeys.mine,
  queryFn: ({ signal }) => api.get<Milestone[]>('/api/milestones', { list: true, signal }),
});

export const userMilestonesQuery = (userId: string) =>
  queryOptions({
    queryKey: milestoneKeys.ofUser(userId),
    queryFn: ({ signal }) => api.get<Milestone[]>(`/api/milestones/user/${encodeURIComponent(userId)}`, { list: true, signal }),
  });

/** Completes one milestone of `userId`'s plan (default: the caller's own); answers the whole plan. */
export function completeMilestone(id: string, body: { userId?: string; notes: string | null }): Promise<Milestone[]> {
  return api.post<Milestone[]>(`/api/milestones/complete/${encodeURIComponent(id)}`, body, { list: true, retries: 0 });
}
