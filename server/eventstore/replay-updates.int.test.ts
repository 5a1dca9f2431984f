import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonb } from '../db/kysely';
import { fileDatabase } from '../testing/database';
import { ReplayRows } from './replay-rows';

const fresh = fileDatabase(2);

beforeAll(async () => {
  await sql`CREATE TABLE accounts (id text PRIMARY KEY, label text, hours numeric(10, 2) NOT NULL DEFAULT 0,
    seen timestamptz, tags text[], doc jsonb, version int NOT NULL)`.execute(fresh.db);
});

const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (v instanceof Date) return pg.escapeLiteral(v.toISOString());
  if (Array.isArray(v)) return pg.escapeLiteral(`{${v.map((x) => `"${String(x)}"`).join(',')}}`);
  return pg.escapeLiteral(String(v));
};

describe('folded updates of many rows', () => {
  it('go as one statement per shape, each literal typed by its column, and only onto older rows', async () => {
    await sql`INSERT INTO accounts (id, label, hours, version) VALUES ('a', 'A', 1, 1), ('b', 'B', 2, 1), ('c', 'C', 3, 1), ('d', 'D', 4, 9)`.execute(
      fresh.db,
    );
    const statements: string[] = [];
    const rows = new ReplayRows((s) => statements.push(s), literal);
    const seen = new Date('2026-03-29T01:30:00.123Z');
    for (const id of ['a', 'b', 'd'])
      rows.update('accounts', 'id', id, { label: `${id}'!`, seen, tags: ['x', 'y z'], doc: jsonb({ id }) }, 5);
    rows.add('accounts', { id: 'a' }, { hours: 1.25 }, {}, 6);
    rows.add('accounts', { id: 'c' }, { hours: -0.5 }, {}, 2);
    rows.add('accounts', { id: 'b' }, { hours: 0.01 }, {}, 6);
    rows.flushAll();
    // a and b: labels and hours (one shape), d: label only (its row is newer: untouched), c: hours only.
    expect(statements.filter((s) => s.startsWith('UPDATE'))).toHaveLength(3);
    for (const s of statements) await sql.raw(s).execute(fresh.db);
    const after = await sql<
      Record<string, unknown>
    >`SELECT id, label, hours, seen, tags, doc, version FROM accounts ORDER BY id`.execute(fresh.db);
    expect(after.rows).toEqual([
      { id: 'a', label: "a'!", hours: 2.25, seen, tags: ['x', 'y z'], doc: { id: 'a' }, version: 6 },
      { id: 'b', label: "b'!", hours: 2.01, seen, tags: ['x', 'y z'], doc: { id: 'b' }, version: 6 },
      { id: 'c', label: 'C', hours: 2.5, seen: null, tags: null, doc: null, version: 2 },
      { id: 'd', label: 'D', hours: 4, seen: null, tags: null, doc: null, version: 9 },
    ]);
  });

  it('answer a read of a folded row from the batch only for jsonb values and the version', () => {
    const rows = new ReplayRows(() => {}, literal);
    rows.insert('accounts', 'id', { id: 'e', label: 'E', doc: jsonb({ b: 1, a: [2] }), version: 1 });
    rows.update('accounts', 'id', 'e', { doc: jsonb({ a: [3] }) }, 2);
    expect(rows.folded('accounts', 'e', ['doc', 'version'])).toEqual({ doc: { a: [3] }, version: 2 });
    // A text column reads back as the table types it: from the table.
    expect(rows.folded('accounts', 'e', ['label'])).toBeNull();
    expect(rows.folded('accounts', 'f', ['doc'])).toBeNull();
  });
});
