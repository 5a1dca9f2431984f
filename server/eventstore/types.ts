/** An event as a command produces it, before it has a place in the log. */
export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** Who caused an event and in answer to what; stored beside every event. */
export interface EventMetadata {
  actorId?: string | null;
  actorRole?: string | null;
  requestId?: string | null;
  correlationId?: string | null;
  causationId?: string | null;
}

/** An event as the log holds it. `data` is already upcast to the newest schema version. */
export interface StoredEvent<T extends string = string, D = unknown> {
  position: number;
  /** The id (xid8, as text) of the transaction that appended it: followers order by it, then by position. */
  transactionId: string;
  eventId: string;
  streamId: string;
  streamType: string;
  version: number;
  type: T;
  schemaVersion: number;
  data: D;
  metadata: EventMetadata;
  recordedAt: Date;
}

/**
 * How far a follower of the global log has read: the last delivered event's transaction id (xid8 as
 * text) and position. Followers read in `(transactionId, position)` order; `LOG_START` is before all.
 */
export interface LogCheckpoint {
  transactionId: string;
  position: number;
}

export const LOG_START: LogCheckpoint = { transactionId: '0', position: 0 };

/** `expectedVersion`: the stream's version the command decided on; 0 means "must not exist yet". */
export interface StreamAppend {
  streamId: string;
  streamType: string;
  expectedVersion: number;
  events: NewEvent[];
  /** The state after these events, to keep as the stream's snapshot (`snapshots.ts`), with its shape. */
  snapshot?: { shape: string; state: unknown };
}

export class ConcurrencyError extends Error {
  constructor(readonly streamId?: string) {
    super('Die Daten wurden inzwischen geändert. Bitte laden Sie neu und versuchen Sie es erneut.');
    this.name = 'ConcurrencyError';
  }
}

/**
 * One of a module's events as the log holds it: the envelope of StoredEvent with `type` and `data`
 * tied together, so a `switch` on `type` narrows `data` (E is the module's tagged union).
 */
export type Stored<E extends NewEvent> = E extends NewEvent
  ? Omit<StoredEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
  : never;
