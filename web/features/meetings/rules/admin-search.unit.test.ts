import { describe, expect, it } from 'vitest';
import { adminMeetingSearch, listQueryOf, shownCountText } from './admin-search';

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

describe("'n von m Meetings angezeigt'", () => {
  it('n is what the page shows, not what the search finds', () => {
    expect(shownCountText(50, 296, 296)).toBe('50 von 296 Meetings angezeigt');
    expect(shownCountText(46, 296, 296)).toBe('46 von 296 Meetings angezeigt');
  });
  it('a search or filter names the whole list too', () => {
    expect(shownCountText(12, 12, 296)).toBe('12 von 12 Meetings angezeigt (296 insgesamt)');
    expect(shownCountText(0, 0, 296)).toBe('0 von 0 Meetings angezeigt (296 insgesamt)');
  });
});
