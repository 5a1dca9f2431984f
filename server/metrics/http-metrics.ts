import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

// Requests by method, route pattern and status class. The pattern (`/api/clients/:id`), never the
// URL: ids would make a series per client, and a calendar feed's path is its secret.

const labelNames = ['method', 'route', 'status'] as const;

/** Counts every answered request into `registry`, Fastify's own 404s as route `unmatched`. */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Beantwortete HTTP-Anfragen nach Methode, Routenmuster und Statusklasse',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Antwortzeit der HTTP-Anfragen in Sekunden',
    labelNames,
    // From a cached read to a PDF or an export: the API's answers lie between 5 ms and a few seconds.
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
}
