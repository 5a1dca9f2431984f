import type { InvoiceListQuery } from '../../../../modules/invoicing/contract';
import { invoiceStatuses, paymentFilters } from '../../../../modules/invoicing/contract/list-filters';
import { offset, oneOf, text, urlFields } from '../../../lib/url-fields';

// The admin list's filters as the URL keeps them (/admin/invoices?payment=open&month=2026-11&offset=50):
// 'back' returns to the same page of the same list. Anything unknown is dropped, not an error.

export const adminInvoiceSearch = urlFields({
  payment: oneOf(paymentFilters),
  status: oneOf(invoiceStatuses),
  month: text({ max: 7, pattern: /^\d{4}-(0[1-9]|1[0-2])$/ }),
  offset,
});
export type AdminInvoiceSearch = ReturnType<typeof adminInvoiceSearch.parse>;

/** The list query of a filter state (the page size is the contract's). */
export const listQueryOf = (s: AdminInvoiceSearch, limit: number): Partial<InvoiceListQuery> => ({
  ...(s.payment ? { payment: s.payment } : {}),
  ...(s.status ? { status: s.status } : {}),
  ...(s.month ? { month: s.month } : {}),
  limit,
  offset: s.offset ?? 0,
});
