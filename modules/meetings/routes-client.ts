import type { AppContext } from '../../server/context';
import { actorOf, requireUser } from '../../server/http/access';
import type { Routes } from '../../server/http/route';
import { metadataOf } from '../../server/http/metadata';
import {
  bookMeetingRequest,
  CANCEL_REASON,
  CLIENT_CANCEL_REASON,
  slotsAnswerSchema,
  slotsQuery,
  cancelMeetingRequest,
  rescheduleMeetingRequest,
} from './contract';
import { bookMeeting, listSlots } from './booking';
import { rescheduleMeeting } from './reschedule';
import { meetingTermsOf } from './terms';
import { meetingTermsSchema } from './notice';
import { idParam } from '../../server/http/path-params';
import { meetingAnswer, meetingViewOf, onOwnOrClientMeeting, ownMeetingAnswers, settledBy } from './route-parts';

/** Moving, cancelling and booking (issue 19, the client's too), and what moving and cancelling mean now (issue 30). */
export function clientMeetingRoutes(ctx: AppContext, api: Routes) {
  const meetingView = meetingViewOf(ctx);
  const settled = settledBy(ctx);

  api.get('/api/meetings/:id/terms', {
    ...onOwnOrClientMeeting,
    summary:
      'Was Absagen und Verschieben jetzt bedeuten (Absagefrist, ob die Stunden berechnet werden): dieselbe Regel wie die Befehle',
    responses: ownMeetingAnswers(
      { description: '{ noticeHours, deadline, withinNotice, cancelCharged, mayMove }', body: meetingTermsSchema },
      {},
    ),
    handler: async (request) => meetingTermsOf(ctx.db, request.params.id, actorOf(request), ctx.now()),
  });

  api.post('/api/meetings/:id/reschedule', {
    ...onOwnOrClientMeeting,
    summary:
      'Ein geplantes Meeting verschieben (gleicher Kalendereintrag, neue Zeit); der Klient nur außerhalb der Absagefrist und in einen freien Termin',
    body: rescheduleMeetingRequest,
    responses: ownMeetingAnswers(meetingAnswer('Das verschobene Meeting'), {
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
    responses: ownMeetingAnswers(meetingAnswer('Das abgesagte Meeting'), {
      409: 'Nur zukünftige, geplante Meetings können abgesagt werden',
    }),
    handler: async (request) => {
      const actor = actorOf(request);
      const reason = request.body.reason ?? (actor.role === 'user' ? CLIENT_CANCEL_REASON : CANCEL_REASON);
      // The notice is read in the command's transaction; `charged` is what the client's dialog said.
      const { charged: expectCharged } = request.body;
      return settled(request, { type: 'CancelMeeting', actor, reason, expectCharged });
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
      200: { description: 'Die freien Startzeiten und die noch buchbaren Stunden', body: slotsAnswerSchema },
      400: 'Ungültiger Zeitraum oder ungültige Dauer',
      404: 'Accelerator nicht gefunden, oder kein aktives Paket mit diesem Accelerator',
    },
    handler: async (request) =>
      listSlots(ctx, { partnerId: request.params.id, clientId: requireUser(request).id }, request.query),
  });

  api.post('/api/meetings/book', {
    access: ['user'],
    summary: 'Einen freien Termin buchen (reserviert Stunden im Paket wie ein geplantes Meeting)',
    body: bookMeetingRequest,
    responses: {
      201: meetingAnswer('Das gebuchte Meeting'),
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
}
