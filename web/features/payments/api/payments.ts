import {
  paymentKeys,
  paymentsMessages,
  type ConfirmResult,
  type PaymentProposals,
  type PaymentSettings,
  type StatementUploadResult,
} from '../../../../modules/payments/contract';
import { api } from '../../../api/client';
import { uploadForm } from '../../../api/upload';
import { loadQuery, saveWhole } from '../../../api/resource';

// The payment reconciliation calls (issue 18): statements, proposals, confirmations, settings.
// Their events make `paymentKeys` stale (api/refresh.ts), so a second admin's screen follows.

export const proposalsQuery = loadQuery<PaymentProposals>(paymentKeys.proposals, '/api/payments/proposals');
export const paymentSettingsQuery = loadQuery<PaymentSettings>(paymentKeys.settings, '/api/payments/settings');

/** Uploads one statement file. Throws the server's German message. */
export const uploadStatement = (file: File) =>
  uploadForm<StatementUploadResult>('/api/payments/statements', file, {}, paymentsMessages.notAStatement);

export function confirmProposal(id: string, invoiceId: string | null): Promise<ConfirmResult> {
  return api.post<ConfirmResult>(`/api/payments/proposals/${id}/confirm`, invoiceId ? { invoiceId } : {}, {
    retries: 0,
  });
}

export const savePaymentSettings = saveWhole<PaymentSettings>('/api/payments/settings');
