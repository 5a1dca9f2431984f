import type { QueryKey } from '@tanstack/react-query';
import { bodyMessage, isApiError } from './errors';

// What a query or a write declares about its toasts and the data it changes. The QueryClient's
// caches act on it in one place (query-client.ts), so no screen repeats a toast or an invalidation.

export interface ToastText {
  title: string;
  description?: string | undefined;
}

interface AppQueryMeta extends Record<string, unknown> {
  /** Loads the spec also announces (spec 02 §8): a toast 'Fehler' with this text whenever the load fails. */
  loadErrorToast?: string;
  /**
   * The spec gives this load its own words for a 401 (the client list, spec 02: 'Nicht autorisiert,
   * bitte melden Sie sich erneut an', the list empty): it shows them instead of leaving for '/'. A
   * session ended elsewhere still reaches the tab through the socket's close.
   */
  ownUnauthorizedText?: boolean;
}

/**
 * How a failed write is told. A 401 always goes to the common handler (the session is gone: it
 * signs out); otherwise
 * - a string is the toast's title, with the server's reason for a refused request (4xx) below it,
 * - `{ title, fallback }` the same, with `fallback` when the server gives no reason,
 * - a function decides itself (null: the screen says it, or `commonErrorToast` already did).
 */
type MutationErrorToast = string | { title: string; fallback: string } | ((error: unknown) => ToastText | null);

interface AppMutationMeta extends Record<string, unknown> {
  /** Refreshed after a success: our own screens need not wait for the realtime push. */
  invalidates?: readonly QueryKey[];
  successToast?: ToastText;
  errorToast?: MutationErrorToast;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/**
 * The usual write's meta: a toast titled `done` on success, one titled `failed` (with the server's
 * reason for a refusal) on failure, and `invalidates` refreshed after a success.
 */
export function writeMeta(done: string, failed: string, invalidates?: readonly QueryKey[]): AppMutationMeta {
  return { successToast: { title: done }, errorToast: failed, invalidates };
}

/** The server's own words for a request it refused (4xx), if it sent any. */
export function refusalReason(error: unknown): string | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? bodyMessage(error.data) : undefined;
}

/** What a failed write shows: 'session' for the common handler, a toast, or nothing. Pure. */
export function describeWriteFailure(error: unknown, spec: MutationErrorToast): ToastText | 'session' | null {
  if (isApiError(error) && error.status === 401) return 'session';
  if (typeof spec === 'function') return spec(error);
  if (typeof spec === 'string') return { title: spec, description: refusalReason(error) };
  return { title: spec.title, description: refusalReason(error) ?? spec.fallback };
}
