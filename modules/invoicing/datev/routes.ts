import type { AppContext } from '../../../server/context';
import { routePlugin } from '../../../server/http/route';
import { settingRoutes } from '../../../server/http/setting-routes';
import { sendDownload } from '../../../server/http/download';
import { datevExportQuery, datevFileName, datevSettings, datevSettingsViewSchema } from './contract';
import { setDatevSettings } from './commands';
import { datevExport } from './export';
import { datevSettingsView } from './queries';

/** The DATEV settings and the month's export (admins). */
export function invoicingDatevRoutes(ctx: AppContext) {
  return routePlugin('invoicing', (api) => {
    settingRoutes(api, '/api/settings/datev', {
      readAccess: ['admin'],
      readSummary: 'Die DATEV-Einstellungen (Berater-, Mandantennummer, Konten); nie gespeichert: SKR03-Vorgaben',
      saveSummary: 'Die DATEV-Einstellungen speichern (immer alle)',
      body: datevSettings,
      answer: { description: '{ saved, version, data }', body: datevSettingsViewSchema },
      invalid: 'Angaben ungültig (Nummern, Kontenlänge)',
      view: () => datevSettingsView(ctx.db),
      save: (actor, body, metadata) => setDatevSettings(ctx, actor, body, metadata),
    });

    api.get('/api/invoices/export/datev', {
      access: ['admin'],
      summary: 'DATEV-Buchungsstapel (EXTF, Windows-1252) der Rechnungen, Zahlungen und Gutschriften eines Monats',
      query: datevExportQuery,
      produces: 'text/csv',
      responses: {
        200: 'CSV-Datei EXTF_Buchungsstapel_JJJJ-MM.csv',
        400: 'Monat ungültig',
        409: 'DATEV-Einstellungen fehlen, oder ein Steuersatz ohne Erlöskonto',
      },
      handler: async (request, reply) => {
        const { month } = request.query;
        const file = await datevExport(ctx.db, ctx.store, month, ctx.now());
        return sendDownload(reply, 'text/csv; charset=windows-1252', datevFileName(month), file);
      },
    });
  });
}
