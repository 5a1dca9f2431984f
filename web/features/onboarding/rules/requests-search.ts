import type { RequestListQuery } from '../../../../modules/onboarding/contract';
import { requestFilters } from '../../../../modules/onboarding/contract/request-filters';
import { offset, oneOf, text, urlFields } from '../../../lib/url-fields';
import { urlSearch } from '../../../lib/url-search';

// The admin dashboard's list of leads as the URL keeps it (/admin?q=Berg&filter=requests&offset=50):
// 'back' from a questionnaire returns to the same page of the same list. Anything unknown is
// dropped, not an error.

export const requestsSearch = urlFields({ q: text({ max: 200, trim: true }), filter: oneOf(requestFilters), offset });
export type RequestsSearch = ReturnType<typeof requestsSearch.parse>;

/** The list query of a URL state (the page size is the contract's); defaults stay out of the key. */
export const requestQueryOf = (s: RequestsSearch, limit: number): Partial<RequestListQuery> => ({
  ...(s.q ? { q: s.q } : {}),
  ...(s.filter && s.filter !== 'all' ? { filter: s.filter } : {}),
  limit,
  offset: s.offset ?? 0,
});

/** The URL state without its defaults, so a plain /admin stays plain. */
export const cleanRequestsSearch = (s: RequestsSearch): RequestsSearch => ({
  ...(s.q ? { q: s.q } : {}),
  ...(s.filter && s.filter !== 'all' ? { filter: s.filter } : {}),
  ...(s.offset ? { offset: s.offset } : {}),
});

/** The route's reading and writing of it. */
export const requestsUrl = urlSearch(requestsSearch, cleanRequestsSearch);
