import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { actorOf, forbidden, requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { metadataOf } from '../../server/http/metadata';
import { csvDownload, sendCsv } from '../../server/http/csv';
import { removePartnerAccount } from '../identity';
import { partnerHasClient } from '../packages';
import { handedOverTies, handOverPartner, partnerHoldings } from './partner-leaves';
import { schedulingPolicyOf } from '../scheduling';
import {
  adminMeetingFilterQuery,
  adminMeetingListQuery,
  bookMeetingRequest,
  CANCEL_REASON,
  CLIENT_CANCEL_REASON,
  slotsQuery,
  cancelMeetingRequest,
  completeMeetingRequest,
  createMeetingRequest,
  handoverRequest,
  meetingHistoryQuery,
  PAST_SHOWN,
  pastPageQuery,
  NO_SHOW_SUMMARY,
  noShowRequest,
  rescheduleMeetingRequest,
  notHeldRequest,
} from './contract';
import { bookMeeting, listSlots } from './booking';
import { planMeeting, settleMeeting, type Settling } from './commands';
import { meetingsCsvStream } from './export';
import { adminMeetingPage, adminMeetingPages } from './admin-list';
import { rescheduleMeeting } from './reschedule';
import { findMeeting, toViews, type MeetingViewer } from './queries';
import { clientHistory, meetingHistory, ownHistory, pastPage, pastShownFor, type HistoryOf } from './history-queries';

const idParam = z.object({ id: z.string().uuid() });
const clientParam = z.object({ clientId: z.string().uuid() });
const meetingNotFound = 'Meeting nicht gefunden.';
/** A partner's command on one of their meetings: who may send it, and the meeting's id in the path. */
const onOwnMeeting = { access: ['partner'], notFound: meetingNotFound, params: idParam } as const;
/** A command the meeting's client may send too (issue 19: move and cancel their own meeting). */
const onOwnOrClientMeeting = { ...onOwnMeeting, access: ['partner', 'user'] } as const;
/** What a partner's command on one of their meetings may be refused with. */
const ofOwnMeeting = { 403: 'Nicht Ihr Meeting', 404: 'Meeting nicht gefunden' };
/** A command on one's own meeting: the meeting as it is now, or one of these refusals. */
const ownMeetingAnswers = (ok: string, refused: Record<number, string>) => ({ 200: ok, ...ofOwnMeeting, ...refused });

export function meetingsRoutes(ctx: AppContext) {
  /** What a command on a meeting answers: the meeting as its viewers see it. */
  const meetingView = async (id: string, request: FastifyRequest) =>
    (await toViews(ctx.db, [(await findMeeting(ctx.db, id))!], requireUser(request)))[0];
  /** A partner ends their meeting (`:id`) with the command; the answer is the meeting as it is now. */
  const settled = async (request: FastifyRequest<{ Params: { id: string } }>, command: Settling) => {
    await settleMeeting(ctx, request.params.id, command, metadataOf(request));
    return meetingView(request.params.id, request);
  };

  /** Who plans a meeting: a partner plans as themself; an admin names the partner (400 without one). */
  const plannerOf = (request: FastifyRequest, named: string | null | undefined) => {
    const user = requireUser(request);
    const partnerId = user.role === 'admin' ? named : user.id;
    if (!partnerId) throw new HttpError(400, 'Bitte wählen Sie einen Accelerator.', 'MISSING_FIELDS');
    return partnerId;
  };

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
        200: '{ scheduled, past, pastTotal }: für Admins leer',
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
        200: '{ meetings, total }: für Admins leer',
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
        201: 'Das geplante Meeting',
        400: 'Eingabe ungültig, Termin in der Vergangenheit, kein passendes Paket oder nicht genügend Stunden',
        403: 'Nicht Ihr Klient',
        409: 'Gleichzeitige Änderung',
      },
      handler: async (request) => {
        const { body: b } = request;
        const id = await planMeeting(
          ctx,
          actorOf(request),
          {
            clientId: b.clientId,
            partnerId: plannerOf(request, b.partnerId),
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
        return meetingView(id, request);
      },
    });

    api.post('/api/meetings/:id/complete', {
      ...onOwnMeeting,
      summary: 'Ein Meeting abschließen (mit Zusammenfassung)',
      body: completeMeetingRequest,
      responses: ownMeetingAnswers('Das abgeschlossene Meeting', {
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
      responses: ownMeetingAnswers('Das abgeschlossene Meeting', {
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
      responses: ownMeetingAnswers('Das geschlossene Meeting', {
        400: 'Kein Grund angegeben',
        409: 'Das Meeting ist nicht (mehr) geplant oder hat noch nicht begonnen',
      }),
      handler: async (request) =>
        settled(request, { type: 'MarkNotHeld', actor: actorOf(request), reason: request.body.reason }),
    });

    api.post('/api/meetings/:id/reschedule', {
      ...onOwnOrClientMeeting,
      summary:
        'Ein geplantes Meeting verschieben (gleicher Kalendereintrag, neue Zeit); der Klient nur außerhalb der Absagefrist und in einen freien Termin',
      body: rescheduleMeetingRequest,
      responses: ownMeetingAnswers('Das verschobene Meeting', {
        400: 'Ungültige Zeit, in der Vergangenheit, außerhalb der Laufzeit oder zu wenige Stunden',
        409: 'Überschneidung, Termin nicht frei, innerhalb der Absagefrist, oder das Meeting ist nicht (mehr) geplant oder hat begonnen',
      }),
      handler: async (request) => {
        const { id } = request.params;
        await rescheduleMeeting(ctx, actorOf(request), id, request.body, metadataOf(request));
        return meetingView(id, request);
      },
    });

    api.post('/api/meetings/:id/cancel', {
      ...onOwnOrClientMeeting,
      summary:
        'Ein zukünftiges Meeting absagen (gibt die Stunden frei; sagt der Klient innerhalb der Absagefrist ab, gelten sie als genutzt)',
      body: cancelMeetingRequest,
      responses: ownMeetingAnswers('Das abgesagte Meeting', {
        409: 'Nur zukünftige, geplante Meetings können abgesagt werden',
      }),
      handler: async (request) => {
        const actor = actorOf(request);
        const reason = request.body.reason ?? (actor.role === 'user' ? CLIENT_CANCEL_REASON : CANCEL_REASON);
        const { cancellationNoticeHours } = await schedulingPolicyOf(ctx.db);
        return settled(request, { type: 'CancelMeeting', actor, reason, cancellationNoticeHours });
      },
    });

    // Issue 19: a client books an Accelerator's free time.
    api.get('/api/partners/:id/slots', {
      access: ['user'],
      notFound: 'Accelerator nicht gefunden.',
      summary: 'Freie Termine eines Accelerators des eigenen Pakets (Berliner Tage, beide eingeschlossen)',
      params: idParam,
      query: slotsQuery,
      responses: {
        200: 'Die freien Startzeiten und die noch buchbaren Stunden',
        400: 'Ungültiger Zeitraum oder ungültige Dauer',
        404: 'Kein aktives Paket mit diesem Accelerator',
      },
      handler: async (request) =>
        listSlots(ctx, { partnerId: request.params.id, clientId: requireUser(request).id }, request.query),
    });

    api.post('/api/meetings/book', {
      access: ['user'],
      summary: 'Einen freien Termin buchen (reserviert Stunden im Paket wie ein geplantes Meeting)',
      body: bookMeetingRequest,
      responses: {
        201: 'Das gebuchte Meeting',
        400: 'Eingabe ungültig, in der Vergangenheit, außerhalb der Laufzeit oder nicht genügend Stunden',
        404: 'Kein aktives Paket mit diesem Accelerator',
        409: 'Der Termin ist nicht (mehr) frei',
      },
      handler: async (request) => {
        const { partnerId, startsAt, duration, notes } = request.body;
        const id = await bookMeeting(
          ctx,
          actorOf(request),
          { partnerId, startsAt: new Date(startsAt), duration, notes },
          metadataOf(request),
        );
        return meetingView(id, request);
      },
    });

    api.get('/api/meetings/admin/all', {
      access: ['admin'],
      summary: 'Eine Seite aller Meetings (Admin): gesucht, nach Status gefiltert, sortiert',
      query: adminMeetingListQuery,
      responses: {
        200: '{ meetings, total (passend zur Suche), all (alle Meetings) }',
        400: 'Ungültige Suche, ungültiger Status, ungültige Sortierung, Seitengröße oder ungültiger Versatz',
      },
      handler: async (request) => {
        const { rows, total, all } = await adminMeetingPage(ctx.db, request.query);
        return { meetings: await toViews(ctx.db, rows, requireUser(request)), total, all };
      },
    });

    api.get('/api/meetings/export', {
      access: ['admin'],
      summary: 'Die Meetings als CSV (gleiche Suche, Status und Sortierung wie die Liste), Zeile für Zeile gestreamt',
      query: adminMeetingFilterQuery,
      ...csvDownload('Ungültige Suche, ungültiger Status oder ungültige Sortierung'),
      handler: async (request, reply) => {
        const viewer = requireUser(request);
        async function* views() {
          for await (const rows of adminMeetingPages(ctx.db, request.query)) yield toViews(ctx.db, rows, viewer);
        }
        return sendCsv(reply, 'meetings', meetingsCsvStream(views()), ctx.now());
      },
    });

    /** A shared client's meetings with every partner: all planned ones and the latest 10 past (spec 02 §3). */
    api.get('/api/coordination/client/:clientId/all-meetings', {
      access: ['partner'],
      notFound: 'Klient nicht gefunden.',
      summary: 'Die Meetings eines gemeinsamen Klienten mit allen Acceleratoren: alle geplanten und die letzten 10',
      params: clientParam,
      responses: {
        200: '{ scheduled, past, pastTotal }, eigene markiert',
        403: 'Nicht Ihr Klient',
        404: 'Klient nicht gefunden',
      },
      handler: async (request) => {
        const user = requireUser(request);
        const { clientId } = request.params;
        if (user.role !== 'admin' && !(await partnerHasClient(ctx.db, user.id, clientId))) throw forbidden();
        return meetingHistory(ctx.db, clientHistory(clientId, ctx.now()), user, PAST_SHOWN.coordination);
      },
    });

    // An Accelerator leaves (issue 15 item 4): what they hold, and the admin's hand-over.
    api.get('/api/users/:id/holdings', {
      access: ['admin'],
      summary: 'Was ein Accelerator hält: offene Stunden und geplante Meetings je Paket',
      params: idParam,
      responses: { 200: 'Pakete mit Stunden und Meetings, mögliche Nachfolger' },
      handler: async (request) => partnerHoldings(ctx.db, request.params.id, ctx.now()),
    });

    api.post('/api/users/:id/handover', {
      access: ['admin'],
      notFound: 'Benutzer nicht gefunden.',
      summary: 'Stunden und Meetings eines Accelerators übergeben oder freigeben, dann sein Konto deaktivieren',
      params: idParam,
      body: handoverRequest,
      responses: {
        200: '{ success: true, outcome }',
        400: 'Nicht für jedes Paket entschieden, oder kein aktiver Accelerator als Nachfolger',
        404: 'Benutzer nicht gefunden',
        409: 'Ein begonnenes Meeting ist noch nicht abgeschlossen',
      },
      handler: async (request) => {
        const { id } = request.params;
        await handOverPartner(ctx, id, request.body, metadataOf(request));
        const outcome = await removePartnerAccount(ctx, id, handedOverTies, metadataOf(request));
        return { success: true, outcome };
      },
    });
  });
}
