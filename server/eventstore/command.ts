import type { Tx } from '../db/kysely';
import { DomainError, type Rejection } from './domain-error';
import { snapshotEvery } from './snapshots';
import type { CommandOutcome, EventStore } from './store';
import type { EventMetadata, NewEvent, StreamAppend } from './types';

/**
 * Where one kind of aggregate lives in the log: its module (whose error table answers its
 * rejections), its stream type `<module>-<aggregate>`, and the stream of one aggregate,
 * `<stream type>-<id>`.
 */
export interface AggregateStreams {
  module: string;
  streamType: string;
  toStreamId(id: string): string;
}

export function aggregateStreams(module: string, aggregate: string): AggregateStreams {
  const streamType = `${module}-${aggregate}`;
  return { module, streamType, toStreamId: (id) => `${streamType}-${id}` };
}

/**
 * One aggregate's rules, the shape every module's decide has: how its stream is named and folded,
 * and what a command decides on the folded state. `decide` is pure and answers the events, or the
 * rule the command breaks; `id` is the aggregate's id (the stream id without its type).
 */
export interface Decider<S, E extends NewEvent, C, R extends Rejection = Rejection> extends AggregateStreams {
  /** Set: long streams are folded from a snapshot (its name; the state holds no personal field). */
  readonly snapshot?: string;
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S, id: string): E[] | R;
}

/** An aggregate's decider: where its streams live, its first state, how it folds, how it decides. */
export function defineDecider<S, E extends NewEvent, C, R extends Rejection>(
  streams: AggregateStreams,
  initialState: () => S,
  evolve: (state: S, event: E) => S,
  decide: (command: C, state: S, id: string) => E[] | R,
  options: { snapshot?: string } = {},
): Decider<S, E, C, R> {
  return { ...streams, initialState, evolve, decide, ...options };
}

/** What one command decided for one stream: the append, its events typed by the aggregate. */
export interface Decision<E extends NewEvent> extends StreamAppend {
  events: E[];
}

/**
 * The command kernel: loads the aggregate inside `tx` (behind the stream's advisory lock, see
 * `EventStore.load`), folds it, decides, and returns what to append; a broken rule is thrown as a
 * DomainError. Several decisions appended together (a meeting and the hours it reserves on a
 * package) change both streams in one transaction.
 */
export async function handle<S, E extends NewEvent, C, R extends Rejection>(
  store: EventStore,
  tx: Tx,
  decider: Decider<S, E, C, R>,
  id: string,
  command: C,
  /** `id` was just made (a random UUID): the stream is begun without reading (`EventStore.begin`). */
  { isNew = false } = {},
): Promise<Decision<E>> {
  const streamId = decider.toStreamId(id);
  const { state, version, snapshotVersion } = isNew
    ? store.begin(tx, streamId, decider)
    : await store.load(tx, streamId, decider);
  const decided = decider.decide(command, state, id);
  if (!Array.isArray(decided)) throw new DomainError(decider.module, decided);
  const decision: Decision<E> = { streamId, streamType: decider.streamType, expectedVersion: version, events: decided };
  if (decider.snapshot && version + decided.length - snapshotVersion >= snapshotEvery()) {
    // Folded as the log will read the events back: JSON, as stored.
    const after = decided.reduce((s, e) => decider.evolve(s, JSON.parse(JSON.stringify(e)) as E), state);
    decision.snapshot = { shape: store.snapshotShape(decider), state: after };
  }
  return decision;
}

/** Where a command runs: the log, and the clock its time is taken from (the host's context). */
export interface CommandHost {
  store: EventStore;
  now(): Date;
}

/**
 * What a command on one stream takes besides the stream: how to build it at `now`, its metadata,
 * what to write beside its events.
 */
export type CommandArgs<E extends NewEvent, C, T> = [
  build: (tx: Tx, now: Date) => C | Promise<C>,
  metadata: EventMetadata,
  also?: (tx: Tx, events: E[], now: Date) => Promise<T>,
];

/** One command on one stream, in its own transaction; see `runner`. */
type CommandRunner<E extends NewEvent, C> = <T = void>(
  host: CommandHost,
  id: string,
  ...args: CommandArgs<E, C, T>
) => Promise<T>;

/**
 * Runs one command on one stream of `decider` in its own transaction (re-run on a version
 * conflict, see `EventStore.execute`). Its time is the host's clock read once, before the
 * transaction, so a re-run decides at the same time. `build` may read inside the transaction (is
 * the e-mail taken?); `also` runs in the same transaction with the decided events, for what never
 * enters the log (a password hash, an edit capability), and its answer is returned. Made once per
 * decider, so the commands `build` returns are typed by it.
 */
export function runner<S, E extends NewEvent, C, R extends Rejection>(
  decider: Decider<S, E, C, R>,
): CommandRunner<E, C> {
  return async function run<T = void>(
    host: CommandHost,
    id: string,
    ...[build, metadata, also]: CommandArgs<E, C, T>
  ): Promise<T> {
    const now = host.now();
    const { result } = await host.store.execute(async (tx) => {
      const decision = await handle(host.store, tx, decider, id, await build(tx, now));
      // Without `also`, T is void.
      return { appends: [decision], result: also ? await also(tx, decision.events, now) : (undefined as T) };
    }, metadata);
    return result;
  };
}

/**
 * A command over several streams in one transaction (a meeting and the hours it reserves on its
 * package): `work` decides each stream with `handle` at `now` (the host's clock read once, so a
 * re-run after a version conflict decides at the same time) and answers what to append.
 */
export async function runAcross(
  host: CommandHost,
  metadata: EventMetadata,
  work: (tx: Tx, now: Date) => Promise<StreamAppend[]>,
): Promise<void> {
  await runAcrossAnswering(host, metadata, async (tx, now) => ({ appends: await work(tx, now), result: undefined }));
}

/**
 * `runAcross` for a command that answers more than it appends (what a statement's import counted,
 * what a confirmation activated): `work` answers the appends and the result, which is returned.
 */
export async function runAcrossAnswering<T>(
  host: CommandHost,
  metadata: EventMetadata,
  work: (tx: Tx, now: Date) => Promise<CommandOutcome<T>>,
): Promise<T> {
  const now = host.now();
  const { result } = await host.store.execute((tx) => work(tx, now), metadata);
  return result;
}
