import type { EventStore } from '../../server/eventstore';
import { HttpError, notFound } from '../../server/http/errors';
import type { StreamAsOf } from './contract';

export const auditMessages = {
  unknownStream: 'Unbekannter Verlauf.',
  notYet: 'Zu diesem Zeitpunkt gab es das noch nicht.',
} as const;

/**
 * A stream folded up to an instant: how a package or meeting stood then. 404 when the stream had
 * no event yet by then (saying whether it came later or never was), 400 when its kind has no fold.
 */
export async function streamAsOf(store: EventStore, streamId: string, asOf: Date): Promise<StreamAsOf> {
  const events = await store.readStream(streamId, { upTo: asOf });
  const fold = events[0] ? store.registry.folds.get(events[0].streamType) : undefined;
  if (!events.length) {
    const later = (await store.readStream(streamId)).length > 0;
    throw notFound(later ? auditMessages.notYet : auditMessages.unknownStream);
  }
  if (!fold) throw new HttpError(400, 'Für diese Art gibt es keine Zeitansicht.', 'NO_FOLD');
  return {
    streamId,
    asOf: asOf.toISOString(),
    version: events.at(-1)!.version,
    state: events.reduce(fold.evolve, fold.initialState()),
  };
}
