import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../../server/db/kysely';
import { sourceKey } from './decide';
import type { BusySource } from './events';
import type { BusyTables } from './tables';

// How the copies into an Accelerator's CalDAV calendar fare (issue 52), kept beside the calendar's
// read state so the card (the coach's and the office's) shows both. The calendar module's copy job
// records each write's outcome here; scheduling only stores and shows it.

const t = (db: Db | Tx) => tablesOf<BusyTables>(db);

export type CopyOutcome =
  /** written (`copied`), or only reached (the calendar answers again, nothing was due) */
  | { ok: true; copied: boolean }
  /** `refused`: waiting will not heal it (or the retries are spent); the coach is told once */
  | { ok: false; error: string; refused: boolean };

/** What follows a change of the calendar's standing, in the transaction that records it. */
interface CopyStandingHooks {
  /** it starts refusing (not while it goes on refusing): the coach's one mail */
  refused(tx: Tx, since: Date): Promise<void>;
  /** it takes copies again after refusing since `since`: the meetings missed meanwhile */
  healed(tx: Tx, since: Date): Promise<void>;
}

/** Records a write's outcome for the calendar; a change of its standing runs the hook once. */
export async function recordCopyOutcome(
  db: Db,
  partnerId: string,
  source: BusySource,
  outcome: CopyOutcome,
  at: Date,
  hooks: CopyStandingHooks,
): Promise<void> {
  const key = sourceKey(source);
  await db.transaction().execute(async (tx) => {
    // Two jobs failing at once: one after the other, so only the first sees the calendar start refusing.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`copy ${partnerId} ${key}`}))`.execute(tx);
    const before = await t(tx)
      .selectFrom('busy_source_copies')
      .selectAll()
      .where('partner_id', '=', partnerId)
      .where('source_key', '=', key)
      .executeTakeFirst();
    const row = outcome.ok
      ? {
          copied_at: outcome.copied ? at : (before?.copied_at ?? null),
          error: null,
          refused_since: null,
        }
      : {
          copied_at: before?.copied_at ?? null,
          error: outcome.error,
          refused_since: before?.refused_since ?? (outcome.refused ? at : null),
        };
    const values = { partner_id: partnerId, source_key: key, tried_at: at, ...row };
    await t(tx)
      .insertInto('busy_source_copies')
      .values(values)
      .onConflict((oc) => oc.columns(['partner_id', 'source_key']).doUpdateSet(values))
      .execute();
    if (row.refused_since && !before?.refused_since) await hooks.refused(tx, row.refused_since);
    if (outcome.ok && before?.refused_since) await hooks.healed(tx, before.refused_since);
  });
}
