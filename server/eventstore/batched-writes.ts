import {
  CompiledQuery, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler,
  type DatabaseConnection, type Driver, type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { Db } from '../db/kysely';

// pg's own conversion of a parameter to the text it sends (dates with offset, arrays, JSON).
const { prepareValue } = (pg as unknown as { utils: { prepareValue(v: unknown): string | Buffer | null } }).utils;

/** A parameter as an SQL literal: the same text pg would send for it, quoted. */
export function literal(value: unknown): string {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  if (Buffer.isBuffer(text)) return pg.escapeLiteral(`\\x${text.toString('hex')}`);
  return pg.escapeLiteral(text);
}

/** `$n` placeholders replaced by their values as literals. */
export function inlineParameters(sqlText: string, parameters: readonly unknown[]): string {
  return sqlText.replace(/\$(\d+)/g, (_, n: string) => {
    const i = Number(n) - 1;
    if (i < 0 || i >= parameters.length) throw new Error(`Parameter $${n} fehlt`);
    return literal(parameters[i]);
  });
}

const WRITE = /^\s*(insert|update|delete)\b/i;
const RETURNING = /\breturning\b/i;

/**
 * A connection that holds back plain writes (INSERT, UPDATE, DELETE without RETURNING) and sends
 * them together, many statements in one round trip, before the next read or after `maxPending`.
 * For the replay only: it rebuilds into private tables inside one transaction, so nobody sees the
 * rows late, and a failing write fails the whole rebuild (at the next flush rather than at once).
 * A held-back write answers "one row affected"; projections decide on affected rows only to skip
 * an event applied twice, which a rebuild from an empty table never does.
 */
export class BatchedWrites implements DatabaseConnection {
  private pending: string[] = [];

  constructor(private readonly inner: DatabaseConnection, private readonly maxPending = 1000) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (WRITE.test(query.sql) && !RETURNING.test(query.sql)) {
      this.pending.push(inlineParameters(query.sql, query.parameters));
      if (this.pending.length >= this.maxPending) await this.flush();
      return { rows: [], numAffectedRows: 1n };
    }
    await this.flush();
    return this.inner.executeQuery<R>(query);
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery wird beim Wiederaufbau nicht unterstützt');
  }

  /** Forgets what is held back (the transaction is rolled back). */
  discard(): void {
    this.pending = [];
  }

  /** Sends what is held back as one simple-protocol query (no parameters: several statements allowed). */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const text = this.pending.join(';\n');
    this.pending = [];
    await this.inner.executeQuery(CompiledQuery.raw(text));
  }
}

/** A driver over one connection that is already open (the caller owns it). */
class OneConnectionDriver implements Driver {
  constructor(private readonly connection: BatchedWrites) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(c: DatabaseConnection, settings: { isolationLevel?: string }): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await c.executeQuery(CompiledQuery.raw(`start transaction${level}`));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await this.connection.flush();
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    this.connection.discard();
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/**
 * Runs `work` with a Kysely handle on one pooled connection of `db` whose plain writes are batched
 * (see BatchedWrites). Reads see every write issued before them: a read flushes first.
 */
export async function withBatchedWrites<T>(db: Db, work: (batched: Db) => Promise<T>): Promise<T> {
  // getExecutor is marked internal in Kysely's typings, but it is how one borrows the pool's connection.
  return db.getExecutor().provideConnection(async (connection) => {
    const batched = new BatchedWrites(connection);
    const handle: Db = new Kysely({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new OneConnectionDriver(batched),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    return work(handle);
  });
}
