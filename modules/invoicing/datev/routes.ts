import type { AppContext } from '../../../server/context';
import { actorOf } from '../../../server/http/access';
import { metadataOf } from '../../../server/http/metadata';
import { routePlugin } from '../../../server/http/route';
import { datevExportQuery, datevFileName, datevSettings } from './contract';
import { setDatevSettings } from './commands';
import { datevExport } from './export';
import { datevSettingsView } from './queries';

/** The DATEV settings and the month's export (admins). */
export function invoicingDatevRoutes(ctx: AppContext) {
  return routePlugin('invoicing', (api) => {
    api.get('/api/settings/datev', {
      access: ['admin'],
      summary: 'Die DATEV-Einstellungen (Berater-, Mandantennummer, Konten); nie gespeichert: SKR03-Vorgaben',
      responses: { 200: '{ saved, version, data }' },
      handler: async () => datevSettingsView(ctx.db),
    });

    api.put('/api/settings/datev', {
      access: ['admin'],
      summary: 'Die DATEV-Einstellungen speichern (immer alle)',
      body: datevSettings,
      responses: { 200: '{ saved, version, data }', 400: 'Angaben ungültig (Nummern, Kontenlänge)' },
      handler: async (request) => {
        await setDatevSettings(ctx, actorOf(request), request.body, metadataOf(request));
        return datevSettingsView(ctx.db);
      },
    });

    api.get('/api/invoices/export/datev', {
      access: ['admin'],
      summary: 'DATEV-Buchungsstapel (EXTF, Windows-1252) der Rechnungen und Zahlungen eines Monats',
      query: datevExportQuery,
      produces: 'text/csv',
      responses: {
        200: 'CSV-Datei EXTF_Buchungsstapel_JJJJ-MM.csv',
        400: 'Monat ungültig',
        409: 'DATEV-Einstellungen fehlen, oder ein Steuersatz ohne Erlöskonto',
      },
      handler: async (request, reply) => {
        const { month } = request.query;
        const file = await datevExport(ctx.db, month, ctx.now());
        return reply
          .type('text/csv; charset=windows-1252')
          .header('content-disposition', `attachment; filename="${datevFileName(month)}"`)
          .send(file);
      },
    });
  });
}
