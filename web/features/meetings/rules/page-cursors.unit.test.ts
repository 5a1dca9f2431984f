import { describe, expect, it } from 'vitest';
import type { AdminMeetingListQuery } from '../../../../modules/meetings/contract';
import { pageCursors } from './page-cursors';

const query = (patch: Partial<AdminMeetingListQuery> = {}): AdminMeetingListQuery => ({
  search: '',
  status: 'all',
  sort: 'date',
  limit: 50,
  offset: 0,
  ...patch,
});

describe('the admin meeting list’s page cursors', () => {
  it('follows the next page’s cursor, and asks a jump or the first page by offset', () => {
    const c = pageCursors();
    expect(c.afterFor(query())).toBeUndefined();
    c.remember(query(), 'A');
    expect(c.afterFor(query({ offset: 50 }))).toBe('A');
    c.remember(query({ offset: 50 }), 'B');
    expect(c.afterFor(query({ offset: 100 }))).toBe('B');
    // Back to a page reached by cursor: the same cursor; a jump further: by offset.
    expect(c.afterFor(query({ offset: 50 }))).toBe('A');
    expect(c.afterFor(query({ offset: 500 }))).toBeUndefined();
  });

  it('forgets the cursors when the filter, sort or page size changes; the last page leaves none', () => {
    const c = pageCursors();
    c.remember(query(), 'A');
    expect(c.afterFor(query({ offset: 50, sort: 'client' }))).toBeUndefined();
    expect(c.afterFor(query({ offset: 50 }))).toBeUndefined();
    c.remember(query({ search: 'müller' }), null);
    expect(c.afterFor(query({ search: 'müller', offset: 50 }))).toBeUndefined();
  });
});
