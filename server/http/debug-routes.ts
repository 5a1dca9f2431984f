import { routePlugin } from './route';

/** The Safari debug panel's two probes; they tell the caller only about their own session. */
export default routePlugin('system', (api) => {
  api.get('/api/safari-debug/test', {
    access: 'public',
    summary: 'Diagnose: Verbindung, Uhrzeit und User-Agent',
    responses: { 200: 'Die Antwort der Sonde' },
    handler: async (request) => ({
      ok: true,
      time: new Date().toISOString(),
      userAgent: request.headers['user-agent'] ?? null,
    }),
  });
  api.get('/api/safari-debug/test-auth', {
    access: 'public',
    summary: 'Diagnose: Kommt die eigene Sitzung an?',
    responses: { 200: 'Angemeldet oder nicht, mit Id und Rolle' },
    handler: async (request) => ({
      authenticated: request.user !== null,
      ...(request.user ? { user: { id: request.user.id, role: request.user.role } } : {}),
    }),
  });
});
