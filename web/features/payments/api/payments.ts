import {
  paymentKeys,
  paymentsMessages,
  type ConfirmResult,
  type PaymentProposals,
  type PaymentSettings,
  type StatementUploadResult,
} from '../../../../modules/payments/contract';
import { api } from '../../../api/client';
import { loadQuery, saveWhole } from '../../../api/resource';

// The payment reconciliation calls (issue 18): statements, proposals, confirmations, settings.
// Their events make `paymentKeys` stale (api/refresh.ts), so a second admin's screen follows.

export const proposalsQuery = loadQuery<PaymentProposals>(paymentKeys.proposals, '/api/payments/proposals');
export const paymentSettingsQuery = loadQuery<PaymentSettings>(paymentKeys.settings, '/api/payments/settings');

/** Uploads one statement file (multipart; the JSON client sends no files). Throws the server's German message. */
export async function uploadStatement(file: File): Promise<StatementUploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/payments/statements', { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error('Der Server ist nicht erreichbar. Bitte versuchen Sie es erneut.');
  }
  const answer = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) throw new Error(answer?.message ?? paymentsMessages.notAStatement);
  return answer as StatementUploadResult;
}

export function confirmProposal(id: string, invoiceId: string | null): Promise<ConfirmResult> {
  return api.post<ConfirmResult>(`/api/payments/proposals/${id}/confirm`, invoiceId ? { invoiceId } : {}, {
    retries: 0,
  });
}

export const savePaymentSettings = saveWhole<PaymentSettings>('/api/payments/settings');
