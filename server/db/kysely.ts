import { Kysely, PostgresDialect, sql, type Transaction } from 'kysely';
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
  pool.on('connect', (client) => preparedStatementCache(client));
  // An idle client whose server went away must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return { db: new Kysely({ dialect: new PostgresDialect({ pool }) }), pool };
}

const MAX_PREPARED = 256;

/**
 * Lets Postgres parse and plan a parameterised statement once per connection instead of on every
 * call (as pgjdbc's and postgres.js's statement caches do): the first run of a text prepares it
 * under a name, later runs only bind and execute. Up to MAX_PREPARED texts a connection;
 * statements without parameters (transaction control, DDL) stay unnamed. Postgres re-plans a
 * named statement whose tables changed, even when its columns did (another instance migrating:
 * tested). A statement that fails is prepared afresh under a new name next time (pg may believe a
 * statement parsed whose Bind it could not even send).
 */
function preparedStatementCache(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let prepared = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (
    text: unknown,
    values?: unknown,
    ...rest: unknown[]
  ) => {
    // Kysely calls query(text, values) and awaits the promise; any other form passes through.
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || rest.length > 0)
      return query(text, values, ...rest);
    let name = names.get(text);
    if (!name && names.size < MAX_PREPARED) names.set(text, (name = `s${++prepared}`));
    if (!name) return query(text, values);
    return (query({ name, text, values }) as Promise<unknown>).catch((err: unknown) => {
      names.delete(text);
      throw err;
    });
  };
}

/** Narrows the untyped database handle to one module's tables. */
export function tablesOf<T>(db: Db | Tx): Kysely<T> {
  return db as unknown as Kysely<T>;
}

/** A value for a jsonb column, sent as its JSON text and parsed by Postgres. */
const jsonTexts = new WeakMap<object, string>();
export const jsonb = (value: unknown) => {
  const text = JSON.stringify(value);
  const built = sql<never>`${text}::jsonb`;
  jsonTexts.set(built, text);
  return built;
};
/** The JSON text of a value made by `jsonb`, else undefined: the replay folds such values in memory (replay-rows.ts). */
export const jsonbText = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null ? jsonTexts.get(value) : undefined;
