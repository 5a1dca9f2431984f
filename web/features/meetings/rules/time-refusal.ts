import { bodyCode, bodyFieldErrors, bodyMessage, isApiError } from '../../../api/errors';

/**
 * What a refused plan or move says about its time, for the time field (not a toast): a time the
 * spring change skips (NO_SUCH_TIME, 02:30 on 28.03.2027) or the contract's word at 'time' (the
 * autumn's 02:30 without its choice).
 */
export function timeRefusal(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const code = bodyCode(error.data);
  if (code === 'NO_SUCH_TIME') return bodyMessage(error.data);
  return code === 'VALIDATION' ? bodyFieldErrors(error.data).time : undefined;
}
