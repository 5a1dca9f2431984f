import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/**
 * The `data` of every event of `type` in streams of `streamType`, as the log stores it: personal
 * fields still sealed (tests that check nothing personal stands there in the clear).
 */
export async function storedData(db: Db, streamType: string, type: string): Promise<unknown[]> {
  const { rows } = await sql<{ data: unknown }>`
    SELECT data FROM events WHERE stream_type = ${streamType} AND type = ${type}`.execute(db);
  return rows.map((r) => r.data);
}
