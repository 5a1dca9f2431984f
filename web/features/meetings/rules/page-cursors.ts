import type { AdminMeetingListQuery } from '../../../../modules/meetings/contract';

/**
 * Keyset paging of the admin's meeting list (issue 36 item 5): the `next` cursor each page answered,
 * by the page it starts (the filter and that page's offset). Going one page on (or back to a page
 * reached that way) follows it, so a deep page costs what the first costs; a page with none known (a
 * jump, a reload, the first page) is asked by offset. Kept for one filter at a time.
 */
export function pageCursors() {
  const cursors = new Map<string, string>();
  let filter = '';
  const filterKey = ({ search, status, sort, limit }: AdminMeetingListQuery) =>
    JSON.stringify([search, status, sort, limit]);
  const forFilter = (query: AdminMeetingListQuery) => {
    const key = filterKey(query);
    if (key !== filter) cursors.clear();
    filter = key;
  };
  return {
    /** The cursor to ask `query`'s page with, if one is known. */
    afterFor(query: AdminMeetingListQuery): string | undefined {
      forFilter(query);
      return query.offset > 0 ? cursors.get(String(query.offset)) : undefined;
    },
    /** What `query`'s page answered: its `next` starts the page after it. */
    remember(query: AdminMeetingListQuery, next: string | null) {
      forFilter(query);
      if (next) cursors.set(String(query.offset + query.limit), next);
    },
  };
}
