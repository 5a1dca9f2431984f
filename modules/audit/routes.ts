import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { routePlugin } from '../../server/http/route';
import { asOfQuery, auditPageSchema, auditQuery, streamAsOfSchema } from './contract';
import { auditPage } from './queries';
import { auditMessages, streamAsOf } from './stream-as-of';

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
      responses: { 200: { description: 'Eine Seite Ereignisse', body: auditPageSchema }, 400: 'Ungültiger Filter' },
      handler: async (request) => auditPage(ctx.store, request.query),
    });

    /** A stream folded up to an instant: how a package or meeting stood then. */
    api.get('/api/audit/streams/:streamId', {
      access: ['admin'],
      notFound: auditMessages.unknownStream,
      summary: 'Ein Verlauf, wie er zu einem Zeitpunkt stand',
      params: streamParam,
      query: asOfQuery,
      responses: {
        200: { description: 'Der Zustand zum Zeitpunkt', body: streamAsOfSchema },
        400: 'Ungültiges Datum oder keine Zeitansicht für diese Art',
        404: `${auditMessages.unknownStream} Oder: ${auditMessages.notYet}`,
      },
      handler: async (request) => {
        const { asOf } = request.query;
        return streamAsOf(ctx.store, request.params.streamId, asOf ? new Date(asOf) : ctx.now());
      },
    });
  });
}
