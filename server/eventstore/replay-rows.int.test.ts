import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, jsonb, tablesOf, type Db } from '../db/kysely';
import { freshDatabase } from '../testing/database';
import { addToRow, EventRegistry, EventStore, replay, streamRows, type EventModule, type StreamAppend } from './index';

// A domain-free module whose projection uses every way a projection writes during a replay:
// streamRows insert/update/remove (folded per row in memory), a plain insertInto (held back and sent
// as one multi-row INSERT) and raw SQL that adds to a folded row (which must flush it first).
interface Tables {
  tickets: { id: string; title: string; status: string; hits: number; hours: number; meta: unknown; version: number };
  ticket_notes: { ticket_id: string; note: string; version: number };
}

const ticketModule: EventModule = {
  name: 'ticket',
  privacy: { Opened: { plain: ['title'] }, Renamed: { plain: ['title'] }, Noted: { plain: ['note'] } },
  projections: [
    {
      name: 'tickets',
      tables: ['tickets', 'ticket_notes'],
      handles: ['Opened', 'Renamed', 'Noted', 'Hit', 'Timed', 'Closed', 'Removed'],
      async apply(tx, e) {
        const db = tablesOf<Tables>(tx);
        const rows = streamRows(db, 'tickets', 'id', e.version);
        const d = e.data as { title?: string; note?: string; hours?: number };
        if (e.type === 'Opened')
          await rows.insert({
            id: e.streamId,
            title: d.title!,
            status: 'open',
            hits: 0,
            hours: 0,
            meta: jsonb({ b: 1, a: [d.title] }),
            version: e.version,
          });
        if (e.type === 'Renamed') await rows.update(e.streamId, { title: d.title!, meta: jsonb({ renamed: d.title }) });
        if (e.type === 'Closed') await rows.update(e.streamId, { status: 'closed' });
        if (e.type === 'Removed') await rows.remove(e.streamId);
        if (e.type === 'Timed') await addToRow(tx, 'tickets', { id: e.streamId }, { hours: d.hours! }, {}, e.version);
        if (e.type === 'Noted')
          await db
            .insertInto('ticket_notes')
            .values({ ticket_id: e.streamId, note: d.note!, version: e.version })
            .execute();
        if (e.type === 'Hit')
          await sql`UPDATE tickets SET hits = hits + 1, version = ${e.version} WHERE id = ${e.streamId} AND version < ${e.version}`.execute(
            tx,
          );
      },
    },
  ],
};

let db: Db;
let store: EventStore;
let drop: () => Promise<void>;

beforeAll(async () => {
  const d = await freshDatabase();
  drop = d.drop;
  db = createDb(d.url, 4).db;
  await sql`CREATE TABLE tickets (id text PRIMARY KEY, title text NOT NULL, status text NOT NULL, hits int NOT NULL, hours numeric(10, 2) NOT NULL, meta jsonb NOT NULL, version int NOT NULL)`.execute(
    db,
  );
  await sql`CREATE TABLE ticket_notes (ticket_id text NOT NULL, note text NOT NULL, version int NOT NULL)`.execute(db);
  store = new EventStore(db, new EventRegistry([ticketModule]));
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

const append = (streamId: string, expectedVersion: number, events: [string, Record<string, unknown>?][]) =>
  db.transaction().execute((tx) =>
    store.append(tx, [
      {
        streamId,
        streamType: 'ticket',
        expectedVersion,
        events: events.map(([type, data]) => ({ type, data: data ?? {} })),
      } satisfies StreamAppend,
    ]),
  );

describe('replay folds rows per batch', () => {
  it('rebuilds rows that get many events in one batch exactly as the live projection wrote them, in fewer writes', async () => {
    // Ticket a: opened, renamed twice, hit between the renames, noted, closed: all in one batch.
    await append('a', 0, [['Opened', { title: "O'Brien \\ ü" }], ['Renamed', { title: 'zwei' }], ['Hit']]);
    await append('a', 3, [
      ['Renamed', { title: 'drei' }],
      ['Noted', { note: 'eins' }],
      ['Noted', { note: 'zwei' }],
    ]);
    // Hours added in one batch: folded in hundredths; 1.333 is finer, so it goes as SQL and rounds there.
    await append('a', 6, [
      ['Timed', { hours: 0.5 }],
      ['Timed', { hours: 1.25 }],
      ['Timed', { hours: 1.333 }],
    ]);
    await append('a', 9, [['Timed', { hours: -0.1 }], ['Hit'], ['Closed']]);
    // Ticket b: opened and removed; ticket c: a row of its own among them.
    await append('b', 0, [['Opened', { title: 'weg' }], ['Noted', { note: 'b' }], ['Removed']]);
    for (let i = 0; i < 20; i++)
      await append(`c${i}`, 0, [
        ['Opened', { title: `c${i}` }],
        ['Renamed', { title: `c${i}!` }],
      ]);

    const live = await db.selectFrom('tickets').selectAll().where('id', '=', 'a').executeTakeFirstOrThrow();
    expect(live).toEqual({
      id: 'a',
      title: 'drei',
      status: 'closed',
      hits: 2,
      hours: 2.98,
      meta: { renamed: 'drei' },
      version: 12,
    });

    const report = await replay(store);
    expect(report.differences).toEqual([]);
    expect(report.events).toBe(12 + 3 + 40);
    // One statement per event would be 55; folded, the 21 rows of c go as one INSERT.
    expect(report.profile.statements).toBeLessThan(25);
  });

  it('agrees when a row’s events straddle the committed chunks (folded rows are written before each commit)', async () => {
    const report = await replay(store, { chunk: 2 });
    expect(report.differences).toEqual([]);
    // Each chunk reads at most its two events (a whole batch of the log would make it one chunk).
    expect(report.profile.chunks).toBe(Math.floor(report.events / 2) + 1);
  });

  it('finds a difference in a folded row', async () => {
    await sql`UPDATE tickets SET title = 'falsch' WHERE id = 'c3'`.execute(db);
    const report = await replay(store);
    expect(report.differences.map((d) => d.table)).toEqual(['tickets']);
    expect(report.differences[0]!.missing).toEqual([
      { id: 'c3', title: 'c3!', status: 'open', hits: 0, hours: 0, meta: { renamed: 'c3!' }, version: 2 },
    ]);
  });
});
