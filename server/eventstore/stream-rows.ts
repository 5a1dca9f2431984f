import {
  InsertResult,
  sql,
  UpdateResult,
  type InsertObject,
  type Kysely,
  type Selectable,
  type UpdateObject,
} from 'kysely';
import type { Db, Tx } from '../db/kysely';
import { replayRows } from './replay-rows';
import { defineProjection, type Projection } from './registry';
import type { NewEvent, Stored } from './types';

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
    /**
     * The row's `columns` as they stand (undefined: no row), for a projection that folds its new
     * values from the old ones. In a replay a row folded in this batch may answer without a read.
     */
    select: async <C extends keyof Selectable<T[N]> & string>(id: string, columns: readonly C[]) => {
      const folded = replayRows.getStore()?.folded(name, id, columns) ?? null;
      const row = folded ?? (await db.selectFrom(name).select(columns).where(column, '=', id).executeTakeFirst());
      return row as Pick<Selectable<T[N]>, C> | undefined;
    },
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

/** A table's rows as of one event: `streamRows` at the event's stream version. */
export type RowsOf<T, N extends keyof T & string> = ReturnType<typeof streamRows<T, N>>;

/** Per event type of E, how it changes the table's rows (given as of the event; `tx` for other reads). */
type RowHandlers<E extends NewEvent, T, N extends keyof T & string> = {
  [K in E['type']]: (rows: RowsOf<T, N>, event: Stored<Extract<E, { type: K }>>, tx: Tx) => Promise<unknown>;
};

/**
 * A read table whose rows each reflect one stream, named once: `projection<E>(name, on)` is the
 * projection that keeps it, one handler per event type of E (a type without one does not compile),
 * each given the table's rows as of its event (`streamRows` at the event's version):
 * `const meetings = streamTable(tablesOf<MeetingsTables>, 'meetings', 'id')`, then
 * `meetings.projection<MeetingEvent>('meetings.meetings', { MeetingPlanned: (rows, e) => rows.insert(…) })`.
 */
export function streamTable<T, N extends keyof T & string>(
  tables: (tx: Tx) => Kysely<T>,
  table: N,
  key: keyof T[N] & string,
) {
  const at = (tx: Tx, event: { version: number }): RowsOf<T, N> => streamRows(tables(tx), table, key, event.version);
  return {
    projection<E extends NewEvent>(name: string, on: RowHandlers<E, T, N>): Projection {
      const handlers = on as Record<string, (rows: RowsOf<T, N>, event: Stored<E>, tx: Tx) => Promise<unknown>>;
      return defineProjection<E>({
        name,
        tables: [table],
        handles: Object.keys(on) as E['type'][],
        apply: async (tx, event) => {
          await handlers[event.type]!(at(tx, event), event, tx);
        },
      });
    },
  };
}

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
