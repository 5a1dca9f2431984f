import { describe, expect, it } from 'vitest';
import { aggregateStreams, defineDecider, runner } from '../eventstore/command';
import type { EventModule, EventStore, NewEvent } from '../eventstore';
import { counterStoreForFile } from './counter-store';
import { snapshotsThatDisagree } from './snapshot-agreement';
import { verifiesSnapshots } from './snapshot-checks';

// The check every test database's log passes before it is dropped (database.ts), in place of
// EVENTSTORE_VERIFY_SNAPSHOTS outside the files that own a snapshotted decider: it finds a decider
// whose snapshot would not fold to the whole log's state.

const counters = counterStoreForFile();

type Counted = { type: 'Incremented'; data: { by: number } };
const streams = aggregateStreams('counter', 'tally');
const host = { store: null as unknown as EventStore, now: () => new Date() };
const counted = (evolve: (s: object, e: Counted) => object, snapshot = 'tally') =>
  defineDecider(
    streams,
    () => ({}),
    evolve,
    (by: number): Counted[] => [{ type: 'Incremented', data: { by } }],
    {
      snapshot,
    },
  );
const moduleOf = (decider: ReturnType<typeof counted>): EventModule => ({ name: 'counter', streams: [decider] });
const bump = (decider: ReturnType<typeof counted>, id: string, times: number) =>
  Array.from({ length: times }).reduce<Promise<unknown>>(
    (done) => done.then(() => runner(decider)({ ...host, store: counters.store }, id, () => 1, {})),
    Promise.resolve(),
  );

class Total {
  constructor(readonly value: number) {}
}

describe('the snapshot check of a test database', () => {
  it('passes a decider whose folds agree, and names each stream of one whose do not, at the first version', async () => {
    const summing = counted((s, e) => ({ total: ((s as { total?: number }).total ?? 0) + e.data.by }));
    await bump(summing, 'plain', 3);
    expect(await snapshotsThatDisagree(counters.db, [moduleOf(summing)])).toEqual([]);
    // A class instance comes back from node:v8 a plain object: a snapshot would not be the state.
    const boxed = counted((s, e) => ({ total: new Total(((s as { total?: Total }).total?.value ?? 0) + e.data.by) }));
    expect(await snapshotsThatDisagree(counters.db, [moduleOf(boxed)])).toEqual([
      'counter-tally-plain (tally) bei Version 1',
    ]);
    // A fold that reads what only the log's envelope holds differs from the fold of the events as decided.
    const stamped = counted((s, e) => ({ ...s, at: (e as NewEvent & { recordedAt?: Date }).recordedAt }));
    expect(await snapshotsThatDisagree(counters.db, [moduleOf(stamped)])).toEqual([
      'counter-tally-plain (tally) bei Version 1',
    ]);
    // Deciders without snapshots are not read.
    expect(await snapshotsThatDisagree(counters.db, [moduleOf(counted((s) => s, undefined as never))])).toEqual([]);
  });

  it('runs where the load-time check is off: this file is outside the verifying folders', () => {
    expect(verifiesSnapshots(expect.getState().testPath!)).toBe(false);
    expect(process.env.EVENTSTORE_VERIFY_SNAPSHOTS).toBe('0');
    expect(verifiesSnapshots('/repo/server/eventstore/snapshots.int.test.ts')).toBe(true);
    expect(verifiesSnapshots('/repo/modules/packages/routes.int.test.ts')).toBe(true);
    expect(verifiesSnapshots('/repo/modules/meetings/booking.int.test.ts')).toBe(false);
  });
});
