import { clientFilters } from '../../../../modules/dashboards/contract/client-filters';
import { offset, oneOf, text, urlFields } from '../../../lib/url-fields';
import { urlSearch } from '../../../lib/url-search';

// The client list's search, filter and page as the URL keeps them (/admin/clients?q=müller&filter=active&offset=50):
// 'back' from the details returns to the same page of the same list. Anything unknown is dropped.

const clientListSearch = urlFields({ q: text({ max: 200, trim: true }), filter: oneOf(clientFilters), offset });
export type ClientListSearch = ReturnType<typeof clientListSearch.parse>;

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
