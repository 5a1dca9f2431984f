import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/kysely';
import { lockInOrder } from '../db/locks';
import type { EventRegistry } from './registry';
import type { ReactionContext } from './reactions';
import { eventColumns, toStoredEvent, type EventRow } from './rows';
import {
  ConcurrencyError,
  LOG_START,
  type EventMetadata,
  type LogCheckpoint,
  type StoredEvent,
  type StreamAppend,
} from './types';
import { openEvents, PersonKeys, sealEvents } from './personal-data';
import { undeclaredField } from './privacy';
import { HeldVersions } from './held-versions';
import { QueuedJobs, type JobEnqueuer } from './queued-jobs';
import { insertEvents, type EventInsert } from './event-inserts';
import { isRetryable } from './retryable';
import {
  checkSnapshot,
  readSnapshotAndAfter,
  shapeOf,
  verifySnapshots,
  writeSnapshot,
  type Evolver,
  type Loaded,
} from './snapshots';

export type { JobEnqueuer } from './queued-jobs';

export interface CommandOutcome<R> {
  appends: StreamAppend[];
  result: R;
}

interface EventStoreOptions {
  /** Where jobs go (pg-boss); without one (tools, tests) reactions enqueue nothing. */
  enqueue?: JobEnqueuer;
  /** The host's settings reactions need for e-mails. */
  productName?: string;
  publicUrl?: string;
}

export class EventStore {
  readonly keys = new PersonKeys();
  private readonly held = new HeldVersions();
  private readonly jobs: QueuedJobs;
  private readonly reacting: ReactionContext;

  constructor(
    readonly db: Db,
    readonly registry: EventRegistry,
    opts: EventStoreOptions = {},
  ) {
    this.jobs = new QueuedJobs(opts.enqueue);
    this.reacting = { store: this, productName: opts.productName ?? '', publicUrl: opts.publicUrl ?? '' };
  }

  async readStream(streamId: string, opts: { tx?: Tx; upTo?: Date; after?: number } = {}): Promise<StoredEvent[]> {
    let q = (opts.tx ?? this.db).selectFrom('events').select(eventColumns).where('stream_id', '=', streamId);
    if (opts.upTo) q = q.where('recorded_at', '<=', opts.upTo);
    if (opts.after) q = q.where('version', '>', opts.after);
    const rows = (await q.orderBy('version').execute()) as EventRow[];
    return this.toEvents(opts.tx ?? this.db, rows);
  }

  /** Rows of the log as the domain reads them: personal fields decrypted (or erased), then upcast. */
  private async toEvents(db: Db | Tx, rows: EventRow[]): Promise<StoredEvent[]> {
    return (await openEvents(db, this.keys, rows)).map((r) => toStoredEvent(r, this.registry));
  }

  /**
   * Folds a stream (version 0: it does not exist) behind its transaction-scoped advisory lock, so
   * commands on a hot stream (a package many meetings reserve hours on) queue instead of failing in
   * retry storms; `append`'s version check guards writers that do not load. From its snapshot on
   * when the decider has snapshots (snapshots.ts).
   */
  async load<S>(tx: Tx, streamId: string, decider: Evolver<S>): Promise<Loaded<S>> {
    if (!this.held.isLocked(tx, streamId)) await lockInOrder(tx, [streamId]);
    // A snapshotted stream: its snapshot and the events after it in one statement.
    const read = decider.snapshot ? await readSnapshotAndAfter<S>(tx, streamId, this.snapshotShape(decider)) : null;
    const snapshot = read?.snapshot ?? null;
    const events = read ? await this.toEvents(tx, read.rows) : await this.readStream(streamId, { tx });
    const state = events.reduce((s, e) => decider.evolve(s, e), snapshot?.state ?? decider.initialState());
    if (snapshot && verifySnapshots()) {
      const all = await this.readStream(streamId, { tx });
      checkSnapshot(
        streamId,
        state,
        all.reduce((s, e) => decider.evolve(s, e), decider.initialState()),
      );
    }
    const snapshotVersion = snapshot?.version ?? 0;
    const version = events.at(-1)?.version ?? snapshotVersion;
    this.held.hold(tx, streamId, version);
    return { state, version, snapshotVersion };
  }

  /** A stream just named (a new random id) has no events: begun unread; the insert's unique (stream, version) guards. */
  begin<S>(tx: Tx, streamId: string, decider: Evolver<S>): Loaded<S> {
    this.held.hold(tx, streamId, 0);
    return { state: decider.initialState(), version: 0, snapshotVersion: 0 };
  }

  /** The locks of `keys` (people: db/locks.ts), then of these streams, in one statement and that order; `load` then takes none. */
  async lock(tx: Tx, keys: readonly string[], streamIds: readonly string[]): Promise<void> {
    const streams = streamIds.filter((id) => !this.held.isLocked(tx, id));
    await lockInOrder(tx, [...keys, ...streams]);
    for (const id of streams) this.held.lock(tx, id);
  }

  /** What a snapshot of this decider's streams is folded with (snapshots.ts). */
  snapshotShape(decider: { readonly snapshot?: string; initialState(): unknown; evolve(s: never, e: never): unknown }) {
    return shapeOf(decider, this.registry.schemaFingerprint());
  }

  /**
   * Appends to one or more streams inside `tx`, runs the inline projections and the reactions of
   * each event type (the jobs and e-mails it causes). Throws ConcurrencyError if a stream moved past
   * its expected version.
   */
  async append(tx: Tx, appends: StreamAppend[], metadata: EventMetadata = {}): Promise<StoredEvent[]> {
    const inserts: EventInsert[] = [];
    for (const a of appends) {
      if (a.events.length === 0) continue;
      // A text field no module declared would go into the log in the clear and outlive an erasure.
      for (const e of a.events) {
        const undeclared = undeclaredField(e, this.registry.privacy.get(e.type));
        if (undeclared) throw new Error(`${undeclared} is neither personal nor plain (declare it with privacyOf)`);
      }
      // A stream this transaction loaded under its lock is at the version it read (a writer that does
      // not lock and came in between makes the insert below break the unique (stream, version): a retry).
      if (!this.held.isAt(tx, a.streamId, a.expectedVersion)) {
        const current = await tx
          .selectFrom('events')
          .select(sql<number>`coalesce(max(version), 0)`.as('v'))
          .where('stream_id', '=', a.streamId)
          .executeTakeFirstOrThrow();
        if (Number(current.v) !== a.expectedVersion) throw new ConcurrencyError(a.streamId);
      }
      const sealed = await sealEvents(tx, this.keys, this.registry.personal, a.events);
      a.events.forEach((_, i) =>
        inserts.push({ id: randomUUID(), a, i, visible: sealed[i]!.visible, stored: sealed[i]!.stored }),
      );
    }
    const stored = await insertEvents(tx, this.registry, inserts, metadata);
    for (const a of appends) {
      if (a.events.length === 0) continue;
      this.held.hold(tx, a.streamId, a.expectedVersion + a.events.length);
      if (a.snapshot)
        await writeSnapshot(tx, a.streamId, a.snapshot.shape, {
          version: a.expectedVersion + a.events.length,
          state: a.snapshot.state,
        });
    }
    await this.jobs.together(tx, async () => {
      await this.react(tx, stored, true);
      for (const event of stored)
        for (const p of this.registry.projections) if (p.handles.includes(event.type)) await p.apply(tx, event);
      await this.react(tx, stored, false);
    });
    // The followers' NOTIFY is the database's own (trigger events_notify, migration 0037).
    return stored;
  }

  /**
   * Runs load-decide-append in one transaction; on a version conflict the whole work is run again
   * on fresh state, a bounded number of times, then ConcurrencyError (409) is raised.
   */
  async execute<R>(
    work: (tx: Tx) => Promise<CommandOutcome<R>>,
    metadata: EventMetadata = {},
    maxAttempts = 5,
  ): Promise<{ result: R; events: StoredEvent[] }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(async (tx) => {
          const { appends, result } = await work(tx);
          const events = await this.append(tx, appends, metadata);
          return { result, events };
        });
      } catch (err) {
        if (!isRetryable(err)) throw err;
        if (attempt >= maxAttempts) throw err instanceof ConcurrencyError ? err : new ConcurrencyError();
        await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
      }
    }
  }

  /**
   * The reactions of each event type, before the projections (work that needs rows they remove) or
   * after all of them (work that reads what the transaction leaves).
   */
  private async react(tx: Tx, events: StoredEvent[], beforeProjections: boolean): Promise<void> {
    for (const event of events)
      for (const r of this.registry.reactionsTo(event.type))
        if (Boolean(r.beforeProjections) === beforeProjections) await r.react(tx, event, this.reacting);
  }

  /** Queues a job in `tx`: inside an append with all of its jobs in one insert, elsewhere at once (queued-jobs.ts). */
  enqueueJob(tx: Tx, queue: string, data: object, jobId: string): Promise<void> {
    return this.jobs.add(tx, { queue, data, jobId });
  }

  /**
   * The global log after `after`, for followers of the live log, never skipping an event whose
   * transaction commits late. Only events of transactions older than every one still running are
   * returned (`transaction_id < xmin`), in `(transaction_id, position)` order: positions are taken
   * at insert, not at commit, so a transaction with a larger xid may hold a smaller position and
   * commit after a larger one was delivered; ordered by position alone it would be skipped. Every
   * event that becomes readable later has a larger transaction id than every one readable now.
   */
  async readAll(after: LogCheckpoint, limit = 500): Promise<StoredEvent[]> {
    const rows = (await this.db
      .selectFrom('events')
      .select(eventColumns)
      .where(sql<boolean>`(transaction_id, position) > (${after.transactionId}::xid8, ${after.position})`)
      .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`)
      .orderBy('transaction_id')
      .orderBy('position')
      .limit(limit)
      .execute()) as EventRow[];
    return this.toEvents(this.db, rows);
  }

  /**
   * The log after `after` in position order, for a reader inside one repeatable-read snapshot
   * (replay): there everything visible is committed and matches the read tables of that snapshot,
   * and position order keeps each stream's versions in order (a version is inserted only after the
   * one before it committed), which `(transaction_id, position)` order does not.
   */
  async readSnapshot(tx: Tx, after: number, limit = 1000): Promise<StoredEvent[]> {
    const rows = (await tx
      .selectFrom('events')
      .select(eventColumns)
      .where('position', '>', after)
      .orderBy('position')
      .limit(limit)
      .execute()) as EventRow[];
    return this.toEvents(tx, rows);
  }

  /** The events at these positions, in position order (the audit log's pages). */
  async readPositions(positions: readonly number[]): Promise<StoredEvent[]> {
    if (positions.length === 0) return [];
    const rows = (await this.db
      .selectFrom('events')
      .select(eventColumns)
      .where('position', 'in', [...positions])
      .orderBy('position')
      .execute()) as EventRow[];
    return this.toEvents(this.db, rows);
  }

  /** The newest events first (activity feeds), optionally only some types. */
  async readRecent(limit: number, types?: readonly string[]): Promise<StoredEvent[]> {
    let q = this.db.selectFrom('events').select(eventColumns);
    if (types?.length) q = q.where('type', 'in', [...types]);
    const rows = (await q.orderBy('position', 'desc').limit(limit).execute()) as EventRow[];
    return this.toEvents(this.db, rows);
  }

  /**
   * Where a follower starting now begins: after the last event `readAll` can return now. Events of
   * transactions still running, or committed behind one still running, come after it. The ORDER BY
   * names the table's column: the bare name would sort by the text alias ('99999' after '392467').
   */
  async headCheckpoint(): Promise<LogCheckpoint> {
    const r = await sql<{ transaction_id: string; position: number }>`
      SELECT transaction_id::text AS transaction_id, position FROM events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY events.transaction_id DESC, events.position DESC LIMIT 1`.execute(this.db);
    const head = r.rows[0];
    return head ? { transactionId: head.transaction_id, position: Number(head.position) } : LOG_START;
  }

  /**
   * Whether any committed event lies after `after`, readable by `readAll` or still held back behind
   * a running transaction: a follower that has read everything looks again while this holds.
   */
  async hasEventsAfter(after: LogCheckpoint): Promise<boolean> {
    const r = await sql<{ found: boolean }>`
      SELECT EXISTS (SELECT 1 FROM events WHERE (transaction_id, position) > (${after.transactionId}::xid8, ${after.position})) AS found`.execute(
      this.db,
    );
    return r.rows[0]?.found === true;
  }

  /** The highest position stored: a measure of how much was written (the seed's progress), never a checkpoint. */
  async lastPosition(): Promise<number> {
    const r = await this.db
      .selectFrom('events')
      .select(sql<number>`coalesce(max(position), 0)`.as('p'))
      .executeTakeFirstOrThrow();
    return Number(r.p);
  }
}
