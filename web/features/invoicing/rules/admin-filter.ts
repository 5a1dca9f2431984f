import { z } from 'zod';
import { invoiceStatuses, paymentFilters, type InvoiceListQuery } from '../../../../modules/invoicing/contract';

// The admin list's filters as the URL keeps them (/admin/invoices?payment=open&month=2026-11&offset=50):
// 'back' returns to the same page of the same list. Anything unknown is dropped, not an error.

export const adminInvoiceSearch = z.object({
  payment: z.enum(paymentFilters).optional().catch(undefined),
  status: z.enum(invoiceStatuses).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional()
    .catch(undefined),
  offset: z.coerce.number().int().min(0).optional().catch(undefined),
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
