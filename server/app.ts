import compress from '@fastify/compress';
import { registerJsonBodies } from './http/json-body';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AppContext } from './context';
import { registerAccessControl } from './http/access';
import { frameworkErrors, registerErrorHandler } from './http/errors';
import { registerOpenApi } from './http/openapi';
import { routesOf } from './http/route';
import { registerOriginCheck } from './http/origin';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessions } from './http/session-cookie';
import { registerValidation } from './http/validation';
import { registerWebApp } from './http/static-web';
import debugRoutes from './http/debug-routes';
import { errorTables, registerModuleRoutes, type ModuleOptions } from './modules';
import { resolveSession } from '../modules/identity';
import { publishedImpressum } from '../modules/invoicing';
import { slug } from '../lib/german/slug';
import type { PortalMetrics } from './metrics';
import { systemRoutes } from './system/routes';
import { configAnswer, healthAnswer } from './system/answers';

export interface AppOptions extends ModuleOptions {
  logger?: boolean | object;
  /** Reports on the job queue for the health endpoint. */
  queueHealthy?: () => Promise<boolean>;
  /** Whether the event subscriber (realtime pushes) is connected, for the health endpoint. */
  realtimeStatus?: () => 'ok' | 'reconnecting';
  serveWeb?: boolean;
  /** Request counters and GET /metrics (server/metrics/); without, the app measures nothing. */
  metrics?: PortalMetrics;
  /** Sees every route as it is added (the hardening tests list them all); first hook of the app. */
  onRoute?: (route: RouteOptions) => void;
}

/** The content types compressed on the fly; not HTML, scripts or styles (the build's .br/.gz copies). */
const COMPRESSED = /^(application\/json|text\/calendar|text\/csv)\b/;

const hopsOf = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(ctx: AppContext, opts: AppOptions = {}): Promise<FastifyInstance> {
  const production = ctx.config.NODE_ENV === 'production';
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
    // A number of hops as Fastify itself reads it (its types omit the number form).
    trustProxy: typeof ctx.config.trustProxy === 'number' ? hopsOf(ctx.config.trustProxy) : ctx.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.decorate('checksAnswers', ctx.config.NODE_ENV === 'test');
  registerJsonBodies(app);
  registerErrorHandler(app, errorTables);
  registerValidation(app);
  await registerSecurityHeaders(app, production, ctx.config.publicUrl);
  await app.register(cookie);
  // Answers the API computes (JSON, the calendar feed, CSV) go out gzip- or br-compressed when asked;
  // the web app's files are compressed at build time and served as they are (static-web.ts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], customTypes: COMPRESSED });
  registerOriginCheck(app, ctx.config.publicUrl);
  registerSessions(app, { production }, (token) =>
    resolveSession(ctx.db, token, ctx.now(), ctx.config.sessionMaxAgeMs),
  );
  // Before the access check and every route: see registerOpenApi.
  await registerOpenApi(app, { productName: ctx.config.PRODUCT_NAME, production, readers: ctx.config.apiDocs });
  registerAccessControl(app);
  opts.metrics?.register(app, ctx.config.METRICS_TOKEN);

  const api = routesOf(app, 'system');

  api.get('/api/health', {
    access: 'public',
    summary: 'Zustand von Datenbank und Job-Warteschlange',
    responses: {
      200: { description: 'Alles läuft', body: healthAnswer },
      503: { description: 'Datenbank oder Warteschlange gestört', body: healthAnswer },
    },
    handler: async (_request, reply) => {
      const database = await sql`SELECT 1`.execute(ctx.db).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      const queue = opts.queueHealthy
        ? (await opts.queueHealthy().catch(() => false))
          ? 'ok'
          : 'down'
        : 'not started';
      // Realtime reconnecting alone is no 503: the app still serves, pushes catch up on reconnect.
      const realtime = opts.realtimeStatus ? opts.realtimeStatus() : 'not started';
      const healthy = database === 'ok' && queue !== 'down';
      return reply.status(healthy ? 200 : 503).send({ status: healthy ? 'ok' : 'degraded', database, queue, realtime });
    },
  });
  api.get('/api/config', {
    access: 'public',
    summary: 'Produktname, Route des Fragebogens und Impressum',
    responses: { 200: { description: 'Die öffentliche Konfiguration', body: configAnswer } },
    handler: async () => ({
      productName: ctx.config.PRODUCT_NAME,
      productSlug: slug(ctx.config.PRODUCT_NAME),
      impressum: await publishedImpressum(ctx.db, ctx.config.impressum),
    }),
  });
  await app.register(systemRoutes(ctx));
  await app.register(debugRoutes);
  await registerModuleRoutes(app, ctx, opts);
  if (opts.serveWeb !== false) await registerWebApp(app, ctx.config.webDist);
  return app;
}
