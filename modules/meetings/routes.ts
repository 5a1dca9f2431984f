import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { metadataOf } from '../../server/http/metadata';
import { sendCsv } from '../../server/http/csv';
import { partnerHasClient } from '../packages';
import { cancelMeetingRequest, completeMeetingRequest, createMeetingRequest } from './contract';
import { cancelMeeting, completeMeeting, planMeeting } from './commands';
import { meetingsCsv } from './export';
import { allMeetings, findMeeting, meetingsOf, toViews } from './queries';

const idParam = z.object({ id: z.string().uuid() });
const clientParam = z.object({ clientId: z.string().uuid() });
const meetingNotFound = 'Meeting nicht gefunden.';

export function meetingsRoutes(ctx: AppContext) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    /** A client's own meetings, or a partner's; an admin has none of their own. */
    app.get(
      '/api/meetings/mine',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'meetings',
          summary: 'Die eigenen Meetings (Klient oder Accelerator)',
          responses: { 200: 'Die Meetings; für Admins leer' },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const who =
          user.role === 'partner' ? { partnerId: user.id } : user.role === 'user' ? { clientId: user.id } : null;
        return who ? toViews(ctx.db, await meetingsOf(ctx.db, who)) : [];
      },
    );

    app.post(
      '/api/meetings/create',
      {
        config: { access: ['partner'] },
        schema: docs({
          tag: 'meetings',
          summary: 'Ein Meeting planen (reserviert Stunden im Paket)',
          body: createMeetingRequest,
          responses: {
            201: 'Das geplante Meeting',
            400: 'Eingabe ungültig, Termin in der Vergangenheit, kein passendes Paket oder nicht genügend Stunden',
            403: 'Nicht Ihr Klient',
            409: 'Gleichzeitige Änderung',
          },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { body: b } = request;
        const partnerId = user.role === 'admin' ? b.partnerId : user.id;
        if (!partnerId) throw new HttpError(400, 'Bitte wählen Sie einen Accelerator.', 'MISSING_FIELDS');
        const id = await planMeeting(
          ctx,
          { id: user.id, role: user.role },
          {
            clientId: b.clientId,
            partnerId,
            userPackageId: b.userPackageId ?? null,
            date: b.date,
            time: b.time,
            duration: b.duration,
            platform: b.platform,
            link: b.link,
            notes: b.notes,
          },
          metadataOf(request),
        );
        return reply.status(201).send((await toViews(ctx.db, [(await findMeeting(ctx.db, id))!]))[0]);
      },
    );

    app.post(
      '/api/meetings/:id/complete',
      {
        config: { access: ['partner'], notFound: meetingNotFound },
        schema: docs({
          tag: 'meetings',
          summary: 'Ein Meeting abschließen (mit Zusammenfassung)',
          params: idParam,
          body: completeMeetingRequest,
          responses: {
            200: 'Das abgeschlossene Meeting',
            403: 'Nicht Ihr Meeting',
            404: 'Meeting nicht gefunden',
            409: 'Das Meeting ist nicht (mehr) geplant',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const id = request.params.id;
        const { body: b } = request;
        await completeMeeting(ctx, { id: user.id, role: user.role }, id, b.summary, b.notes, metadataOf(request));
        return (await toViews(ctx.db, [(await findMeeting(ctx.db, id))!]))[0];
      },
    );

    app.post(
      '/api/meetings/:id/cancel',
      {
        config: { access: ['partner'], notFound: meetingNotFound },
        schema: docs({
          tag: 'meetings',
          summary: 'Ein zukünftiges Meeting absagen (gibt die Stunden frei)',
          params: idParam,
          body: cancelMeetingRequest,
          responses: {
            200: 'Das abgesagte Meeting',
            403: 'Nicht Ihr Meeting',
            404: 'Meeting nicht gefunden',
            409: 'Nur zukünftige, geplante Meetings können abgesagt werden',
          },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const id = request.params.id;
        const { body: b } = request;
        await cancelMeeting(ctx, { id: user.id, role: user.role }, id, b.reason, metadataOf(request));
        return (await toViews(ctx.db, [(await findMeeting(ctx.db, id))!]))[0];
      },
    );

    app.get(
      '/api/meetings/admin/all',
      {
        config: { access: ['admin'] },
        schema: docs({ tag: 'meetings', summary: 'Alle Meetings (Admin)', responses: { 200: 'Alle Meetings' } }),
      },
      async () => toViews(ctx.db, await allMeetings(ctx.db)),
    );

    app.get(
      '/api/meetings/export',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'meetings',
          summary: 'Alle Meetings als CSV',
          produces: 'text/csv',
          responses: { 200: 'CSV-Datei' },
        }),
      },
      async (_request, reply) =>
        sendCsv(reply, 'meetings', meetingsCsv(await toViews(ctx.db, await allMeetings(ctx.db))), ctx.now()),
    );

    /** All meetings of a client with every partner, for a partner who shares that client. */
    app.get(
      '/api/coordination/client/:clientId/all-meetings',
      {
        config: { access: ['partner'], notFound: 'Klient nicht gefunden.' },
        schema: docs({
          tag: 'meetings',
          summary: 'Alle Meetings eines gemeinsamen Klienten mit allen Acceleratoren',
          params: clientParam,
          responses: { 200: 'Die Meetings, eigene markiert', 403: 'Nicht Ihr Klient', 404: 'Klient nicht gefunden' },
        }),
      },
      async (request) => {
        const user = requireUser(request);
        const { clientId } = request.params;
        if (user.role !== 'admin' && !(await partnerHasClient(ctx.db, user.id, clientId))) {
          throw new HttpError(403, 'Sie haben keine Berechtigung für diese Aktion.', 'FORBIDDEN');
        }
        return toViews(ctx.db, await meetingsOf(ctx.db, { clientId }), user.id);
      },
    );
  };
}
