import { queryOptions } from '@tanstack/react-query';
import {
  dunningKeys,
  type DunningResult,
  type DunningSchedule,
  type InvoicePaymentView,
  type ManualPaymentRequest,
  type OpenItems,
  type SetOffAnswer,
  type SetOffRequest,
  type TakeBackSetOffAnswer,
} from '../../../../modules/invoicing/contract';
import type { ManualPaymentResult, UndoPaymentResult } from '../../../../modules/payments/contract';
import { api, buildUrl } from '../../../api/client';
import { loadQuery, saveWhole } from '../../../api/resource';

// Open items, dunning levels, payments by hand and their undo (issue 31). Their events make these
// keys stale (api/refresh.ts), so a second admin's screen follows.

export const openItemsQuery = (clientId?: string) =>
  loadQuery<OpenItems>(dunningKeys.openItems(clientId), buildUrl('/api/invoices/open-items', { clientId }));

export const invoicePaymentsQuery = (invoiceId: string) =>
  queryOptions({
    queryKey: dunningKeys.payments(invoiceId),
    queryFn: ({ signal }) =>
      api.load<{ payments: InvoicePaymentView[] }>(`/api/invoices/${encodeURIComponent(invoiceId)}/payments`, {
        signal,
      }),
    select: (answer) => answer.payments,
  });

export const dunningSettingsQuery = loadQuery<DunningSchedule & { saved: boolean }>(
  dunningKeys.settings,
  '/api/settings/dunning',
);
export const saveDunningSettings = saveWhole<DunningSchedule, DunningSchedule & { saved: boolean }>(
  '/api/settings/dunning',
);

export const bookManualPayment = (body: ManualPaymentRequest) =>
  api.post<ManualPaymentResult>('/api/payments/manual', body, { retries: 0 });

export const undoPayment = (paymentId: string, reason: string) =>
  api.post<UndoPaymentResult>(`/api/payments/${encodeURIComponent(paymentId)}/undo`, { reason }, { retries: 0 });

export const sendNextDunningLevel = (invoiceId: string) =>
  api.post<DunningResult>(`/api/invoices/${encodeURIComponent(invoiceId)}/dunning`, undefined, { retries: 0 });

/** 'Verrechnung zurücknehmen': the set-off as one act (both of its rows name it by `setOffId`). */
export const takeBackSetOff = (setOffId: string, reason: string) =>
  api.post<TakeBackSetOffAnswer>(
    `/api/invoices/set-offs/${encodeURIComponent(setOffId)}/take-back`,
    { reason },
    { retries: 0 },
  );

export const setOffCredit = (invoiceId: string, body: SetOffRequest) =>
  api.post<SetOffAnswer>(`/api/invoices/${encodeURIComponent(invoiceId)}/set-off`, body, { retries: 0 });
