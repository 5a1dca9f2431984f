import { systemStateSchema } from '../../lib/system-state';
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
  });
