import { queryOptions } from '@tanstack/react-query';
import {
  paymentKeys,
  paymentsMessages,
  statementImportKeys,
  type ConfirmResult,
  type PaymentLineView,
  type PaymentProposals,
  type PaymentSettings,
  type StatementImport,
} from '../../../../modules/payments/contract';
import { api } from '../../../api/client';
import { uploadForm } from '../../../api/upload';
import { loadQuery, saveWhole } from '../../../api/resource';

// The payment reconciliation calls (issues 18, 31): statements, proposals, confirmations, dismissals, settings.
// Their events make `paymentKeys` stale (api/refresh.ts), so a second admin's screen follows.

/** Which page of each paged list the admin looks at. */
export interface LinePages {
  proposals: number;
  unmatched: number;
  dismissed: number;
}
export const firstPages: LinePages = { proposals: 1, unmatched: 1, dismissed: 1 };

/** The proposals, unmatched and dismissed lines, each at its page (50 a page). */
export const proposalsQuery = (pages: LinePages = firstPages) =>
  loadQuery<PaymentProposals>(
    [...paymentKeys.proposals, pages],
    `/api/payments/proposals?proposalsPage=${pages.proposals}&unmatchedPage=${pages.unmatched}&dismissedPage=${pages.dismissed}`,
  );
export const paymentSettingsQuery = loadQuery<PaymentSettings>(paymentKeys.settings, '/api/payments/settings');

/** Starts a statement's import in the background (issue 31 item 1); answers the import. Throws the server's German message. */
export const startStatementImport = (file: File) =>
  uploadForm<StatementImport>('/api/payments/statement-imports', file, {}, paymentsMessages.notAStatement);

/** One import, polled twice a second while it waits or runs. */
export const statementImportQuery = (id: string) =>
  queryOptions({
    ...loadQuery<StatementImport>(
      statementImportKeys.one(id),
      `/api/payments/statement-imports/${encodeURIComponent(id)}`,
    ),
    refetchInterval: (query) => (['queued', 'running'].includes(query.state.data?.status ?? 'queued') ? 500 : false),
  });

export function confirmProposal(id: string, invoiceId: string | null): Promise<ConfirmResult> {
  return api.post<ConfirmResult>(`/api/payments/proposals/${id}/confirm`, invoiceId ? { invoiceId } : {}, {
    retries: 0,
  });
}

/** Takes an unrelated line off the open list with the reason ('Erledigt'). */
export function dismissLine(id: string, reason: string): Promise<PaymentLineView> {
  return api.post<PaymentLineView>(`/api/payments/lines/${id}/dismiss`, { reason }, { retries: 0 });
}

export const savePaymentSettings = saveWhole<PaymentSettings>('/api/payments/settings');
