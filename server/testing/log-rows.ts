import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../db/kysely';

/**
 * Asserts that the log holds events of `type` in streams of `streamType` and that their data, as
 * stored, never has `clear` in the clear: a personal field is sealed with its person's key.
 */
export async function expectSealedInLog(db: Db, streamType: string, type: string, clear: string): Promise<void> {
  const { rows } = await sql<{ data: unknown }>`
    SELECT data FROM events WHERE stream_type = ${streamType} AND type = ${type}`.execute(db);
  expect(rows.length).toBeGreaterThan(0);
  expect(JSON.stringify(rows.map((r) => r.data))).not.toContain(clear);
}
