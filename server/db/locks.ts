import { sql } from 'kysely';
import type { Tx } from './kysely';

/**
 * Transaction-scoped advisory locks on the people a command looks across (a partner's and a client's
 * calendar). Taken in sorted order, so two transactions locking the same two people never wait on
 * each other crosswise; released at commit or rollback. The key space is apart from the event
 * streams' locks (`person:` prefix).
 */
export function lockPeople(tx: Tx, ids: readonly string[]): Promise<void> {
  return lockKeys(tx, 'person', ids);
}

/** Transaction-scoped advisory locks on `kind:id` for each id, in sorted order. */
export async function lockKeys(tx: Tx, kind: string, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort())
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${kind}:${id}`}, 0))`.execute(tx);
}
