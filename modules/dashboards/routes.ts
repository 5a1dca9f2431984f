import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { csvDownload, sendCsv } from '../../server/http/csv';
import { notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { clientIdParam } from '../../server/http/path-params';
import { recentActivities, firstWeekClients } from './activity';
import { attentionPage } from './attention';
import { clientPage } from './client-list';
import { clientsCsv } from './client-export';
import {
  activitySchema,
  adminStatsSchema,
  attentionPageQuery,
  attentionPageSchema,
  clientDetailsSchema,
  clientListQuery,
  clientMeetingPageSchema,
  clientMeetingsQuery,
  clientPageSchema,
  firstWeekClientSchema,
  partnerStatsSchema,
  userDashboardSchema,
} from './contract';
import { clientDetails, clientMeetings } from './details';
import { adminStats, partnerStats, userDashboard } from './stats';

export function dashboardsRoutes(ctx: AppContext) {
  return routePlugin('dashboards', (api) => {
    api.get('/api/dashboard/admin/stats', {
      access: ['admin'],
      summary: 'Kennzahlen für das Admin-Dashboard',
      responses: { 200: { description: 'Die Kennzahlen', body: adminStatsSchema } },
      handler: async () => adminStats(ctx.db, ctx.now()),
    });
    api.get('/api/dashboard/admin/attention', {
      access: ['admin'],
      summary: 'Wer Aufmerksamkeit braucht, seitenweise (limit, offset), die dringendsten zuerst',
      query: attentionPageQuery,
      responses: { 200: { description: '{ attention, total }', body: attentionPageSchema }, 400: 'Ungültige Seite' },
      handler: async (request) => attentionPage(ctx.db, ctx.now(), request.query),
    });
    api.get('/api/dashboard/partner/stats', {
      access: ['partner'],
      summary: 'Kennzahlen für das Dashboard eines Accelerators',
      responses: { 200: { description: 'Die Kennzahlen', body: partnerStatsSchema } },
      handler: async (request) => partnerStats(ctx.db, requireUser(request).id, ctx.now()),
    });
    api.get('/api/dashboard/user/data', {
      access: 'signedIn',
      summary: 'Das Dashboard des angemeldeten Klienten',
      responses: { 200: { description: 'Paket, Stunden, Meetings', body: userDashboardSchema } },
      handler: async (request) => userDashboard(ctx.db, requireUser(request).id, ctx.now()),
    });
    api.get('/api/dashboard/first-week-clients', {
      access: ['admin'],
      summary: 'Klienten in ihrer ersten Woche',
      responses: { 200: { description: 'Die Klienten', body: z.array(firstWeekClientSchema) } },
      handler: async () => firstWeekClients(ctx.db, ctx.now()),
    });
    api.get('/api/dashboard/activities/recent', {
      access: ['admin'],
      summary: 'Die letzten Aktivitäten im Portal',
      responses: { 200: { description: 'Die Aktivitäten', body: z.array(activitySchema) } },
      handler: async () => recentActivities(ctx.store),
    });

    api.get('/api/clients', {
      access: ['admin'],
      summary: 'Klientenliste mit Suche und Filter, seitenweise (limit, offset)',
      query: clientListQuery,
      responses: {
        200: { description: '{ clients, total, all }', body: clientPageSchema },
        400: 'Ungültige Suche, ungültiger Filter oder ungültige Seite',
      },
      handler: async (request) => clientPage(ctx.db, request.query),
    });
    api.get('/api/clients/export', {
      access: ['admin'],
      summary: 'Klientenliste als CSV (gleiche Suche und Filter, alle Seiten)',
      query: clientListQuery,
      ...csvDownload('Ungültige Suche oder ungültiger Filter'),
      handler: async (request, reply) => sendCsv(reply, 'klienten', clientsCsv(ctx.db, request.query), ctx.now()),
    });
    api.get('/api/clients/:clientId/details', {
      access: ['admin'],
      notFound: 'Klient nicht gefunden.',
      summary: 'Alles über einen Klienten',
      params: clientIdParam,
      responses: { 200: { description: 'Die Details', body: clientDetailsSchema } },
      handler: async (request) => {
        const details = await clientDetails(ctx.db, request.params.clientId, ctx.now(), requireUser(request));
        if (!details) throw notFound('Klient nicht gefunden.');
        return details;
      },
    });
    api.get('/api/clients/:clientId/meetings', {
      access: ['admin'],
      notFound: 'Klient nicht gefunden.',
      summary: 'Die Meetings eines Klienten, seitenweise (limit, offset), die neuesten zuerst',
      params: clientIdParam,
      query: clientMeetingsQuery,
      responses: {
        200: { description: '{ meetings, total }', body: clientMeetingPageSchema },
        400: 'Ungültige Seite',
      },
      handler: async (request) => {
        const page = await clientMeetings(ctx.db, request.params.clientId, requireUser(request), request.query);
        if (!page) throw notFound('Klient nicht gefunden.');
        return page;
      },
    });
  });
}
