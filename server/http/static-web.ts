import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** Hashed build output: its name changes with its content, so a browser may keep it for a year. */
const hashedAssets = `${path.sep}assets${path.sep}`;
const immutable = 'public, max-age=31536000, immutable';
/** Unhashed files beside index.html (the favicon): kept a day, then asked again. */
const unhashed = 'public, max-age=86400';

function cachingOf(file: string): string {
  if (path.basename(file) === 'index.html') return 'no-cache';
  return file.includes(hashedAssets) ? immutable : unhashed;
}

/**
 * Serves the built web app. The build leaves `.br` and `.gz` copies beside each asset; `preCompressed`
 * sends the one the browser accepts (with `Vary: Accept-Encoding`). Every non-API path the app routes
 * itself gets index.html, never cached, so a new deployment is seen on the next navigation.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`Web-App nicht gebaut (${index} fehlt): npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('cache-control', cachingOf(file)),
  });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io')) {
      return reply.status(404).send({ message: `Cannot find ${request.method} ${request.url} on this server` });
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
