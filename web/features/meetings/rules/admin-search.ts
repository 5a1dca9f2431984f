import type { AdminMeetingListQuery } from '../../../../modules/meetings/contract';
import {
  ADMIN_MEETINGS_PAGE_SIZE,
  adminMeetingSorts,
  meetingStatuses,
} from '../../../../modules/meetings/contract/admin-list-values';
import { offset, oneOf, text, urlFields } from '../../../lib/url-fields';

// The admin list's search, filter, sort and page as the URL keeps them
// (/admin/meetings?search=müller&status=completed&sort=client&offset=50): a reload or 'back'
// returns to the same page of the same list. Anything unknown is dropped, not an error.

export const adminMeetingSearch = urlFields({
  search: text({ max: 200 }),
  status: oneOf(meetingStatuses),
  sort: oneOf(adminMeetingSorts),
  offset,
});
export type AdminMeetingSearch = ReturnType<typeof adminMeetingSearch.parse>;

/** The server's query for a URL state: one page of `ADMIN_MEETINGS_PAGE_SIZE`. */
export const listQueryOf = (s: AdminMeetingSearch): AdminMeetingListQuery => ({
  search: s.search?.trim() ?? '',
  status: s.status ?? 'all',
  sort: s.sort ?? 'date',
  limit: ADMIN_MEETINGS_PAGE_SIZE,
  offset: s.offset ?? 0,
});

/**
 * Spec 02 §2 'n von m Meetings angezeigt': n is what the page shows, m what the search finds, and
 * the whole list beside it when a search or filter narrows it. (Issue 32: it said '296 von 296'
 * while the page showed 50.)
 */
export function shownCountText(shown: number, total: number, all: number): string {
  const text = `${shown} von ${total} Meetings angezeigt`;
  return total < all ? `${text} (${all} insgesamt)` : text;
}
