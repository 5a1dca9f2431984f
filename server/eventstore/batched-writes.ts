import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import pg from 'pg';
import type { Db } from '../db/kysely';
import { ReplayRows, replayRows } from './replay-rows';

// pg's own conversion of a parameter to the text it sends (dates with offset, arrays, JSON).
const { prepareValue } = (pg as unknown as { utils: { prepareValue(v: unknown): string | Buffer | null } }).utils;

/**
 * `pg.escapeLiteral`'s text (quotes doubled; with a backslash, backslashes doubled and ` E'…'`),
 * made by two native replaces instead of its loop over each character: a replay writes every
 * value of every rebuilt row through it (batched-writes.unit.test.ts compares the two).
 */
export function escapeLiteral(text: string): string {
  const quoted = text.includes("'") ? text.replaceAll("'", "''") : text;
  return text.includes('\\') ? ` E'${quoted.replaceAll('\\', '\\\\')}'` : `'${quoted}'`;
}

/** A parameter as an SQL literal: the same text pg would send for it, quoted. */
function literal(value: unknown): string {
  if (typeof value === 'string') return escapeLiteral(value);
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  if (Buffer.isBuffer(text)) return escapeLiteral(`\\x${text.toString('hex')}`);
  return escapeLiteral(text);
}

const WRITE = /^\s*(insert|update|delete)\b/i;
const RETURNING = /\breturning\b/i;

/**
 * A connection that holds back plain writes (INSERT, UPDATE, DELETE without RETURNING) and sends
 * them together, many statements in one round trip, without waiting for the answer: the database
 * executes one batch while the caller builds the next. For the replay only: it rebuilds into
 * private tables inside one transaction, so nobody sees the rows late, and a failing write fails
 * the whole rebuild (at the next read or the commit rather than at once). Reads queue behind the
 * writes sent before them on the same connection, so they see them.
 * Each distinct statement is prepared once (PREPARE, then EXECUTE with literal arguments): the
 * database parses and plans it once and infers the parameters' types as for a bound parameter.
 * A held-back write answers "one row affected"; projections decide on affected rows only to skip
 * an event applied twice, which a rebuild from an empty table never does.
 */
class BatchedWrites implements DatabaseConnection {
  private pending: string[] = [];
  private inFlight: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  private readonly prepared = new Map<string, string>();
  /** Writes held back and sent so far (the replay's profile). */
  written = 0;
  /** `streamRows` rows folded per row until the batch ends or a statement names their table. */
  readonly rows = new ReplayRows((statement) => this.hold(statement), literal);

  // 100 statements a batch: measured on the replay bench, 1000 halved the rate (the server keeps a
  // whole multi-statement query's parse trees until it ends), 20 cost a tenth.
  constructor(
    private readonly inner: DatabaseConnection,
    private readonly maxPending = 100,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.throwFailure();
    // A plain INSERT joins the table's others; it names no other table, so nothing need go first.
    if (this.rows.holdInsert(query.sql, query.parameters)) return { rows: [], numAffectedRows: 1n };
    this.rows.beforeStatement(query.sql);
    if (WRITE.test(query.sql) && !RETURNING.test(query.sql)) {
      this.hold(this.statement(query));
      return { rows: [], numAffectedRows: 1n };
    }
    await this.flush();
    return this.inner.executeQuery<R>(query);
  }

  /**
   * A read that needs none of the held writes (the log): queued behind what was sent, not waited
   * for, so the database runs it while the caller folds the batch before it.
   */
  readAhead<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    this.throwFailure();
    this.send();
    const result = this.inFlight.then(() => {
      this.throwFailure();
      return this.inner.executeQuery<R>(query);
    });
    this.inFlight = result.then(
      () => undefined,
      (err: unknown) => {
        this.failure ??= err;
      },
    );
    // A rebuild failing before it awaits this read still fails through `failure`, not unhandled.
    result.catch(() => {});
    return result;
  }

  private hold(statement: string): void {
    this.pending.push(statement);
    this.written++;
    if (this.pending.length >= this.maxPending) this.send();
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery wird beim Wiederaufbau nicht unterstützt');
  }

  /** Sends what is held back and waits until everything sent so far has run. */
  async flush(): Promise<void> {
    this.send();
    await this.inFlight;
    this.throwFailure();
  }

  /** Runs transaction control (begin, commit, rollback) after everything sent, whatever became of it. */
  async control(statement: string): Promise<void> {
    if (statement === 'commit') {
      this.rows.flushAll();
      await this.flush();
    }
    this.rows.clear();
    this.pending = [];
    await this.inFlight;
    this.failure = null;
    await this.inner.executeQuery(CompiledQuery.raw(statement));
  }

  /** Drops the prepared statements: the pool hands this connection to others afterwards. */
  async release(): Promise<void> {
    const names = [...this.prepared.values()];
    this.prepared.clear();
    if (names.length > 0)
      await this.inner.executeQuery(CompiledQuery.raw(names.map((n) => `DEALLOCATE ${n}`).join(';\n')));
  }

  private statement(query: CompiledQuery): string {
    if (query.parameters.length === 0) return query.sql;
    let name = this.prepared.get(query.sql);
    let prepare = '';
    if (!name) {
      name = `replay_write_${this.prepared.size + 1}`;
      this.prepared.set(query.sql, name);
      prepare = `PREPARE ${name} AS ${query.sql};\n`;
    }
    return `${prepare}EXECUTE ${name}(${query.parameters.map(literal).join(', ')})`;
  }

  /**
   * One simple-protocol query (no parameters, so several statements are allowed), queued behind
   * the one in flight (pg wants one query at a time per client) and not awaited here.
   */
  private send(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.join(';\n');
    this.pending = [];
    this.inFlight = this.inFlight
      .then(() => (this.failure === null ? this.inner.executeQuery(CompiledQuery.raw(text)) : undefined))
      .then(
        () => undefined,
        (err: unknown) => {
          this.failure ??= err;
        },
      );
  }

  private throwFailure(): void {
    if (this.failure !== null) throw this.failure;
  }
}

/** Runs a read on the batched connection behind the writes sent before it, without waiting for them first. */
export type ReadAhead = <R>(query: CompiledQuery) => Promise<QueryResult<R>>;

/** A driver over one connection that is already open (the caller owns it). */
class OneConnectionDriver implements Driver {
  constructor(private readonly connection: BatchedWrites) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.connection;
  }
  async beginTransaction(_: DatabaseConnection, settings: { isolationLevel?: string }): Promise<void> {
    await this.connection.control(
      `start transaction${settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''}`,
    );
  }
  async commitTransaction(): Promise<void> {
    await this.connection.control('commit');
  }
  async rollbackTransaction(): Promise<void> {
    await this.connection.control('rollback');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {}
}

/**
 * Runs `work` with a Kysely handle on one pooled connection of `db` whose plain writes are batched
 * (see BatchedWrites). Reads see every write issued before them: a read flushes first.
 */
export async function withBatchedWrites<T>(
  db: Db,
  work: (batched: Db, written: () => number, readAhead: ReadAhead) => Promise<T>,
): Promise<T> {
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
    try {
      return await replayRows.run(batched.rows, () =>
        work(
          handle,
          () => batched.written,
          (query) => batched.readAhead(query),
        ),
      );
    } finally {
      await batched.release().catch(() => {});
    }
  });
}
