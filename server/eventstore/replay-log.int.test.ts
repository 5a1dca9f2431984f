import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventModules } from '../modules';
import { fileDatabase } from '../testing/database';
import { withBatchedWrites } from './batched-writes';
import { ReplayLog } from './replay-log';
import { EventRegistry } from './registry';
import { EventStore } from './store';

const fresh = fileDatabase(4);
let store: EventStore;

beforeAll(() => {
  store = new EventStore(fresh.db, new EventRegistry(eventModules));
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
    await fresh.db.transaction().execute((tx) => store.keys.shred(tx, [gone], new Date()));
    const read = await withBatchedWrites(fresh.db, (batched, _written, readAhead) =>
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
