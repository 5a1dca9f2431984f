import type { EventStore } from '../../server/eventstore';
import { HttpError, notFound } from '../../server/http/errors';
import type { StreamAsOf } from './contract';

/**
 * A stream folded up to an instant: how a package or meeting stood then. 404 when the stream had
 * no event yet by then, 400 when its kind has no fold to show.
 */
export async function streamAsOf(store: EventStore, streamId: string, asOf: Date): Promise<StreamAsOf> {
  const events = await store.readStream(streamId, { upTo: asOf });
  const fold = events[0] ? store.registry.folds.get(events[0].streamType) : undefined;
  if (!events.length) throw notFound('Zu diesem Zeitpunkt gab es das noch nicht.');
  if (!fold) throw new HttpError(400, 'Für diese Art gibt es keine Zeitansicht.', 'NO_FOLD');
  return {
    streamId,
    asOf: asOf.toISOString(),
    version: events.at(-1)!.version,
    state: events.reduce(fold.evolve, fold.initialState()),
  };
}
