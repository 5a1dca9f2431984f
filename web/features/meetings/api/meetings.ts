import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  CANCEL_REASON,
  meetingKeys,
  meetingMessages,
  type AdminMeetingListQuery,
  type AdminMeetingPage,
  type CreateMeetingRequest,
  type MeetingView,
  type PlanSeriesRequest,
  type SeriesAnswer,
} from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';
import { pageCursors } from '../rules/page-cursors';

// The meetings calls of spec 02 §7. Realtime pushes invalidate `meetingKeys`, so no polling.
// A failed load also toasts (spec 02 §8: 'Meetings konnten nicht geladen werden.').

/** The screen follows each page's `next` cursor one page on (keyset, issue 36 item 5). */
const cursors = pageCursors();

async function loadAdminPage(query: AdminMeetingListQuery, signal: AbortSignal): Promise<AdminMeetingPage> {
  const page = await api.load<AdminMeetingPage>('/api/meetings/admin/all', {
    params: { ...query, search: query.search || undefined, after: cursors.afterFor(query) },
    signal,
  });
  cursors.remember(query, page.next);
  return page;
}

/** One page of the admin's list, searched, filtered and sorted by the server (issue 17). */
export const adminMeetingsQuery = (query: AdminMeetingListQuery) =>
  queryOptions({
    // Under ['meetings', 'admin']: every meetings push refreshes the page on screen.
    queryKey: meetingKeys.adminPage(query),
    queryFn: ({ signal }) => loadAdminPage(query, signal),
    // A new filter or page keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
    meta: { loadErrorToast: meetingMessages.adminLoadFailed },
  });

// Writes are not retried: a retried plan could reserve hours twice.

export function createMeeting(body: CreateMeetingRequest): Promise<MeetingView> {
  return api.post<MeetingView>('/api/meetings/create', body, { retries: 0 });
}

/** A series (issue 34): all its meetings or, refused (409 naming each date), none. */
export function planSeries(body: PlanSeriesRequest): Promise<SeriesAnswer> {
  return api.post<SeriesAnswer>('/api/meetings/series', body, { retries: 0 });
}

export function completeMeeting(id: string, body: { summary: string; notes?: string | null }): Promise<MeetingView> {
  return api.post<MeetingView>(`/api/meetings/${encodeURIComponent(id)}/complete`, body, { retries: 0 });
}

/** A started meeting that did not take place: closed with a reason, its hours freed. */
export function markNotHeld(id: string, reason: string): Promise<MeetingView> {
  return api.post<MeetingView>(`/api/meetings/${encodeURIComponent(id)}/not-held`, { reason }, { retries: 0 });
}

/** The client did not come: completed all the same, the hours charged. */
export function markNoShow(id: string): Promise<MeetingView> {
  return api.post<MeetingView>(`/api/meetings/${encodeURIComponent(id)}/no-show`, {}, { retries: 0 });
}

/** The partner UI's "delete": a cancellation with the spec's fixed reason. */
export function cancelMeeting(id: string): Promise<MeetingView> {
  return api.post<MeetingView>(
    `/api/meetings/${encodeURIComponent(id)}/cancel`,
    { reason: CANCEL_REASON },
    { retries: 0 },
  );
}
