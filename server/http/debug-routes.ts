import type { FastifyInstance } from 'fastify';

/** The Safari debug panel's two probes; they tell the caller only about their own session. */
export default async function debugRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/safari-debug/test', { config: { access: 'public' } }, async (request) => ({
    ok: true,
    time: new Date().toISOString(),
    userAgent: request.headers['user-agent'] ?? null,
  }));
  app.get('/api/safari-debug/test-auth', { config: { access: 'public' } }, async (request) => ({
    authenticated: request.user !== null,
    ...(request.user ? { user: { id: request.user.id, role: request.user.role } } : {}),
  }));
}
