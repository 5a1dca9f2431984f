import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import { routePlugin } from '../../server/http/route';
import { metadataOf } from '../../server/http/metadata';
import {
  completeMeetingRequest,
  createMeetingRequest,
  meetingHistoryQuery,
  meetingHistorySchema,
  meetingPageSchema,
  pastPageQuery,
  NO_SHOW_SUMMARY,
  noShowRequest,
  notHeldRequest,
} from './contract';
import { planInputOf, planMeeting } from './commands';
import type { MeetingViewer } from './queries';
import { meetingHistory, ownHistory, pastPage, pastShownFor, type HistoryOf } from './history-queries';
import { meetingAnswer, meetingViewOf, onOwnMeeting, ownMeetingAnswers, settledBy } from './route-parts';
import { clientMeetingRoutes } from './routes-client';
import { adminMeetingRoutes } from './routes-admin';
import { plannerOf, seriesRoutes } from './routes-series';

/** The meetings' routes: a person's own meetings and commands here, the client's and the admin's in their files. */
export function meetingsRoutes(ctx: AppContext) {
  const meetingView = meetingViewOf(ctx);
  const settled = settledBy(ctx);

  /** The signed-in person's own history (a client's or a partner's) read by `read`; an admin has none: `none`. */
  const ownHistoryOf = <T>(
    request: FastifyRequest,
    read: (of: HistoryOf, viewer: MeetingViewer) => Promise<T>,
    none: T,
  ) => {
    const user = requireUser(request);
    const of = ownHistory(user, ctx.now());
    return of ? read(of, user) : none;
  };

  return routePlugin('meetings', (api) => {
    /** A client's own meetings, or a partner's, bounded (issue 17); an admin has none of their own. */
    api.get('/api/meetings/mine', {
      access: 'signedIn',
      summary: 'Die eigenen Meetings (Klient oder Accelerator): alle geplanten und die neuesten vergangenen',
      query: meetingHistoryQuery,
      responses: {
        200: { description: '{ scheduled, past, pastTotal }: für Admins leer', body: meetingHistorySchema },
        400: 'Ungültige Seitengröße',
      },
      handler: async (request) =>
        ownHistoryOf(
          request,
          (of, user) => meetingHistory(ctx.db, of, user, request.query.pastLimit ?? pastShownFor(user)),
          { scheduled: [], past: [], pastTotal: 0 },
        ),
    });

    api.get('/api/meetings/mine/past', {
      access: 'signedIn',
      summary: 'Eine Seite der eigenen vergangenen Meetings, neueste zuerst (status=completed: nur abgeschlossene)',
      query: pastPageQuery,
      responses: {
        200: { description: '{ meetings, total }: für Admins leer', body: meetingPageSchema },
        400: 'Ungültige Seitengröße, ungültiger Versatz oder unbekannter Status',
      },
      handler: async (request) =>
        ownHistoryOf(request, (of, user) => pastPage(ctx.db, of, user, request.query), { meetings: [], total: 0 }),
    });

    api.post('/api/meetings/create', {
      access: ['partner'],
      summary: 'Ein Meeting planen (reserviert Stunden im Paket)',
      body: createMeetingRequest,
      responses: {
        201: meetingAnswer('Das geplante Meeting'),
        400: 'Eingabe ungültig, Termin in der Vergangenheit, kein passendes Paket oder nicht genügend Stunden',
        403: 'Nicht Ihr Klient',
        409: 'Gleichzeitige Änderung',
      },
      handler: async (request) => {
        const { body: b } = request;
        const id = await planMeeting(
          ctx,
          actorOf(request),
          planInputOf(b, plannerOf(request, b.partnerId)),
          metadataOf(request),
        );
        return meetingView(id, request);
      },
    });

    api.post('/api/meetings/:id/complete', {
      ...onOwnMeeting,
      summary: 'Ein Meeting abschließen (mit Zusammenfassung)',
      body: completeMeetingRequest,
      responses: ownMeetingAnswers(meetingAnswer('Das abgeschlossene Meeting'), {
        409: 'Das Meeting ist nicht (mehr) geplant, oder sein Paket ist beendet',
      }),
      handler: async (request) => {
        const { summary, notes } = request.body;
        return settled(request, { type: 'CompleteMeeting', actor: actorOf(request), summary, notes, noShow: false });
      },
    });

    api.post('/api/meetings/:id/no-show', {
      ...onOwnMeeting,
      summary: 'Ein begonnenes Meeting abschließen: Klient nicht erschienen (die Stunden werden berechnet)',
      body: noShowRequest,
      responses: ownMeetingAnswers(meetingAnswer('Das abgeschlossene Meeting'), {
        409: 'Das Meeting ist nicht (mehr) geplant, hat noch nicht begonnen, oder sein Paket ist beendet',
      }),
      handler: async (request) => {
        const { notes } = request.body;
        return settled(request, {
          type: 'CompleteMeeting',
          actor: actorOf(request),
          summary: NO_SHOW_SUMMARY,
          notes,
          noShow: true,
        });
      },
    });

    api.post('/api/meetings/:id/not-held', {
      ...onOwnMeeting,
      summary: 'Ein begonnenes Meeting als „Nicht stattgefunden“ schließen (gibt die Stunden frei)',
      body: notHeldRequest,
      responses: ownMeetingAnswers(meetingAnswer('Das geschlossene Meeting'), {
        400: 'Kein Grund angegeben',
        409: 'Das Meeting ist nicht (mehr) geplant oder hat noch nicht begonnen',
      }),
      handler: async (request) =>
        settled(request, { type: 'MarkNotHeld', actor: actorOf(request), reason: request.body.reason }),
    });

    clientMeetingRoutes(ctx, api);
    adminMeetingRoutes(ctx, api);
    seriesRoutes(ctx, api);
  });
}
