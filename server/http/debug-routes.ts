import { authProbeAnswer, probeAnswer } from '../system/answers';
import { routePlugin } from './route';

/** The Safari debug panel's two probes; they tell the caller only about their own session. */
export default routePlugin('system', (api) => {
  api.get('/api/safari-debug/test', {
    access: 'public',
    summary: 'Diagnose: Verbindung, Uhrzeit und User-Agent',
    responses: { 200: { description: 'Die Antwort der Sonde', body: probeAnswer } },
    handler: async (request) => ({
      ok: true,
      time: new Date().toISOString(),
      userAgent: request.headers['user-agent'] ?? null,
    }),
  });
  api.get('/api/safari-debug/test-auth', {
    access: 'public',
    summary: 'Diagnose: Kommt die eigene Sitzung an?',
    responses: { 200: { description: 'Angemeldet oder nicht, mit Id und Rolle', body: authProbeAnswer } },
    handler: async (request) => ({
      authenticated: request.user !== null,
      ...(request.user ? { user: { id: request.user.id, role: request.user.role } } : {}),
    }),
  });
});
