import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  billingDataAnswer,
  billingDataRequest,
  FeePreview,
  FeeTermsAnswer,
  FeeTermsRequest,
  StatementView,
} from '../../../../modules/fees/contract';
import { api } from '../../../api/client';
import { loadQuery, saveWhole } from '../../../api/resource';

// The fees calls (issue 35, item 8): the office's fee terms, the Accelerator's billing data and
// preview, the statements (confirm, dispute, resolve, issue, draft), the Gutschrift downloads and
// the payouts. The payout and document paths are the issue's fixed API (built on other branches).

export type BillingAnswer = z.infer<typeof billingDataAnswer>;

/**
 * A payout as `POST /api/fees/payouts` answers it: the issue says `{ payout: { id, … } }`, the
 * payouts branch answers the payout itself; only its id is read here (the file's path).
 */
type PayoutAnswer = { payout: { id: string } } | { id: string };

export interface StatementFilter {
  month?: string;
  partnerId?: string;
}

// The web's keys of this feature (the contract keeps none; api/refresh.ts says which events make them stale).
export const feeKeys = {
  all: ['fees'] as const,
  terms: ['fees', 'terms'] as const,
  billing: ['fees', 'billing'] as const,
  preview: ['fees', 'preview'] as const,
  statements: ['fees', 'statements'] as const,
};

const query = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  ).toString();
  return search ? `?${search}` : '';
};

export const feeTermsQuery = (partnerId: string) =>
  loadQuery<FeeTermsAnswer>([...feeKeys.terms, partnerId], `/api/partners/${encodeURIComponent(partnerId)}/fee-terms`);

export const billingQuery = loadQuery<BillingAnswer>(feeKeys.billing, '/api/partners/me/billing');

export const previewQuery = (partnerId: string, month: string) =>
  loadQuery<FeePreview>([...feeKeys.preview, partnerId, month], `/api/fees/preview${query({ partnerId, month })}`);

export const statementsQuery = (filter: StatementFilter = {}) =>
  queryOptions({
    queryKey: [...feeKeys.statements, filter],
    queryFn: async ({ signal }) =>
      (await api.load<{ statements: StatementView[] }>(`/api/fees/statements${query({ ...filter })}`, { signal }))
        .statements,
  });

export const saveFeeTerms = (partnerId: string) =>
  saveWhole<FeeTermsRequest, FeeTermsAnswer>(`/api/partners/${encodeURIComponent(partnerId)}/fee-terms`);
export type BillingRequest = z.input<typeof billingDataRequest>;
export const saveBilling = saveWhole<BillingRequest, BillingAnswer>('/api/partners/me/billing');

const statementPath = (id: string, action: string) => `/api/fees/statements/${encodeURIComponent(id)}/${action}`;

export const confirmStatement = (id: string) =>
  api.post<StatementView>(statementPath(id, 'confirm'), {}, { retries: 0 });
export const disputeLine = (id: string, lineId: string, reason: string) =>
  api.post<StatementView>(statementPath(id, 'dispute'), { lineId, reason }, { retries: 0 });
export const resolveDispute = (id: string, lineId: string, remove: boolean) =>
  api.post<StatementView>(statementPath(id, 'resolve'), { lineId, remove }, { retries: 0 });
export const issueStatement = (id: string) => api.post<StatementView>(statementPath(id, 'issue'), {}, { retries: 0 });
export const draftMonth = (month: string) =>
  api.post<{ drafted: number }>('/api/fees/statements/draft', { month }, { retries: 0 });
export async function createPayout(statementIds: string[]): Promise<{ id: string }> {
  const answer = await api.post<PayoutAnswer>('/api/fees/payouts', { statementIds }, { retries: 0 });
  return 'payout' in answer ? answer.payout : answer;
}

/** Where a Gutschrift's PDF or CII XML is downloaded (the browser sends the session cookie). */
export const statementDocumentUrl = (id: string, kind: 'pdf' | 'xml') => statementPath(id, kind);
/** Where a payout's SEPA credit transfer file (pain.001) is downloaded. */
export const payoutXmlUrl = (id: string) => `/api/fees/payouts/${encodeURIComponent(id)}/xml`;
