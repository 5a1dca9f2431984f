import type { EventRegistry } from './registry';
import type { EventMetadata, StoredEvent } from './types';

export interface EventRow {
  position: number;
  transaction_id: string; // xid8: pg hands it over as text
  event_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export const eventColumns = [
  'position',
  'transaction_id',
  'event_id',
  'stream_id',
  'stream_type',
  'version',
  'type',
  'schema_version',
  'data',
  'metadata',
  'recorded_at',
] as const;

/** A row of the log as the domain reads it: upcast to the newest schema of its type. */
export function toStoredEvent(row: EventRow, registry: EventRegistry): StoredEvent {
  const { data, schemaVersion } = registry.upcast(row.type, row.schema_version, row.data);
  return {
    position: Number(row.position),
    transactionId: String(row.transaction_id),
    eventId: row.event_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    type: row.type,
    schemaVersion,
    data,
    metadata: row.metadata ?? {},
    recordedAt: row.recorded_at,
  };
}
