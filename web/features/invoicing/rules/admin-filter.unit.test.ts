import { describe, expect, it } from 'vitest';
import { adminInvoiceSearch, listQueryOf } from './admin-filter';

describe('admin invoice filters in the URL', () => {
  it('keeps known filters and drops the rest', () => {
    expect(adminInvoiceSearch.parse({ payment: 'open', status: 'nonsense', month: '2026-13', offset: '50' })).toEqual({
      payment: 'open',
      offset: 50,
    });
  });

  it('becomes the list query with the page size', () => {
    expect(listQueryOf({ payment: 'overdue', month: '2026-11' }, 50)).toEqual({
      payment: 'overdue',
      month: '2026-11',
      limit: 50,
      offset: 0,
    });
  });
});
