import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { invoicingTexts } from '../rules/texts';
import type { firmData } from '../../../../modules/invoicing/contract';
import {
  invoiceKeys,
  type FirmDataView,
  type InvoiceListQuery,
  type InvoiceMonth,
  type InvoicePage,
  type InvoiceView,
  type PartialCreditRequest,
  type PostalAddress,
} from '../../../../modules/invoicing/contract';
import { api } from '../../../api/client';
import { loadQuery, saveWhole } from '../../../api/resource';

// The invoicing calls (issue 18): the firm's data, the client's billing address, invoices. Open
// screens refresh on the events api/refresh.ts names, without polling.

export const firmDataQuery = loadQuery<FirmDataView>(invoiceKeys.firm, '/api/settings/firm');

/** Saves what the form checked (the server fills the defaults it leaves out). */
export const saveFirmData = saveWhole<z.input<typeof firmData>, FirmDataView>('/api/settings/firm');

export const billingAddressQuery = queryOptions({
  queryKey: invoiceKeys.billingAddress,
  queryFn: ({ signal }) => api.load<{ address: PostalAddress | null }>('/api/invoices/billing-address', { signal }),
  select: (answer) => answer.address,
});

export const saveBillingAddress = saveWhole<PostalAddress, { address: PostalAddress | null }>(
  '/api/invoices/billing-address',
);

/** One page of invoices: a client's own, or (admin) all with the filters. */
export const invoiceListQuery = (query: Partial<InvoiceListQuery>) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api.load<InvoicePage>('/api/invoices', { params: { ...query }, signal }),
    // A new filter or page keeps the last one on screen until it arrives; the first load is the route's.
    placeholderData: keepPreviousData,
    meta: { loadErrorToast: invoicingTexts.invoicesLoadFailed },
  });

export const invoiceSummaryQuery = (year: number) =>
  queryOptions({
    queryKey: invoiceKeys.summary(year),
    queryFn: ({ signal }) =>
      api.load<{ months: InvoiceMonth[] }>('/api/invoices/summary', { params: { year }, signal }),
    select: (answer) => answer.months,
  });

export function issueInvoice(id: string): Promise<InvoiceView> {
  return api.post<InvoiceView>(`/api/invoices/${encodeURIComponent(id)}/issue`, undefined, { retries: 0 });
}

export function cancelInvoice(id: string, reason: string): Promise<InvoiceView> {
  return api.post<InvoiceView>(`/api/invoices/${encodeURIComponent(id)}/credit-note`, { reason }, { retries: 0 });
}

/** 'Teilgutschrift': a partial credit note by hours or amount (cents). */
export function creditPart(id: string, body: PartialCreditRequest): Promise<{ number: string; message: string }> {
  return api.post<{ number: string; message: string }>(`/api/invoices/${encodeURIComponent(id)}/partial-credit`, body, {
    retries: 0,
  });
}

/** The documents of an issued invoice (routes of issue 18 item 3). */
export const invoicePdfUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
export const invoiceXmlUrl = (id: string) => `/api/invoices/${encodeURIComponent(id)}/xml`;
