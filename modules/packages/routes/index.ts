import type { AppContext } from '../../../server/context';
import { routePlugin } from '../../../server/http/route';
import { clientPackageRoutes } from './client';
import { offerRoutes } from './offers';
import { packageRouting, type PackagePorts } from './shared';
import { templateRoutes } from './templates';

/** `ports`: what the routes ask of other modules (invoicing's billing address), passed in by the host. */
export function packagesRoutes(ctx: AppContext, ports: PackagePorts) {
  const routing = packageRouting(ctx, ports);
  return routePlugin('packages', (api) => {
    templateRoutes(api, ctx, routing);
    clientPackageRoutes(api, routing);
    offerRoutes(api, ctx, routing);
  });
}
