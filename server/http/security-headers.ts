import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const assetPath = /^\/assets\/[^?]+\.(js|css|woff2?)(\?|$)/;
const pageOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** CSP without inline scripts; HSTS only where the portal is served over HTTPS (production). */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  publicUrl: string,
): Promise<void> {
  // The realtime socket's origin only: the web app talks to no other server.
  const socketOrigin = new URL(publicUrl).origin.replace(/^http/, 'ws');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // A hashed script, style or font is no page: a CSP, framing, opener or referrer rule says nothing
  // there, and each cost ~950 B on every asset (issue 36). nosniff stays (a script is run only as one).
  app.addHook('onSend', async (request, reply) => {
    if (assetPath.test(request.url)) for (const name of pageOnlyHeaders) reply.removeHeader(name);
  });
  // API answers are personal (sessions, packages, notes): no browser or proxy cache keeps them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
