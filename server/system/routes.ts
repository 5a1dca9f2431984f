import { backupTakenSchema, systemMessages, systemStateSchema } from '../../lib/system-state';
import { nightlyBackup } from '../backup/nightly';
import { HttpError } from '../http/errors';
import type { AppContext } from '../context';
import { routePlugin } from '../http/route';
import { readSystemState } from './system-state';

/** The admin's view of the portal itself (issue 37): no domain, so a host route beside /api/health. */
export const systemRoutes = (ctx: AppContext) =>
  routePlugin('system', (api) => {
    api.get('/api/system', {
      access: ['admin'],
      summary: 'Systemzustand: Version, Migrationen, letzte Sicherung und fehlgeschlagene Aufträge',
      responses: {
        200: { description: 'Der Zustand des Portals', body: systemStateSchema },
      },
      handler: () => readSystemState(ctx.db, ctx.config.backupDir),
    });
    // 'Jetzt sichern': the nightly job's work, now (before an upgrade). Answered when the file is
    // complete: seconds for years of history (bench/RESULTS.md, "Backups").
    api.post('/api/system/backup', {
      access: ['admin'],
      summary: 'Jetzt sichern: eine Sicherung in den Sicherungsordner schreiben (wie die nächtliche)',
      responses: {
        201: { description: 'Die Sicherung ist geschrieben', body: backupTakenSchema },
        503: 'Der Sicherungsordner ist nicht beschreibbar oder die Datenbank nicht erreichbar',
      },
      handler: async (request) => {
        try {
          const { written, deleted } = await nightlyBackup(ctx);
          return {
            takenAt: written.takenAt,
            bytes: written.bytes,
            events: written.events,
            encrypted: written.encryption !== null,
            deleted: deleted.length,
          };
        } catch (err) {
          request.log.error({ err }, 'backup failed');
          throw new HttpError(503, systemMessages.backupFailed, 'BACKUP_FAILED');
        }
      },
    });
  });
