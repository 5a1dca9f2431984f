import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { notFound } from '../../server/http/errors';
import type { Routes } from '../../server/http/route';
import { metadataOf } from '../../server/http/metadata';
import { csvDownload, sendCsv } from '../../server/http/csv';
import { clientIdParam } from '../../server/http/path-params';
import { findUserById, removePartnerAccount } from '../identity';
import { messages as identityMessages, removePartnerResponse } from '../identity/contract';
import { coachesClient } from '../packages';
import { handedOverTies, handOverPartner, partnerHoldings } from './partner-leaves';
import { handoverPreview } from './handover-preview';
import {
  adminMeetingFilterQuery,
  adminMeetingListQuery,
  adminMeetingPageSchema,
  handoverPreviewSchema,
  handoverRequest,
  meetingHistorySchema,
  PAST_SHOWN,
  partnerHoldingsSchema,
} from './contract';
import { meetingsCsvStream } from './export';
import { adminMeetingPage, adminMeetingPages } from './admin-list';
import { meetingCursorOf, meetingCursorText } from './admin-cursor';
import { toViews } from './queries';
import { clientHistory, meetingHistory } from './history-queries';
import { idParam } from '../../server/http/path-params';

/**
 * Who reads a client's meetings with every partner, room links included (the rooms' only secret):
 * the client's circle, their coaches (a package the client accepted or that was activated, now or
 * before: packages' `coachesClient`, as notes, tasks, files and milestones ask). Anyone else finds no
 * such client (404). Before 2026-11-29 any allocation counted (a withdrawn or declined offer's coach
 * read them), and until the same day's evening an offer still open let its coach in.
 */
/** The admin's list and export, the coordination view of a shared client, an Accelerator's leaving. */
export function adminMeetingRoutes(ctx: AppContext, api: Routes) {
  api.get('/api/meetings/admin/all', {
    access: ['admin'],
    summary: 'Eine Seite aller Meetings (Admin): gesucht, nach Status gefiltert, sortiert',
    query: adminMeetingListQuery,
    responses: {
      200: {
        description: '{ meetings, total (passend zur Suche), all (alle Meetings) }',
        body: adminMeetingPageSchema,
      },
      400: 'Ungültige Suche, ungültiger Status, ungültige Sortierung, Seitengröße, ungültiger Versatz oder ungültige Seitenmarke',
    },
    handler: async (request) => {
      const { after, ...query } = request.query;
      const cursor = after === undefined ? undefined : meetingCursorOf(after, query.sort);
      const { rows, total, all, next } = await adminMeetingPage(ctx.db, query, cursor);
      const meetings = await toViews(ctx.db, rows, requireUser(request));
      return { meetings, total, all, next: next && meetingCursorText(next, query.sort) };
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
    params: clientIdParam,
    responses: {
      200: { description: '{ scheduled, past, pastTotal }, eigene markiert', body: meetingHistorySchema },
    },
    handler: async (request) => {
      const user = requireUser(request);
      const { clientId } = request.params;
      // Outside the circle the client is not found, as for an unknown id: nothing tells them apart.
      if (user.role !== 'admin' && !(await coachesClient(ctx.db, user.id, clientId)))
        throw notFound('Klient nicht gefunden.');
      return meetingHistory(ctx.db, clientHistory(clientId, ctx.now()), user, PAST_SHOWN.coordination);
    },
  });

  // An Accelerator leaves (issue 15 item 4): what they hold, and the admin's hand-over.
  api.get('/api/users/:id/holdings', {
    access: ['admin'],
    notFound: identityMessages.userNotFound,
    summary: 'Was ein Accelerator hält: offene Stunden und geplante Meetings je Paket',
    params: idParam,
    responses: {
      200: { description: 'Pakete mit Stunden und Meetings, mögliche Nachfolger', body: partnerHoldingsSchema },
    },
    handler: async (request) => {
      // Only an Accelerator holds hours: any other id names no one to hand over from.
      const partner = await findUserById(ctx.db, request.params.id);
      if (partner?.role !== 'partner') throw notFound(identityMessages.userNotFound);
      return partnerHoldings(ctx.db, request.params.id, ctx.now());
    },
  });

  // Before the admin confirms: which handed-over meetings change place (the hand-over, rolled back).
  api.post('/api/users/:id/handover/preview', {
    access: ['admin'],
    notFound: identityMessages.userNotFound,
    summary: 'Vorschau der Übergabe: welche Termine an einen anderen Ort wechseln',
    params: idParam,
    body: handoverRequest,
    responses: {
      200: { description: '{ moves }: Termine mit bisherigem und neuem Ort', body: handoverPreviewSchema },
      400: 'Kein aktiver Accelerator als Nachfolger',
      409: 'Ein begonnenes Meeting ist noch nicht abgeschlossen',
    },
    handler: async (request) => {
      const partner = await findUserById(ctx.db, request.params.id);
      if (partner?.role !== 'partner') throw notFound(identityMessages.userNotFound);
      return handoverPreview(ctx, request.params.id, request.body, metadataOf(request));
    },
  });

  api.post('/api/users/:id/handover', {
    access: ['admin'],
    notFound: 'Benutzer nicht gefunden.',
    summary: 'Stunden und Meetings eines Accelerators übergeben oder freigeben, dann sein Konto deaktivieren',
    params: idParam,
    body: handoverRequest,
    responses: {
      200: { description: '{ success: true, outcome }', body: removePartnerResponse },
      400: 'Nicht für jedes Paket entschieden, oder kein aktiver Accelerator als Nachfolger',
      409: 'Ein begonnenes Meeting ist noch nicht abgeschlossen',
    },
    handler: async (request) => {
      const { id } = request.params;
      await handOverPartner(ctx, id, request.body, metadataOf(request));
      const outcome = await removePartnerAccount(ctx, id, handedOverTies, metadataOf(request));
      return { success: true, outcome };
    },
  });
}
