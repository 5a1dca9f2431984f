import { queryOptions } from '@tanstack/react-query';
import { milestoneKeys, type Milestone, type MilestoneTemplateItem } from '../../../../modules/milestones/contract';
import { api } from '../../../api/client';
import { listQuery } from '../../../api/list-query';

// The milestone calls (spec 02 §7). Plan events make `milestoneKeys` stale (api/refresh.ts), so a partner's view of a
// client's plan updates when the client completes a step.

export const myMilestonesQuery = listQuery<Milestone>(milestoneKeys.mine, '/api/milestones');

export const userMilestonesQuery = (userId: string) =>
  queryOptions({
    queryKey: milestoneKeys.ofUser(userId),
    queryFn: ({ signal }) =>
      api.load<Milestone[]>(`/api/milestones/user/${encodeURIComponent(userId)}`, { list: true, signal }),
  });

/** Completes one milestone of `userId`'s plan (default: the caller's own); answers the whole plan. */
export function completeMilestone(id: string, body: { userId?: string; notes: string | null }): Promise<Milestone[]> {
  return api.post<Milestone[]>(`/api/milestones/complete/${encodeURIComponent(id)}`, body, { list: true, retries: 0 });
}

// The firm's template that every new plan is copied from (admins). Each write answers the template.

export const milestoneTemplateQuery = listQuery<MilestoneTemplateItem>(
  milestoneKeys.template,
  '/api/milestones/template',
);

export interface TemplateItemInput {
  name: string;
  description: string | null;
  order?: number;
  requiresPartner: boolean;
}

export function addTemplateItem(body: TemplateItemInput): Promise<MilestoneTemplateItem[]> {
  return api.post<MilestoneTemplateItem[]>('/api/milestones', body, { list: true, retries: 0 });
}

export function updateTemplateItem(id: string, body: TemplateItemInput): Promise<MilestoneTemplateItem[]> {
  return api.put<MilestoneTemplateItem[]>(`/api/milestones/${encodeURIComponent(id)}`, body, {
    list: true,
    retries: 0,
  });
}

export function removeTemplateItem(id: string): Promise<MilestoneTemplateItem[]> {
  return api.delete<MilestoneTemplateItem[]>(`/api/milestones/${encodeURIComponent(id)}`, { list: true, retries: 0 });
}
