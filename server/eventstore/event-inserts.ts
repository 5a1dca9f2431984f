import type { Tx } from '../db/kysely';
import type { EventRegistry } from './registry';
import { eventColumns, toStoredEvent, type EventRow } from './rows';
import type { EventMetadata, StoredEvent, StreamAppend } from './types';

/** The `i`-th event of append `a`, sealed (`stored`, for the log) and as read back (`visible`), under its new id. */
export interface EventInsert {
  id: string;
  a: StreamAppend;
  i: number;
  visible: unknown;
  stored: unknown;
}

/** The events of every stream of one append in ONE insert (issue 36), answered in the order given. */
export async function insertEvents(
  tx: Tx,
  registry: EventRegistry,
  inserts: EventInsert[],
  metadata: EventMetadata,
): Promise<StoredEvent[]> {
  if (inserts.length === 0) return [];
  const rows = (await tx
    .insertInto('events')
    .values(
      inserts.map(({ id, a, i, stored }) => ({
        event_id: id,
        stream_id: a.streamId,
        stream_type: a.streamType,
        version: a.expectedVersion + i + 1,
        type: a.events[i]!.type,
        schema_version: registry.currentVersion(a.events[i]!.type),
        data: JSON.stringify(stored),
        metadata: JSON.stringify(metadata),
      })),
    )
    .returning(eventColumns)
    .execute()) as EventRow[];
  const byId = new Map(rows.map((r) => [r.event_id, r]));
  // Projections and reactions get the data as a reader of the log will see it; the log keeps it sealed.
  return inserts.map(({ id, visible }) => toStoredEvent({ ...byId.get(id)!, data: visible }, registry));
}
