import { queryOptions } from '@tanstack/react-query';
import type { Account, RemovePartnerResponse } from '../../../../modules/identity/contract';
import type { HandoverPreview, HandoverRequest, PartnerHoldings } from '../../../../modules/meetings/contract';
import { api } from '../../../api/client';

// An Accelerator leaves (issue 15 item 4): what they hold, the hand-over, and coming back.

const path = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** Always fresh: the dialog decides on it. */
export const partnerHoldingsQuery = (id: string) =>
  queryOptions({
    queryKey: ['users', id, 'holdings'] as const,
    queryFn: ({ signal }) => api.get<PartnerHoldings>(`${path(id)}/holdings`, { signal }),
    staleTime: 0,
  });

/**
 * Which handed-over meetings change place with the choices made so far: the hand-over itself, rolled
 * back on the server. Under the holdings' key, so a push that changes them refreshes it too.
 */
export const handoverPreviewQuery = (id: string, body: HandoverRequest) =>
  queryOptions({
    queryKey: ['users', id, 'holdings', 'preview', body] as const,
    queryFn: ({ signal }) => api.post<HandoverPreview>(`${path(id)}/handover/preview`, body, { signal, retries: 0 }),
    staleTime: 0,
  });

/** Hands over or releases every open package's hours, then deactivates the account. */
export function handOverPartner(id: string, body: HandoverRequest): Promise<RemovePartnerResponse> {
  return api.post<RemovePartnerResponse>(`${path(id)}/handover`, body, { retries: 0 });
}

/** A former Accelerator erased (GDPR Art. 17); refused in German while their money is open. */
export async function erasePartner(id: string): Promise<void> {
  await api.post<{ success: true }>(`${path(id)}/erase`, {}, { retries: 0 });
}

export async function reactivatePartner(id: string): Promise<Account> {
  return (await api.post<{ user: Account }>(`${path(id)}/reactivate`, {}, { retries: 0 })).user;
}
