import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { HttpError } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { asOfQuery, auditQuery, type StreamAsOf } from './contract';
import { auditPage } from './queries';

const streamParam = z.object({
  streamId: z
    .string()
    .min(3)
    .max(200)
    .regex(/^[a-z-]+-[0-9a-f-]{36}$|^[a-z-]+$/),
});

export function auditRoutes(ctx: AppContext) {
  return routePlugin('audit', (api) => {
    /** The log, filtered by entity, actor, type and time, paged backwards by global position. */
    api.get('/api/audit/events', {
      access: ['admin'],
      summary: 'Das Ereignisprotokoll, gefiltert und rückwärts geblättert',
      query: auditQuery,
      responses: { 200: 'Eine Seite Ereignisse', 400: 'Ungültiger Filter' },
      handler: async (request) => auditPage(ctx.store, request.query),
    });

    /** A stream folded up to an instant: how a package or meeting stood then. */
    api.get('/api/audit/streams/:streamId', {
      access: ['admin'],
      notFound: 'Unbekannter Verlauf.',
      summary: 'Ein Verlauf, wie er zu einem Zeitpunkt stand',
      params: streamParam,
      query: asOfQuery,
      responses: {
        200: 'Der Zustand zum Zeitpunkt',
        400: 'Ungültiges Datum oder keine Zeitansicht für diese Art',
        404: 'Unbekannter Verlauf oder zu diesem Zeitpunkt noch nicht vorhanden',
      },
      handler: async (request): Promise<StreamAsOf> => {
        const { streamId } = request.params;
        const { asOf: at } = request.query;
        const asOf = at ? new Date(at) : ctx.now();
        const events = await ctx.store.readStream(streamId, { upTo: asOf });
        const fold = events[0] ? ctx.store.registry.folds.get(events[0].streamType) : undefined;
        if (!events.length) throw new HttpError(404, 'Zu diesem Zeitpunkt gab es das noch nicht.', 'NOT_FOUND');
        if (!fold) throw new HttpError(400, 'Für diese Art gibt es keine Zeitansicht.', 'NO_FOLD');
        return {
          streamId,
          asOf: asOf.toISOString(),
          version: events.at(-1)!.version,
          state: events.reduce(fold.evolve, fold.initialState()),
        };
      },
    });
  });
}
