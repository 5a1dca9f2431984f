import type { AppContext } from '../../../server/context';
import { routePlugin } from '../../../server/http/route';
import { clientPackageRoutes } from './client';
import { offerRoutes } from './offers';
import { packageRouting } from './shared';
import { templateRoutes } from './templates';

export function packagesRoutes(ctx: AppContext) {
  const routing = packageRouting(ctx);
  return routePlugin('packages', (api) => {
    templateRoutes(api, ctx, routing);
    clientPackageRoutes(api, routing);
    offerRoutes(api, ctx, routing);
  });
}
