import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { EventModule } from './eventstore';
import { identityModule, identityRoutes, type AuthLimits } from '../modules/identity';

/** Every domain module's event contributions, in one list the host registers. */
export const eventModules: EventModule[] = [identityModule];

export interface ModuleOptions {
  authLimits?: AuthLimits;
}

/** Every domain module's routes. */
export async function registerModuleRoutes(app: FastifyInstance, ctx: AppContext, opts: ModuleOptions): Promise<void> {
  await app.register(identityRoutes(ctx, opts.authLimits));
}
