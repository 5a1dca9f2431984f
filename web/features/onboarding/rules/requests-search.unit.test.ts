import { describe, expect, it } from 'vitest';
import { cleanRequestsSearch, requestQueryOf, requestsSearch } from './requests-search';

describe('the requests list in the URL', () => {
  it('keeps known filters and drops what it does not know', () => {
    expect(requestsSearch.parse({ q: ' Berg ', filter: 'requests', offset: '50' })).toEqual({
      q: 'Berg',
      filter: 'requests',
      offset: 50,
    });
    expect(requestsSearch.parse({ filter: 'heiss', offset: '-3', other: 'x' })).toEqual({});
  });

  it('asks the server for one page of the filter; the defaults stay out of the URL', () => {
    expect(requestQueryOf({}, 50)).toEqual({ limit: 50, offset: 0 });
    expect(requestQueryOf({ q: 'Berg', filter: 'incomplete', offset: 100 }, 50)).toEqual({
      q: 'Berg',
      filter: 'incomplete',
      limit: 50,
      offset: 100,
    });
    expect(cleanRequestsSearch({ q: '', filter: 'all', offset: 0 })).toEqual({});
  });
});
