import { queryOptions } from '@tanstack/react-query';
import {
  packageKeys,
  packageMessages,
  type AcceptRequest,
  type CorrectOfferRequest,
  type CreateAndAssignRequest,
  type PackageDetails,
  type PackageStats,
  type PendingAssignment,
  type UserPackage,
} from '../../../../modules/packages/contract';
import { api } from '../../../api/client';
import { nullOn } from '../../../api/errors';
import { commonErrorToast } from '../../../api/handle-error';
import type { ToastText } from '../../../api/query-meta';
import { describeFailure } from '../rules/failure-text';
import { normalizePackageDetails, type ClientPackage } from './packages-normalize';

// The package calls of spec 02 §7. Freshness comes from the pushes that make `packageKeys` stale (api/refresh.ts), so
// nothing here polls; the stale times are the spec's cache times.

/** The signed-in client's current package; null when there is none, on 401 and on 404. */
async function fetchMyPackage(): Promise<ClientPackage | null> {
  return normalizePackageDetails(await nullOn(404, api.get('/api/packages/my-active', { returnNull: true })));
}

export const myPackageQuery = queryOptions({
  queryKey: packageKeys.mine,
  queryFn: fetchMyPackage,
  staleTime: 2 * 60_000,
  // The wrapper already retries 5xx and network failures twice (spec: "retries up to 2 times").
  retry: false,
});

/** What /admin/packages and the activation page say when the offered packages do not load. */
export const pendingLoadFailed = 'Die offenen Pakete konnten nicht geladen werden.';

export const pendingAssignmentsQuery = queryOptions({
  queryKey: packageKeys.pending,
  queryFn: () => api.load<PendingAssignment[]>('/api/packages/pending', { list: true }),
  staleTime: 60_000,
});

export const packageStatsQuery = queryOptions({
  queryKey: packageKeys.stats,
  queryFn: () => api.load<PackageStats>('/api/packages/stats'),
  staleTime: 2 * 60_000,
});

// Writes are never repeated by the wrapper: a second offer or activation is not what was meant.

/**
 * A failed package write's toast (spec 02 §8, a write's `meta.errorToast`): the spec's title with
 * the server's explanation of a 4xx or the spec's text; 401 and 403 go to the common handler.
 */
export const packageWriteFailure =
  (title: string, generic: string) =>
  (error: unknown): ToastText | null => {
    const failure = describeFailure(error, generic);
    if (failure.kind === 'session') return commonErrorToast(error);
    return {
      title,
      description: failure.kind === 'pendingPackage' ? packageMessages.pendingPackage : failure.description,
    };
  };

export function createAndAssignPackage(payload: CreateAndAssignRequest): Promise<PackageDetails> {
  return api.post<PackageDetails>('/api/packages/create-and-assign', payload, { retries: 0 });
}

/** 'Korrigieren' (issue 32): the corrected offer replaces the open one in one step; the client gets one mail. */
export function correctOffer(offerId: string, payload: CorrectOfferRequest): Promise<PackageDetails> {
  return api.post<PackageDetails>(`/api/packages/${encodeURIComponent(offerId)}/correct`, payload, { retries: 0 });
}

export function activatePackage(
  userPackageId: string,
  body: { notes: string | null; paymentConfirmed: boolean },
): Promise<UserPackage> {
  return api.post<UserPackage>(`/api/packages/${encodeURIComponent(userPackageId)}/activate`, body, { retries: 0 });
}

/** The admin cancels a pending or active package, saying why; its planned meetings are cancelled. */
export function cancelPackage(userPackageId: string, reason: string): Promise<UserPackage> {
  return api.post<UserPackage>(`/api/packages/${encodeURIComponent(userPackageId)}/cancel`, { reason }, { retries: 0 });
}

/** The admin completes an active package (spec 02 §7); its planned meetings are cancelled. */
export function completePackage(userPackageId: string): Promise<UserPackage> {
  return api.post<UserPackage>(`/api/packages/${encodeURIComponent(userPackageId)}/complete`, {}, { retries: 0 });
}

/** The admin takes back an offer the client has not accepted yet; the client is told by mail. */
export function withdrawOffer(userPackageId: string): Promise<UserPackage> {
  return api.post<UserPackage>(`/api/packages/${encodeURIComponent(userPackageId)}/withdraw`, {}, { retries: 0 });
}

/** Accepts an offer; with the billing address when none was on file (the invoice needs it). */
export function acceptPackage(body: AcceptRequest): Promise<unknown> {
  return api.post('/api/packages/accept', body, { retries: 0 });
}

export function declinePackage(packageId: string, reason: string | null): Promise<unknown> {
  return api.post('/api/packages/decline', { packageId, reason }, { retries: 0 });
}
