import type { StoredEvent } from '../eventstore';

/** An event as the log hands it to push rules and projections, for tests of those rules alone. */
export const storedEvent = (type: string, data: object, stream: Partial<StoredEvent> = {}): StoredEvent => ({
  position: 1,
  transactionId: '1',
  eventId: 'e',
  streamId: 's',
  streamType: 't',
  version: 1,
  type,
  schemaVersion: 1,
  data,
  metadata: {},
  recordedAt: new Date(),
  ...stream,
});
