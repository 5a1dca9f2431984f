// zod/mini: the router needs these rules on every page; unlike zod's classic API it leaves out what is not called.
import * as z from 'zod/mini';
import { clientFilters } from '../../../../modules/dashboards/contract/client-filters';
import { urlSearch } from '../../../lib/url-search';

// The client list's search, filter and page as the URL keeps them (/admin/clients?q=müller&filter=active&offset=50):
// 'back' from the details returns to the same page of the same list. Anything unknown is dropped.

const clientListSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(200))), undefined),
  filter: z.catch(z.optional(z.enum(clientFilters)), undefined),
  offset: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
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
