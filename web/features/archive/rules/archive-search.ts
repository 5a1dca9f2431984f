import type { ArchiveListQuery } from '../../../../modules/archive/contract';
import { archiveStatuses } from '../../../../modules/archive/contract/statuses';
import { offset, oneOf, text, urlFields } from '../../../lib/url-fields';
import { urlSearch } from '../../../lib/url-search';

// The KundenKartei's search, filters and page as the URL keeps them
// (/admin/kundenkartei?q=müller&status=cancelled&package=Start&offset=50). Anything unknown is dropped.

const archiveSearch = urlFields({
  q: text({ max: 200, trim: true }),
  status: oneOf(archiveStatuses),
  package: text({ min: 1, max: 200, trim: true }),
  offset,
});
export type ArchiveSearch = ReturnType<typeof archiveSearch.parse>;

/** The URL's search without its defaults (no empty search, no first page). */
function tidyArchiveSearch(s: ArchiveSearch): ArchiveSearch {
  return {
    ...(s.q ? { q: s.q } : {}),
    ...(s.status ? { status: s.status } : {}),
    ...(s.package ? { package: s.package } : {}),
    ...(s.offset ? { offset: s.offset } : {}),
  };
}

/** The route's reading and writing of it. */
export const archiveUrl = urlSearch(archiveSearch, tidyArchiveSearch);

/** The list query of the URL's search (the page size is the server's default). */
export const archiveQueryOf = (s: ArchiveSearch): Partial<ArchiveListQuery> => ({
  ...(s.q ? { q: s.q } : {}),
  ...(s.status ? { status: s.status } : {}),
  ...(s.package ? { package: s.package } : {}),
  ...(s.offset ? { offset: s.offset } : {}),
});
