import { invoiceKeys } from '../../../../modules/invoicing/contract';
import type { RefundRequest, RefundView } from '../../../../modules/payments/contract';
import { api } from '../../../api/client';

// Refunds on an invoice (issue 31, item 6): under the invoice's query keys, so its refresh covers them.

export const refundsKey = (invoiceId: string) => [...invoiceKeys.one(invoiceId), 'refunds'] as const;

export const fetchRefunds = (invoiceId: string) =>
  api.get<{ refunds: RefundView[] }>(`/api/invoices/${encodeURIComponent(invoiceId)}/refunds`);

/** The amount goes as typed ('99,90'): the server reads it the German way or refuses it in German. */
export const bookRefund = (invoiceId: string, body: RefundRequest) =>
  api.post<RefundView & { message: string }>(`/api/invoices/${encodeURIComponent(invoiceId)}/refund`, body, {
    retries: 0,
  });

export const refundXmlUrl = (id: string) => `/api/invoices/refunds/${encodeURIComponent(id)}/xml`;
