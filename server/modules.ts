import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import type { EventModule } from './eventstore';
import type PgBoss from 'pg-boss';
import { identityModule, identityRoutes, type AuthLimits } from '../modules/identity';
import { packagesModule, packagesRoutes, startPackages } from '../modules/packages';
import { onboardingModule, onboardingRoutes } from '../modules/onboarding';

/** Every domain module's event contributions, in one list the host registers. */
export const eventModules: EventModule[] = [identityModule, onboardingModule, packagesModule];

export interface ModuleOptions {
  authLimits?: AuthLimits;
}

/** Every domain module's routes. */
export async function registerModuleRoutes(app: FastifyInstance, ctx: AppContext, opts: ModuleOptions): Promise<void> {
  await app.register(identityRoutes(ctx, opts.authLimits));
  await app.register(onboardingRoutes(ctx));
  await app.register(packagesRoutes(ctx));
}

/** Every domain module's start-up work (presets, cron jobs), once the database is migrated. */
export async function startModules(ctx: AppContext, boss: PgBoss): Promise<void> {
  await startPackages(ctx, boss);
}
