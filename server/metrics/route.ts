import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time: equal-length digests, so neither the length nor a prefix leaks. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as bearer token.
 * Outside /api: no session, no OpenAPI entry. Unset token: the route is off and answers the same
 * 404 as a path that does not exist (declared anyway, so the web app's fallback never serves it).
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  // Public to the session guard: the bearer token below is this route's guard.
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!token) return reply.callNotFound();
    const auth = request.headers.authorization ?? '';
    const given = auth.startsWith('Bearer ') ? auth.slice(7).trim() : '';
    if (!given || !sameToken(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ message: 'Nicht authentifiziert.' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
