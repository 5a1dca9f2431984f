import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence: a state-changing request that names an Origin must come from our own. A request
 * with no Origin is a non-browser client (browsers always send one on these methods); it cannot
 * ride on a victim's cookie, so it passes.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new Set([new URL(publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = `${request.protocol}://${request.headers.host ?? ''}`;
    if (origin !== own && !allowed.has(origin)) {
      throw new HttpError(403, 'Anfrage von fremder Herkunft abgelehnt.', 'FOREIGN_ORIGIN');
    }
  });
}
