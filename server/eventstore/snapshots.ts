import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/kysely';
import { eventColumns, type EventRow } from './rows';
import type { NewEvent } from './types';

/**
 * Snapshots of folded streams (issue 36): a command on a stream with a long history (a package
 * with hundreds of meetings, the year's invoice numbers) folds the latest snapshot and the events
 * after it, so its cost does not grow with the stream. A snapshot is a cache, never a source: it is
 * written in the command's own transaction, is valid only for the `shape` it was folded with, and
 * every one is dropped when a key is shredded (the log then reads differently). Only deciders that
 * opt in (`defineDecider(…, { snapshot: name })`) are snapshotted: their state must hold no personal
 * field, and must be plain data (`node:v8` serialises it: dates, maps and `undefined` survive).
 */

/**
 * A snapshot is written once a stream has grown this many events past its last one. The int tests
 * (`EVENTSTORE_VERIFY_SNAPSHOTS=1`) take one every 2 events and check each against the whole fold.
 */
export const snapshotEvery = (): number => (verifySnapshots() ? 2 : 32);

/** Folds a stream into state; the shape every module's `evolve` has. `snapshot`: its snapshots' name. */
export interface Evolver<S> {
  readonly snapshot?: string;
  initialState(): S;
  evolve(state: S, event: NewEvent): S;
}

/** A folded stream: its state, its version (0: no such stream), and the version of the snapshot it began at. */
export interface Loaded<S> {
  state: S;
  version: number;
  snapshotVersion: number;
}

interface Snapshot<S> {
  version: number;
  state: S;
}

interface Foldable {
  readonly snapshot?: string;
  initialState(): unknown;
  evolve(state: never, event: never): unknown;
}

export const verifySnapshots = (): boolean => process.env.EVENTSTORE_VERIFY_SNAPSHOTS === '1';

const shapes = new WeakMap<object, string>();

/**
 * What a snapshot was folded with: the decider's name, its `evolve` and first state as written, and
 * the log's event schema versions (`fingerprint`). A change of any of them makes old snapshots
 * unread; they are replaced as commands come. A change hidden in a helper `evolve` calls needs the
 * name changed (the int tests' `EVENTSTORE_VERIFY_SNAPSHOTS` fold every stream twice and say so).
 */
export function shapeOf(decider: Foldable, fingerprint: string): string {
  let own = shapes.get(decider);
  if (!own) {
    const code = createHash('sha256').update(`${decider.evolve.toString()}\n${decider.initialState.toString()}`);
    own = `${decider.snapshot}:${code.digest('hex').slice(0, 16)}`;
    shapes.set(decider, own);
  }
  return `${own}:${fingerprint}`;
}

/**
 * A stream's snapshot of this shape (if any) and the events after it, in ONE statement (issue 36):
 * at least one row; the snapshot's columns are filled on the first row only, the event's columns
 * are null when no event follows the snapshot (or the stream is empty).
 */
export async function readSnapshotAndAfter<S>(
  tx: Tx,
  streamId: string,
  shape: string,
): Promise<{ snapshot: Snapshot<S> | null; rows: EventRow[] }> {
  const { rows } = await sql<EventRow & { snapshot_version: number | null; snapshot_state: Buffer | null }>`
    SELECT s.version AS snapshot_version,
      CASE WHEN e.version IS NULL OR e.version = s.version + 1 THEN s.state END AS snapshot_state,
      ${sql.join(eventColumns.map((c) => sql`e.${sql.ref(c)}`))}
    FROM (SELECT 1) AS one
    LEFT JOIN stream_snapshots s ON s.stream_id = ${streamId} AND s.shape = ${shape}
    LEFT JOIN LATERAL (
      SELECT ${sql.join(eventColumns.map((c) => sql.ref(c)))} FROM events
      WHERE stream_id = ${streamId} AND version > coalesce(s.version, 0)
    ) e ON true
    ORDER BY e.version`.execute(tx);
  const first = rows[0];
  const snapshot =
    first?.snapshot_version != null && first.snapshot_state
      ? { version: first.snapshot_version, state: deserialize(first.snapshot_state) as S }
      : null;
  return { snapshot, rows: rows.filter((r) => r.version != null) };
}

export async function writeSnapshot(tx: Tx, streamId: string, shape: string, snapshot: Snapshot<unknown>) {
  await sql`
    INSERT INTO stream_snapshots (stream_id, shape, version, state) VALUES (${streamId}, ${shape}, ${snapshot.version}, ${serialize(snapshot.state)})
    ON CONFLICT (stream_id) DO UPDATE SET shape = excluded.shape, version = excluded.version, state = excluded.state, taken_at = now()
    WHERE stream_snapshots.version < excluded.version OR stream_snapshots.shape <> excluded.shape`.execute(tx);
}

/** After a shredding every personal field of the log reads differently: no snapshot may say otherwise. */
export async function dropSnapshots(db: Db | Tx): Promise<void> {
  await sql`DELETE FROM stream_snapshots`.execute(db);
}

/** Tests: a snapshot must equal the fold of the whole stream, or its decider's shape missed a change. */
export function checkSnapshot(streamId: string, fromSnapshot: unknown, fromLog: unknown): void {
  if (!isDeepStrictEqual(fromSnapshot, fromLog))
    throw new Error(
      `Der Snapshot von ${streamId} weicht vom Ereignisprotokoll ab (snapshot-Namen des Deciders ändern)`,
    );
}
