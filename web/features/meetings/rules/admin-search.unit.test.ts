import { describe, expect, it } from 'vitest';
import { adminMeetingSearch, listQueryOf } from './admin-search';

describe("the admin meeting list's URL state", () => {
  it('keeps what it knows and drops the rest', () => {
    expect(adminMeetingSearch.parse({ search: 'Größ', status: 'completed', sort: 'client', offset: '50' })).toEqual({
      search: 'Größ',
      status: 'completed',
      sort: 'client',
      offset: 50,
    });
    expect(adminMeetingSearch.parse({ status: 'verschoben', sort: 'dauer', offset: '-3' })).toEqual({});
  });

  it('asks the server for one page, defaults filled in', () => {
    expect(listQueryOf({})).toEqual({ search: '', status: 'all', sort: 'date', limit: 50, offset: 0 });
    expect(listQueryOf({ search: ' müller ', offset: 100 })).toMatchObject({ search: 'müller', offset: 100 });
  });
});
