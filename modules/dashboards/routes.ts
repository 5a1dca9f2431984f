import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { germanDate } from '../../jobs/format';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { excelCsv, sendCsv } from '../../server/http/csv';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { adminClientStatusLabels } from '../packages/contract';
import { recentActivities, firstWeekClients } from './activity';
import { listClients } from './clients';
import { clientListQuery } from './contract';
import { clientDetails } from './details';
import { adminStats, partnerStats, userDashboard } from './stats';

const clientParam = z.object({ clientId: z.string().uuid() });

export function dashboardsRoutes(ctx: AppContext) {
  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/dashboard/admin/stats',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'dashboards',
          summary: 'Kennzahlen für das Admin-Dashboard',
          responses: { 200: 'Die Kennzahlen' },
        }),
      },
      async () => adminStats(ctx.db, ctx.now()),
    );
    app.get(
      '/api/dashboard/partner/stats',
      {
        config: { access: ['partner'] },
        schema: docs({
          tag: 'dashboards',
          summary: 'Kennzahlen für das Dashboard eines Accelerators',
          responses: { 200: 'Die Kennzahlen' },
        }),
      },
      async (request) => partnerStats(ctx.db, requireUser(request).id, ctx.now()),
    );
    app.get(
      '/api/dashboard/user/data',
      {
        config: { access: 'signedIn' },
        schema: docs({
          tag: 'dashboards',
          summary: 'Das Dashboard des angemeldeten Klienten',
          responses: { 200: 'Paket, Stunden, Meetings' },
        }),
      },
      async (request) => userDashboard(ctx.db, requireUser(request).id, ctx.now()),
    );
    app.get(
      '/api/dashboard/first-week-clients',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'dashboards',
          summary: 'Klienten in ihrer ersten Woche',
          responses: { 200: 'Die Klienten' },
        }),
      },
      async () => firstWeekClients(ctx.db, ctx.now()),
    );
    app.get(
      '/api/dashboard/activities/recent',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'dashboards',
          summary: 'Die letzten Aktivitäten im Portal',
          responses: { 200: 'Die Aktivitäten' },
        }),
      },
      async () => recentActivities(ctx.store),
    );

    app.get(
      '/api/clients',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'dashboards',
          summary: 'Klientenliste mit Suche und Filter',
          query: clientListQuery,
          responses: { 200: 'Die Klienten', 400: 'Ungültige Suche oder ungültiger Filter' },
        }),
      },
      async (request) => {
        return listClients(ctx.db, request.query.q, request.query.filter);
      },
    );
    app.get(
      '/api/clients/export',
      {
        config: { access: ['admin'] },
        schema: docs({
          tag: 'dashboards',
          summary: 'Klientenliste als CSV (gleiche Suche und Filter)',
          query: clientListQuery,
          produces: 'text/csv',
          responses: { 200: 'CSV-Datei', 400: 'Ungültige Suche oder ungültiger Filter' },
        }),
      },
      async (request, reply) => {
        const q = request.query;
        const rows = await listClients(ctx.db, q.q, q.filter);
        const csv = excelCsv(
          ['Name', 'E-Mail', 'Telefon', 'Firma', 'Position', 'Paket', 'Status', 'Registriert am'],
          rows.map((c) => [
            c.name,
            c.email,
            c.phone,
            c.company,
            c.position,
            c.packageName,
            adminClientStatusLabels[c.packageStatus ?? 'none'],
            germanDate(c.createdAt),
          ]),
        );
        return sendCsv(reply, 'klienten', csv, ctx.now());
      },
    );
    app.get(
      '/api/clients/:clientId/details',
      {
        config: { access: ['admin'], notFound: 'Klient nicht gefunden.' },
        schema: docs({
          tag: 'dashboards',
          summary: 'Alles über einen Klienten',
          params: clientParam,
          responses: { 200: 'Die Details', 404: 'Klient nicht gefunden' },
        }),
      },
      async (request) => {
        const details = await clientDetails(ctx.db, request.params.clientId);
        if (!details) throw new HttpError(404, 'Klient nicht gefunden.', 'NOT_FOUND');
        return details;
      },
    );
  };
}
