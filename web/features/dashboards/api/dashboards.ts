import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ATTENTION_SHOWN,
  dashboardKeys,
  type Activity,
  type AdminStats,
  type AttentionPage,
  type FirstWeekClient,
  type PartnerStats,
  type UserDashboard,
} from '../../../../modules/dashboards/contract';
import { api } from '../../../api/client';
import { listQuery } from '../../../api/list-query';
import { loadQuery } from '../../../api/resource';

// The dashboards' reads (spec 02 §7). Tiles stay live through the pushes that make `['dashboard']` stale (api/refresh.ts)
// (the spec's 30-second re-poll is replaced by them). The spec's dashboards fall back to zero or
// empty on a failed load; the tiles' load also says so in a toast.

const dashboardLoadFailed = 'Die Dashboard-Daten konnten nicht geladen werden.';

export const adminStatsQuery = queryOptions({
  queryKey: dashboardKeys.admin,
  queryFn: ({ signal }) => api.load<AdminStats>('/api/dashboard/admin/stats', { signal }),
  staleTime: 2 * 60_000,
  meta: { loadErrorToast: dashboardLoadFailed },
});

/** A further page of the attention list (the first comes with the stats); the page shown stays while the next loads. */
export const attentionPageQuery = (offset: number) =>
  queryOptions({
    queryKey: [...dashboardKeys.attention, offset] as const,
    // The page carries its offset: while the next one loads, the one before stays on screen (placeholder)
    // and the pager shows its range, not the requested one.
    queryFn: async ({ signal }) => ({
      ...(await api.load<AttentionPage>('/api/dashboard/admin/attention', {
        params: { limit: ATTENTION_SHOWN, offset },
        signal,
      })),
      offset,
    }),
    placeholderData: keepPreviousData,
    meta: { loadErrorToast: dashboardLoadFailed },
  });

export const partnerStatsQuery = loadQuery<PartnerStats>(
  dashboardKeys.partner,
  '/api/dashboard/partner/stats',
  dashboardLoadFailed,
);
export const userDashboardQuery = loadQuery<UserDashboard>(dashboardKeys.user, '/api/dashboard/user/data');

export const firstWeekClientsQuery = listQuery<FirstWeekClient>(
  dashboardKeys.firstWeek,
  '/api/dashboard/first-week-clients',
);

export const recentActivitiesQuery = listQuery<Activity>(dashboardKeys.activities, '/api/dashboard/activities/recent');
