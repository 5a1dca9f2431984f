import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/kysely';
import { eventModules } from '../modules';
import { freshDatabase } from '../testing/database';
import { withBatchedWrites } from './batched-writes';
import { ReplayLog } from './replay-log';
import { EventRegistry } from './registry';
import { EventStore } from './store';

let db: Db;
let store: EventStore;
let drop: () => Promise<void>;

beforeAll(async () => {
  const d = await freshDatabase();
  drop = d.drop;
  db = createDb(d.url, 4).db;
  store = new EventStore(db, new EventRegistry(eventModules));
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

/** A sealed event about `userId` (archive notes are personal), committed on its own. */
const notesOf = (userId: string, notes: string) =>
  store.execute(async () => ({
    appends: [
      {
        streamId: `archive-client-${userId}`,
        streamType: 'archive-client',
        expectedVersion: 0,
        events: [{ type: 'ArchiveNotesUpdated', data: { userId, notes, at: new Date().toISOString() } }],
      },
    ],
    result: null,
  }));

describe('the replay’s read of the log', () => {
  it('opens a field whose key was made after the transaction loaded its keys, and a shredded one as erased', async () => {
    const gone = randomUUID();
    await notesOf(gone, 'vorher');
    await db.transaction().execute((tx) => store.keys.shred(tx, [gone], new Date()));
    const read = await withBatchedWrites(db, (batched, _written, readAhead) =>
      batched.transaction().execute(async (tx) => {
        const log = new ReplayLog(store, readAhead);
        await log.begin(tx);
        // A command commits a new person's first event (and key) while the rebuild's transaction runs.
        const late = randomUUID();
        await notesOf(late, 'später');
        const events = await log.read(tx, 0, 100);
        return Object.fromEntries(events.map((e) => [(e.data as { userId: string }).userId, e.data]));
      }),
    );
    const notes = Object.values(read).map((d) => (d as { notes: string }).notes);
    expect(notes).toContain('später');
    expect(read[gone]).toMatchObject({ notes: 'gelöscht' });
  });
});
