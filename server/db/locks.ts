import { sql } from 'kysely';
import type { Tx } from './kysely';

/**
 * Transaction-scoped advisory locks on the people a command looks across (a partner's and a client's
 * calendar). Taken in sorted order, so two transactions locking the same two people never wait on
 * each other crosswise; released at commit or rollback. The key space is apart from the event
 * streams' locks (`person:` prefix).
 */
export function lockPeople(tx: Tx, ids: readonly string[]): Promise<void> {
  return lockInOrder(tx, personKeys(ids));
}

/** The lock keys of these people, in the order they are always taken (sorted). */
export function personKeys(ids: readonly string[]): string[] {
  return keysOf('person', ids);
}

/** Transaction-scoped advisory locks on `kind:id` for each id, in sorted order. */
export function lockKeys(tx: Tx, kind: string, ids: readonly string[]): Promise<void> {
  return lockInOrder(tx, keysOf(kind, ids));
}

const keysOf = (kind: string, ids: readonly string[]) => [...new Set(ids)].sort().map((id) => `${kind}:${id}`);

/**
 * Takes the advisory locks of `keys` in ONE statement (issue 36: one round trip, not one per lock),
 * one after the other in the order given: the caller's lock order (people first, then streams in
 * the order the command loads them) is the same as if each were taken alone.
 */
export async function lockInOrder(tx: Tx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  // Postgres evaluates a volatile function of the select list after the ORDER BY's sort.
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(k, 0))
    FROM unnest(${[...keys]}::text[]) WITH ORDINALITY AS t(k, n) ORDER BY n`.execute(tx);
}
