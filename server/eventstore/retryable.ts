import { ConcurrencyError } from './types';

/**
 * What makes `EventStore.execute` run a command again on fresh state: a stream moved on (its
 * version, or the unique (stream, version) of an append that did not read it again), a
 * serialization failure or a deadlock.
 */
const RETRYABLE = new Set(['23505', '40001', '40P01']);

export function isRetryable(err: unknown): boolean {
  if (err instanceof ConcurrencyError) return true;
  const code = (err as { code?: string } | null)?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}
