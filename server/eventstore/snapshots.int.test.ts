import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { counterStoreForFile } from '../testing/counter-store';
import { aggregateStreams, defineDecider, runner } from './command';
import type { EventStore } from './store';

// Issue 36: a long stream is folded from its snapshot; the snapshot is a cache that a changed fold,
// a shredding or a lie cannot turn into a wrong state.

const counters = counterStoreForFile();

type Counted = { type: 'Incremented'; data: { by: number } };
const streams = aggregateStreams('counter', 'tally');
const tally = (evolve: (s: { total: number; seen: number }, e: Counted) => { total: number; seen: number }) =>
  defineDecider(
    streams,
    () => ({ total: 0, seen: 0 }),
    evolve,
    (by: number): Counted[] => [{ type: 'Incremented', data: { by } }],
    { snapshot: 'tally' },
  );
const summing = tally((s, e) => ({ total: s.total + e.data.by, seen: s.seen + 1 }));
const host = { store: null as unknown as EventStore, now: () => new Date() };
const bump = (decider: typeof summing, id: string, by: number) =>
  runner(decider)({ ...host, store: counters.store }, id, () => by, {});
const snapshotOf = async (id: string) =>
  (
    await sql<{
      version: number;
    }>`SELECT version FROM stream_snapshots WHERE stream_id = ${streams.toStreamId(id)}`.execute(counters.db)
  ).rows[0]?.version ?? null;
const load = (decider: typeof summing, id: string) =>
  counters.db.transaction().execute((tx) => counters.store.load(tx, streams.toStreamId(id), decider));

describe('snapshots of long streams', () => {
  it('are taken in the command’s transaction and folded from, giving the state of the whole log', async () => {
    for (let i = 1; i <= 9; i++) await bump(summing, 'a', i);
    // The int tests take one every 2 events (EVENTSTORE_VERIFY_SNAPSHOTS).
    expect(await snapshotOf('a')).toBe(8);
    const loaded = await load(summing, 'a');
    expect(loaded).toEqual({ state: { total: 45, seen: 9 }, version: 9, snapshotVersion: 8 });
  });

  it('are not read by a decider whose fold changed; the next command replaces them', async () => {
    for (let i = 1; i <= 4; i++) await bump(summing, 'b', 10);
    const doubling = tally((s, e) => ({ total: s.total + 2 * e.data.by, seen: s.seen + 1 }));
    const loaded = await load(doubling, 'b');
    expect(loaded.state).toEqual({ total: 80, seen: 4 });
    expect(loaded.snapshotVersion).toBe(0);
    await bump(doubling, 'b', 10);
    expect((await load(doubling, 'b')).snapshotVersion).toBe(5);
  });

  it('are all dropped when a key is shredded (the log reads differently afterwards)', async () => {
    await bump(summing, 'c', 1);
    await bump(summing, 'c', 1);
    expect(await snapshotOf('c')).toBe(2);
    await counters.db.transaction().execute((tx) => counters.store.keys.shred(tx, ['someone'], new Date('2033-01-01')));
    expect(await snapshotOf('c')).toBeNull();
    expect((await load(summing, 'c')).state).toEqual({ total: 2, seen: 2 });
  });

  it('that lie are caught in the tests: the whole fold is compared', async () => {
    await bump(summing, 'd', 5);
    await bump(summing, 'd', 5);
    await sql`UPDATE stream_snapshots SET version = 1 WHERE stream_id = ${streams.toStreamId('d')}`.execute(
      counters.db,
    );
    await expect(load(summing, 'd')).rejects.toThrow('weicht vom Ereignisprotokoll ab');
  });
});
