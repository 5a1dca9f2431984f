import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';

// bigint (int8) columns such as the event position come back as JS numbers: positions stay far
// below 2^53, and numbers are what the rest of the code and the JSON answers want.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The database as the host sees it. Modules narrow it to their own tables with `tablesOf`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Tx = Transaction<any>;

export function createDb(url: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose server went away must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), pool };
}

/** Narrows the untyped database handle to one module's tables. */
export function tablesOf<T>(db: Db | Tx): Kysely<T> {
  return db as unknown as Kysely<T>;
}
