import { InsertResult, sql, UpdateResult, type InsertObject, type Kysely, type UpdateObject } from 'kysely';
import type { Db, Tx } from '../db/kysely';
import { replayRows } from './replay-rows';

/**
 * The writes of a projection to a read table whose rows each reflect one stream: a row is keyed by
 * `key` and keeps the stream `version` it reflects, so an event applied twice (redelivered, or
 * replayed over a live row) changes nothing.
 */
export function streamRows<T, N extends keyof T & string>(
  tables: Kysely<T>,
  table: N,
  key: keyof T[N] & string,
  version: number,
) {
  // Checked against T above; the untyped handle and names build the same SQL.
  const db: Db = tables;
  const name: string = table;
  const column: string = key;
  return {
    /** The stream's first event: the row is inserted once. */
    insert: async (row: InsertObject<T, N>) => {
      // In a replay the row is folded in memory and written once per batch (replay-rows.ts).
      const folded = replayRows.getStore()?.insert(name, column, row as Record<string, unknown>) ?? null;
      if (folded !== null) return new InsertResult(undefined, folded ? 1n : 0n);
      return db
        .insertInto(name)
        .values(row)
        .onConflict((oc) => oc.column(column).doNothing())
        .executeTakeFirst();
    },
    /** A later event: the row takes `changes` and the event's version, unless it reflects it already. */
    update: async (id: string, changes: UpdateObject<T, N>) => {
      const folded =
        replayRows.getStore()?.update(name, column, id, changes as Record<string, unknown>, version) ?? null;
      if (folded !== null) return [new UpdateResult(folded ? 1n : 0n, undefined)];
      const values: Record<string, unknown> = { ...changes, version };
      return db.updateTable(name).set(values).where(column, '=', id).where('version', '<', version).execute();
    },
    /** An event that carries the whole row: inserted, or replacing a row of an older version. */
    upsert: (id: string, row: UpdateObject<T, N>) => {
      const values: Record<string, unknown> = { ...row, version };
      return db
        .insertInto(name)
        .values({ [column]: id, ...values })
        .onConflict((oc) => oc.column(column).doUpdateSet(values).where(`${name}.version`, '<', version))
        .execute();
    },
    remove: (id: string) => db.deleteFrom(name).where(column, '=', id).execute(),
  };
}

/**
 * A table's rows as of an event (`streamRows` at the event's stream version), for a projection's
 * handlers: `const meetingsAt = rowsAt(tablesOf<MeetingsTables>, 'meetings', 'id')`, then `meetingsAt(tx, e)`.
 */
export const rowsAt =
  <T, N extends keyof T & string>(tables: (tx: Tx) => Kysely<T>, table: N, key: keyof T[N] & string) =>
  (tx: Tx, event: { version: number }) =>
    streamRows(tables(tx), table, key, event.version);

/**
 * Adds to numeric columns of one row (a package's hours; negative takes away) and sets `set`
 * beside, unless the row already reflects `version`. In a replay folded per row (replay-rows.ts).
 */
export async function addToRow(
  tx: Tx,
  table: string,
  where: Record<string, string>,
  add: Record<string, number>,
  set: Record<string, unknown>,
  version: number,
): Promise<void> {
  if (replayRows.getStore()?.add(table, where, add, set, version) != null) return;
  const assignments = [
    ...Object.entries(add).map(([c, d]) => sql`${sql.ref(c)} = ${sql.ref(c)} + ${d}`),
    ...Object.entries({ ...set, version }).map(([c, v]) => sql`${sql.ref(c)} = ${v}`),
  ];
  const conditions = [...Object.entries(where).map(([c, v]) => sql`${sql.ref(c)} = ${v}`), sql`version < ${version}`];
  await sql`UPDATE ${sql.table(table)} SET ${sql.join(assignments)} WHERE ${sql.join(conditions, sql` AND `)}`.execute(
    tx,
  );
}
