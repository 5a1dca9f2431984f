import { berlinToday } from '../../lib/german/time';
import type { AppContext } from '../../server/context';
import { csvDownload, sendCsv } from '../../server/http/csv';
import { routePlugin } from '../../server/http/route';
import { revenueQuery, revenueReportSchema } from './contract';
import { revenueCsv } from './export';
import { revenueOfYear } from './queries';

export function reportsRoutes(ctx: AppContext) {
  const today = () => berlinToday(ctx.now()).toString();
  return routePlugin('reports', (api) => {
    api.get('/api/reports/revenue', {
      access: ['admin'],
      summary: 'Die Zahlen eines Jahres je Monat: Umsatz, Zahlungen, offene Posten, Stunden, Honorare, Marge',
      query: revenueQuery,
      responses: {
        200: { description: 'Monate, Jahr, Acceleratoren, Pakettypen', body: revenueReportSchema },
        400: 'Kein Jahr oder ein kommendes Jahr',
      },
      handler: async (request) => revenueOfYear(ctx.db, request.query.year, today()),
    });
    api.get('/api/reports/revenue/export', {
      access: ['admin'],
      summary: 'Dieselben Zahlen als CSV für Excel (Semikolon, Dezimalkomma, UTF-8 mit BOM)',
      query: revenueQuery,
      ...csvDownload('Kein Jahr oder ein kommendes Jahr'),
      handler: async (request, reply) => {
        const { year } = request.query;
        return sendCsv(reply, `auswertung-${year}`, revenueCsv(await revenueOfYear(ctx.db, year, today())), ctx.now());
      },
    });
  });
}
