import type { FastifyInstance } from 'fastify';
import { docs } from './openapi';

/** The Safari debug panel's two probes; they tell the caller only about their own session. */
export default async function debugRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/safari-debug/test',
    {
      config: { access: 'public' },
      schema: docs({
        tag: 'system',
        summary: 'Diagnose: Verbindung, Uhrzeit und User-Agent',
        responses: { 200: 'Die Antwort der Sonde' },
      }),
    },
    async (request) => ({ ok: true, time: new Date().toISOString(), userAgent: request.headers['user-agent'] ?? null }),
  );
  app.get(
    '/api/safari-debug/test-auth',
    {
      config: { access: 'public' },
      schema: docs({
        tag: 'system',
        summary: 'Diagnose: Kommt die eigene Sitzung an?',
        responses: { 200: 'Angemeldet oder nicht, mit Id und Rolle' },
      }),
    },
    async (request) => ({
      authenticated: request.user !== null,
      ...(request.user ? { user: { id: request.user.id, role: request.user.role } } : {}),
    }),
  );
}
