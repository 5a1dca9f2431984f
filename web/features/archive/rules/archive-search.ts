// zod/mini: the router needs these rules on every page; unlike zod's classic API it leaves out what is not called.
import * as z from 'zod/mini';
import type { ArchiveListQuery } from '../../../../modules/archive/contract';
import { archiveStatuses } from '../../../../modules/archive/contract/statuses';
import { urlSearch } from '../../../lib/url-search';

// The KundenKartei's search, filters and page as the URL keeps them
// (/admin/kundenkartei?q=müller&status=cancelled&package=Start&offset=50). Anything unknown is dropped.

const archiveSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  status: z.catch(z.optional(z.enum(archiveStatuses)), undefined),
  package: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), undefined),
  offset: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
});
export type ArchiveSearch = z.infer<typeof archiveSearch>;

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
