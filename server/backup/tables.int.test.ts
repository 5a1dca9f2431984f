import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EventRegistry } from '../eventstore';
import { eventModules } from '../modules';
import { fileDatabase } from '../testing/database';
import { KEPT_TABLES, LEFT_OUT_TABLES } from './tables';

const fresh = fileDatabase(1);

describe('what a backup holds', () => {
  it('every table of the schema is the log, a read table, kept or left out for a reason; none is listed that does not exist', async () => {
    const rows = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`.execute(fresh.db);
    const tables = rows.rows.map((r) => r.name);
    const readTables = new EventRegistry(eventModules).readTables();
    const classified = new Set(['events', ...readTables, ...KEPT_TABLES, ...Object.keys(LEFT_OUT_TABLES)]);
    expect(tables.filter((t) => !classified.has(t))).toEqual([]);
    expect([...KEPT_TABLES, ...Object.keys(LEFT_OUT_TABLES)].filter((t) => !tables.includes(t))).toEqual([]);
    // A kept table is never also rebuilt: a restore would load it and then replay over it.
    expect(KEPT_TABLES.filter((t) => readTables.includes(t))).toEqual([]);
  });
});
