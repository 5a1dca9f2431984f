// zod/mini: the router needs these rules on every page; unlike zod's classic API it leaves out what is not called.
import * as z from 'zod/mini';
import type { InvoiceListQuery } from '../../../../modules/invoicing/contract';
import { invoiceStatuses, paymentFilters } from '../../../../modules/invoicing/contract/list-filters';

// The admin list's filters as the URL keeps them (/admin/invoices?payment=open&month=2026-11&offset=50):
// 'back' returns to the same page of the same list. Anything unknown is dropped, not an error.

export const adminInvoiceSearch = z.object({
  payment: z.catch(z.optional(z.enum(paymentFilters)), undefined),
  status: z.catch(z.optional(z.enum(invoiceStatuses)), undefined),
  month: z.catch(z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  offset: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(0))), undefined),
});
export type AdminInvoiceSearch = z.infer<typeof adminInvoiceSearch>;

/** The list query of a filter state (the page size is the contract's). */
export const listQueryOf = (s: AdminInvoiceSearch, limit: number): Partial<InvoiceListQuery> => ({
  ...(s.payment ? { payment: s.payment } : {}),
  ...(s.status ? { status: s.status } : {}),
  ...(s.month ? { month: s.month } : {}),
  limit,
  offset: s.offset ?? 0,
});
