import type { AppContext } from '../../../server/context';
import { routePlugin } from '../../../server/http/route';
import { settingRoutes } from '../../../server/http/setting-routes';
import { sendDownload } from '../../../server/http/download';
import { actorOf } from '../../../server/http/access';
import { metadataOf } from '../../../server/http/metadata';
import {
  datevExportHeader,
  datevExportQuery,
  datevExportsViewSchema,
  datevFileName,
  datevSettings,
  datevSettingsViewSchema,
} from './contract';
import { setDatevSettings } from './commands';
import { datevExport } from './export';
import { datevExportsView, datevSettingsView } from './queries';

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
        409: 'DATEV-Einstellungen fehlen, ein Steuersatz ohne Erlöskonto, oder ein exportierter Monat kam anders heraus',
      },
      handler: async (request, reply) => {
        const { month } = request.query;
        const file = await datevExport(ctx, actorOf(request), month, metadataOf(request));
        const said = { first: 'exportiert', again: 'erneut', preview: 'vorschau' } as const;
        reply.header(datevExportHeader, said[file.kind]);
        return sendDownload(reply, 'text/csv; charset=windows-1252', datevFileName(month), file.bytes);
      },
    });

    api.get('/api/invoices/export/datev/months', {
      access: ['admin'],
      summary: 'Die an die Steuerberatung exportierten Monate: wann, von wem, Prüfsumme der Datei (neueste zuerst)',
      responses: { 200: { description: '{ exports }', body: datevExportsViewSchema } },
      handler: () => datevExportsView(ctx.db, ctx.store),
    });
  });
}
