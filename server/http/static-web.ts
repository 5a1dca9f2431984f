import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** Serves the built web app; every non-API path the app routes itself gets index.html. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`Web-App nicht gebaut (${index} fehlt): npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io')) {
      return reply.status(404).send({ message: `Cannot find ${request.method} ${request.url} on this server` });
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
