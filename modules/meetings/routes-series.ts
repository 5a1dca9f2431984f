import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { actorOf, personInScope, requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import type { Routes } from '../../server/http/route';
import { metadataOf } from '../../server/http/metadata';
import { planSeriesRequest, seriesAnswerSchema } from './contract';
import { planSeries } from './series';
import { findMeeting, toViews } from './queries';

/** Who plans: a partner as themself; an admin names the partner (400 without one). */
export const plannerOf = (request: FastifyRequest, named: string | null | undefined) => {
  const partnerId = personInScope(request, named);
  if (!partnerId) throw new HttpError(400, 'Bitte wählen Sie einen Accelerator.', 'MISSING_FIELDS');
  return partnerId;
};

/** A weekly or fortnightly series planned at once (issue 34 item 7): all its meetings or none. */
export function seriesRoutes(ctx: AppContext, api: Routes) {
  api.post('/api/meetings/series', {
    access: ['partner'],
    summary: 'Eine Serie von Meetings planen (wöchentlich oder alle 2 Wochen): alle oder keines',
    body: planSeriesRequest,
    responses: {
      201: { description: '{ seriesId, meetings }: die geplanten Meetings der Serie', body: seriesAnswerSchema },
      400: 'Eingabe ungültig, kein passendes Paket',
      403: 'Nicht Ihr Klient',
      409: 'Die Serie kann nicht geplant werden: jedes Datum, an dem ein Termin nicht geht, ist genannt',
    },
    handler: async (request) => {
      const { body: b } = request;
      const { seriesId, meetingIds } = await planSeries(
        ctx,
        actorOf(request),
        {
          clientId: b.clientId,
          partnerId: plannerOf(request, b.partnerId),
          userPackageId: null,
          firstStartsAt: new Date(b.firstStartsAt),
          every: b.every,
          count: b.count,
          duration: b.duration,
          platform: b.platform,
          link: b.link,
          location: b.address,
          notes: b.notes,
        },
        metadataOf(request),
      );
      const rows = await Promise.all(meetingIds.map((id) => findMeeting(ctx.db, id)));
      return {
        seriesId,
        meetings: await toViews(
          ctx.db,
          rows.map((r) => r!),
          requireUser(request),
        ),
      };
    },
  });
}
