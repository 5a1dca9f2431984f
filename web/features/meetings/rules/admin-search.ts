// zod/mini: the router needs these rules on every page; unlike zod's classic API it leaves out what is not called.
import * as z from 'zod/mini';
import type { AdminMeetingListQuery } from '../../../../modules/meetings/contract';
import {
  ADMIN_MEETINGS_PAGE_SIZE,
  adminMeetingSorts,
  meetingStatuses,
} from '../../../../modules/meetings/contract/admin-list-values';

// The admin list's search, filter, sort and page as the URL keeps them
// (/admin/meetings?search=müller&status=completed&sort=client&offset=50): a reload or 'back'
// returns to the same page of the same list. Anything unknown is dropped, not an error.

export const adminMeetingSearch = z.object({
  search: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  status: z.catch(z.optional(z.enum(meetingStatuses)), undefined),
  sort: z.catch(z.optional(z.enum(adminMeetingSorts)), undefined),
  offset: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
});
export type AdminMeetingSearch = z.infer<typeof adminMeetingSearch>;

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
