import { z } from 'zod';
import { clientFilters } from '../../../../modules/dashboards/contract';
import { urlSearch } from '../../../lib/url-search';

// The client list's search, filter and page as the URL keeps them (/admin/clients?q=müller&filter=active&offset=50):
// 'back' from the details returns to the same page of the same list. Anything unknown is dropped.

const clientListSearch = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  filter: z.enum(clientFilters).optional().catch(undefined),
  offset: z.coerce.number().int().min(0).optional().catch(undefined),
});
export type ClientListSearch = z.infer<typeof clientListSearch>;

/** The URL's search without its defaults (no empty search, no 'all', no first page). */
function tidyClientSearch(s: ClientListSearch): ClientListSearch {
  return {
    ...(s.q ? { q: s.q } : {}),
    ...(s.filter && s.filter !== 'all' ? { filter: s.filter } : {}),
    ...(s.offset ? { offset: s.offset } : {}),
  };
}

/** The route's reading and writing of it. */
export const clientListUrl = urlSearch(clientListSearch, tidyClientSearch);
