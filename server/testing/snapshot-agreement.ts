import { isDeepStrictEqual } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { sql } from 'kysely';
import type { Db } from '../db/kysely';
import { EventRegistry, EventStore, type EventModule, type NewEvent } from '../eventstore';

/** A decider that opted into snapshots, as the registry holds it (`EventModule.streams`). */
interface Snapshotted {
  streamType: string;
  snapshot?: string;
  initialState(): unknown;
  evolve(state: unknown, event: NewEvent): unknown;
}

/**
 * What `EVENTSTORE_VERIFY_SNAPSHOTS` proves at every load, checked once over a whole log instead
 * (snapshot-checks.ts): every stream of a snapshotted decider, cut after any of its events, gives
 * the state a snapshot would hold there (folded from the events as JSON, as `handle` folds them,
 * and through `node:v8`, as `append` stores it) equal to the fold of the log up to that event. As
 * `evolve` is pure, a load from such a snapshot then folds to the whole log's state. Answers one
 * line per stream that disagrees, at its first disagreeing version.
 */
export async function snapshotsThatDisagree(db: Db, modules: EventModule[]): Promise<string[]> {
  const deciders = modules.flatMap((m) => (m.streams ?? []) as Snapshotted[]).filter((d) => d.snapshot);
  const store = new EventStore(db, new EventRegistry(modules));
  const { rows } = await sql<{ stream_id: string; stream_type: string }>`
    SELECT DISTINCT stream_id, stream_type FROM events
    WHERE stream_type IN (${sql.join(deciders.map((d) => d.streamType))})`.execute(db);
  const disagreeing: string[] = [];
  for (const { stream_id, stream_type } of rows) {
    const decider = deciders.find((d) => d.streamType === stream_type)!;
    let fromLog = decider.initialState();
    let asDecided = decider.initialState();
    for (const event of await store.readStream(stream_id)) {
      fromLog = decider.evolve(fromLog, event);
      const decided = JSON.parse(JSON.stringify({ type: event.type, data: event.data })) as NewEvent;
      asDecided = decider.evolve(asDecided, decided);
      if (!isDeepStrictEqual(deserialize(serialize(asDecided)), fromLog)) {
        disagreeing.push(`${stream_id} (${decider.snapshot}) bei Version ${event.version}`);
        break;
      }
    }
  }
  return disagreeing;
}

/** The check on a test database before it is dropped; a database without a log (restore targets) has nothing to check. */
export async function checkSnapshotAgreement(db: Db, modules: EventModule[]): Promise<void> {
  const { rows } = await sql<{ log: string | null }>`SELECT to_regclass('events')::text AS log`.execute(db);
  if (!rows[0]?.log) return;
  const disagreeing = await snapshotsThatDisagree(db, modules);
  if (disagreeing.length > 0)
    throw new Error(
      `Snapshots weichen vom Ereignisprotokoll ab (snapshot-Namen des Deciders ändern?): ${disagreeing.join(', ')}`,
    );
}
