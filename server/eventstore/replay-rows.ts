import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { jsonbText } from '../db/kysely';
import { updateStatements, type FoldedUpdate } from './replay-updates';

/** A row's writes folded in memory: a row inserted in this batch, or changes to a row already in the table. */
interface Entry {
  kind: 'insert' | 'update';
  values: Record<string, unknown>;
  /** The version the row reflects after the folded events. */
  version: number;
  /** An update's first version: the flushed UPDATE applies where the table's row is older than it. */
  firstVersion: number;
  /** An update's row, when not its table's one key column (a package's allocation: package and partner). */
  where?: Record<string, unknown>;
  /** An update's additions in hundredths (`hours + 1.5`), for columns it does not set. */
  increments?: Record<string, number>;
}

/** A number of at most two decimals in hundredths, exact; null for finer ones (numeric(10, 2) would round each step). */
function toCents(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  const cents = Math.round(n * 100);
  return Number.isFinite(n) && Math.abs(n * 100 - cents) < 1e-6 ? cents : null;
}

interface Table {
  /** The key column of its `streamRows` rows (set by the first one). */
  key: string;
  rows: Map<string, Entry>;
  /** Plain INSERTs held back (one statement shape at a time), as tuples of literals. */
  held: { head: string; tail: string; tuples: string[] } | null;
  mentioned: RegExp;
}

/** Kysely's `insertInto(t).values(...)`, parameters only, optionally `onConflict(...).doNothing()`. */
const PLAIN_INSERT =
  /^insert into "(\w+)" \(([^)]*)\) values (\(\$\d+(?:, \$\d+)*\)(?:, \(\$\d+(?:, \$\d+)*\))*)( on conflict \("\w+"(?:, "\w+")*\) do nothing)?$/;

/** Rows per multi-row INSERT: one statement, far below PostgreSQL's limits on text and parameters. */
const ROWS_PER_INSERT = 500;

/** A `jsonb(value)` folded: its text, written as `'…'::jsonb` as the expression would be. */
class JsonbValue {
  constructor(readonly text: string) {}
}

/** Any other Kysely expression (sql`...`, a sub-query) cannot be folded in memory; such a write goes to the database as it is. */
function plain(values: Record<string, unknown>): boolean {
  return Object.values(values).every(
    (v) =>
      typeof v !== 'object' ||
      v === null ||
      v instanceof Date ||
      v instanceof JsonbValue ||
      Buffer.isBuffer(v) ||
      Array.isArray(v),
  );
}

/** The values a write sets, as Kysely takes them: undefined left out, `jsonb(...)` as its text (a loop: it runs for every folded write). */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of Object.keys(values)) {
    const v = values[c];
    if (v === undefined) continue;
    const text = jsonbText(v);
    out[c] = text === undefined ? v : new JsonbValue(text);
  }
  return out;
}

/**
 * The replay's rows of `streamRows` tables, folded per row in memory and written once per batch: a
 * meeting planned and completed in the same batch is one INSERT row, not an INSERT and an UPDATE.
 * Live commands never see it (no store in `replayRows`), so live projection and replay run the same
 * projection code; only where its rows are written differs. The in-memory rules are the SQL ones
 * of `streamRows` (insert: once per key; update: only onto an older version). Every other statement
 * that names a table first flushes that table's folded rows (`beforeStatement`), so raw SQL (a
 * package's hours, `hours + 1`) and reads see them, in order. One difference, as with the held-back
 * writes: an update folded onto a row of an earlier batch applies where the table's row is older
 * than the first folded event; a rebuild from empty tables applies each event once, in version
 * order, so that is every time.
 */
export class ReplayRows {
  private readonly tables = new Map<string, Table>();

  private readonly literal: (value: unknown) => string;

  constructor(
    /** Takes one statement (literal values, no parameters) in the order it must run. */
    private readonly emit: (statement: string) => void,
    literal: (value: unknown) => string,
  ) {
    this.literal = (v) => (v instanceof JsonbValue ? `${literal(v.text)}::jsonb` : literal(v));
  }

  /**
   * The `columns` of a row this batch holds folded, as the table would answer them, when the batch
   * holds them all: `version`, and values written as `jsonb(...)` (parsed from their text; a jsonb
   * value reads back the same whatever its key order). Null: the caller reads the table, which
   * first receives the table's folded rows. So a projection that reads its row back before it
   * writes (a questionnaire's responses) does not stop the replay's pipeline at every event.
   */
  folded(table: string, id: string, columns: readonly string[]): Record<string, unknown> | null {
    const entry = this.tables.get(table)?.rows.get(id);
    if (!entry) return null;
    const out: Record<string, unknown> = {};
    for (const c of columns) {
      const v = c === 'version' ? entry.version : entry.values[c];
      if (c === 'version') out[c] = v;
      else if (v instanceof JsonbValue) out[c] = JSON.parse(v.text);
      else return null;
    }
    return out;
  }

  /** Answers whether the row was inserted (false: the key was already inserted in this batch), or null if it was not folded. */
  insert(table: string, key: string, row: Record<string, unknown>): boolean | null {
    const values = defined(row);
    const id = values[key];
    if (typeof id !== 'string' || typeof values.version !== 'number' || !plain(values)) return null;
    const t = this.table(table, key);
    if (t.held) this.flushTable(table);
    const entry = t.rows.get(id);
    if (entry?.kind === 'insert') return false;
    // The row may or may not be in the table already: write the folded changes first, let ON CONFLICT decide.
    if (entry) this.flushTable(table);
    t.rows.set(id, { kind: 'insert', values, version: values.version, firstVersion: values.version });
    return true;
  }

  /** Answers whether the change applied (false: the folded row already reflects `version`), or null if it was not folded. */
  update(table: string, key: string, id: string, changes: Record<string, unknown>, version: number): boolean | null {
    const values = defined(changes);
    if (!plain(values)) return null;
    const t = this.table(table, key);
    if (t.held) this.flushTable(table);
    const entry = t.rows.get(id);
    if (!entry) {
      t.rows.set(id, { kind: 'update', values: { ...values, version }, version, firstVersion: version });
      return true;
    }
    if (entry.version >= version) return false;
    Object.assign(entry.values, values, { version });
    for (const c of Object.keys(values)) delete entry.increments?.[c];
    entry.version = version;
    return true;
  }

  /**
   * Adds to numeric columns of a row (`add`, e.g. hours) and sets others, unless the row reflects
   * `version`; folded in hundredths, exact. Null if not folded (finer numbers, or a column the
   * folded insert leaves to its default): the table's rows are written, the caller runs its SQL.
   */
  add(
    table: string,
    where: Record<string, string>,
    add: Record<string, number>,
    set: Record<string, unknown>,
    version: number,
  ): boolean | null {
    const cents = Object.entries(add).map(([c, d]) => [c, toCents(d)] as const);
    const values = defined(set);
    const columns = Object.keys(where);
    const t = this.table(table, columns.length === 1 ? columns[0]! : '');
    if (t.held) this.flushTable(table);
    if (cents.some(([, d]) => d === null) || !plain(values)) return this.unfolded(table);
    const id = Object.values(where).join('\u0000');
    const entry = t.rows.get(id);
    if (!entry) {
      const increments = Object.fromEntries(cents) as Record<string, number>;
      t.rows.set(id, {
        kind: 'update',
        where,
        values: { ...values, version },
        increments,
        version,
        firstVersion: version,
      });
      return true;
    }
    if (entry.version >= version) return false;
    for (const [c] of cents) {
      const now = c in entry.values ? toCents(entry.values[c]) : entry.kind === 'update' ? undefined : null;
      if (now === null) return this.unfolded(table);
    }
    for (const [c, d] of cents) {
      if (c in entry.values) entry.values[c] = (toCents(entry.values[c])! + d!) / 100;
      else (entry.increments ??= {})[c] = (entry.increments[c] ?? 0) + d!;
    }
    Object.assign(entry.values, values, { version });
    for (const c of Object.keys(values)) delete entry.increments?.[c];
    entry.version = version;
    return true;
  }

  private unfolded(table: string): null {
    this.flushTable(table);
    return null;
  }

  /**
   * Holds back a plain INSERT of parameters (any projection's `insertInto().values()`): the table's
   * next ones of the same shape join it in one multi-row INSERT. Answers false if it is none.
   */
  holdInsert(statement: string, parameters: readonly unknown[]): boolean {
    const m = PLAIN_INSERT.exec(statement);
    if (!m) return false;
    const [, name, columns, values, tail = ''] = m as unknown as [string, string, string, string, string?];
    const width = columns.split(', ').length;
    if (parameters.length !== (values.match(/\$/g) ?? []).length || parameters.length % width !== 0) return false;
    const t = this.table(name, '');
    const head = `INSERT INTO ${pg.escapeIdentifier(name)} (${columns}) VALUES `;
    // One shape at a time and never beside folded rows: the table's writes stay in their order.
    if (t.rows.size > 0 || (t.held && (t.held.head !== head || t.held.tail !== tail))) this.flushTable(name);
    t.held ??= { head, tail, tuples: [] };
    for (let i = 0; i < parameters.length; i += width)
      t.held.tuples.push(
        `(${parameters
          .slice(i, i + width)
          .map(this.literal)
          .join(', ')})`,
      );
    if (t.held.tuples.length >= ROWS_PER_INSERT) this.flushTable(name);
    return true;
  }

  /** Before a statement runs: the folded rows of every table it names go first. */
  beforeStatement(statement: string): void {
    for (const [name, t] of this.tables)
      if ((t.rows.size > 0 || t.held) && t.mentioned.test(statement)) this.flushTable(name);
  }

  /** Writes every folded row (end of a batch, before a commit). */
  flushAll(): void {
    for (const name of this.tables.keys()) this.flushTable(name);
  }

  /** Forgets what is folded (a rollback). */
  clear(): void {
    for (const t of this.tables.values()) {
      t.rows.clear();
      t.held = null;
    }
  }

  private table(name: string, key: string): Table {
    let t = this.tables.get(name);
    if (!t) {
      // The name as a whole word, quoted or not: `meetings` is not `meeting_tallies`.
      t = { key, rows: new Map(), held: null, mentioned: new RegExp(`(^|[^\\w])${name}($|[^\\w])`) };
      this.tables.set(name, t);
    }
    if (key) t.key = key;
    return t;
  }

  private flushTable(name: string): void {
    const t = this.tables.get(name)!;
    if (t.held) {
      for (let i = 0; i < t.held.tuples.length; i += ROWS_PER_INSERT)
        this.emit(`${t.held.head}${t.held.tuples.slice(i, i + ROWS_PER_INSERT).join(', ')}${t.held.tail}`);
      t.held = null;
    }
    if (t.rows.size === 0) return;
    const table = pg.escapeIdentifier(name);
    const key = pg.escapeIdentifier(t.key);
    const inserts = new Map<string, Entry[]>();
    const updates: FoldedUpdate[] = [];
    for (const [id, e] of t.rows) {
      const { values, firstVersion } = e;
      const shape = Object.keys(values).join('\u0000');
      if (e.kind === 'update')
        updates.push({ where: e.where ?? { [t.key]: id }, values, increments: e.increments ?? {}, firstVersion });
      else inserts.set(shape, [...(inserts.get(shape) ?? []), e]);
    }
    for (const statement of updateStatements(name, updates, this.literal)) this.emit(statement);
    // Rows with the same columns share a multi-row INSERT (VALUES coerce their literals to the columns' types).
    for (const [joined, entries] of inserts) {
      const columns = joined.split('\u0000');
      const list = columns.map((c) => pg.escapeIdentifier(c)).join(', ');
      for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
        const rows = entries
          .slice(i, i + ROWS_PER_INSERT)
          .map((e) => `(${columns.map((c) => this.literal(e.values[c])).join(', ')})`);
        this.emit(`INSERT INTO ${table} (${list}) VALUES ${rows.join(', ')} ON CONFLICT (${key}) DO NOTHING`);
      }
    }
    t.rows.clear();
  }
}

/** The replay's folded rows, set while a rebuild runs (withBatchedWrites); absent for live commands. */
export const replayRows = new AsyncLocalStorage<ReplayRows>();
