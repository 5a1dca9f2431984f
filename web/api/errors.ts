// Errors of the API wrapper (spec 01 §8): every failure carries message, status and data.

import { adminAccountErrorCodes, errorCodes } from '../../modules/identity/contract/error-codes';

type ApiErrorType = 'PENDING_PACKAGE';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 for a network failure. */
  readonly status: number;
  /** The parsed answer body (or null when there was none). */
  readonly data: unknown;
  readonly type: ApiErrorType | undefined;

  constructor(message: string, status: number, data: unknown = null, type?: ApiErrorType) {
    super(message);
    this.status = status;
    this.data = data;
    this.type = type;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The request's answer, or null where `status` means "there is none" (signed out: 403, no package: 404). */
export async function nullOn<T>(status: number, request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.status === status) return null;
    throw error;
  }
}

/** The message the server put into its answer, if any. */
export function bodyMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** The machine-readable code the server put into its answer, if any. */
export function bodyCode(data: unknown): string | undefined {
  if (data && typeof data === 'object') {
    const record = data as { code?: unknown; type?: unknown };
    if (typeof record.code === 'string') return record.code;
    if (typeof record.type === 'string') return record.type;
  }
  return undefined;
}

/** Field errors the server sent (`errors: { field: message }`). */
export function bodyFieldErrors(data: unknown): Record<string, string> {
  if (data && typeof data === 'object' && 'errors' in data) {
    const errors = (data as { errors: unknown }).errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'));
    }
  }
  return {};
}

const pendingPackagePattern = /pending package/i;

/** Builds the wrapper error for a non-OK answer, following the catalogue of spec 01 §8. */
export function errorForStatus(status: number, data: unknown, method: string, url: string): ApiError {
  const fromBody = bodyMessage(data);
  if (status === 401) return new ApiError(fromBody ?? 'Not authenticated', status, data);
  if (status === 404) return new ApiError(fromBody ?? `Cannot find ${method} ${url} on this server`, status, data);
  if (status === 400 && ((fromBody && pendingPackagePattern.test(fromBody)) || bodyCode(data) === 'PENDING_PACKAGE')) {
    return new ApiError(fromBody ?? 'pending package', status, data, 'PENDING_PACKAGE');
  }
  return new ApiError(fromBody ?? `Request failed with status ${status}`, status, data);
}

export const networkErrorMessage = 'Failed to fetch';

/** The German words for a network failure where a screen tells it itself (the wrapper keeps the spec's text). */
export const noConnectionText =
  'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';

/** The call got no HTTP answer at all (offline, DNS, connection refused). */
export const isNetworkFailure = (error: unknown): boolean => isApiError(error) && error.status === 0;

/**
 * Spec 02 §8: a message containing 'exists' (or the code USER_EXISTS) means the user is taken (the
 * admin's and the Accelerator's account forms).
 */
export function isUserExists(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return bodyCode(error.data) === adminAccountErrorCodes.userExists || /exists/i.test(error.message);
}

/** The server refused a chosen password as one of the most common (change, reset, registration). */
export function isCommonPasswordRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && bodyCode(error.data) === errorCodes.passwordTooCommon;
}
