import type { FastifyRequest } from 'fastify';
import type { EventMetadata } from '../eventstore';

/** Who is acting and in which request: stored beside every event the request causes. */
export function metadataOf(request: FastifyRequest): EventMetadata {
  const correlation = request.headers['x-correlation-id'];
  return {
    actorId: request.user?.id ?? null,
    actorRole: request.user?.role ?? null,
    requestId: request.id,
    correlationId: typeof correlation === 'string' && correlation.length <= 100 ? correlation : request.id,
    causationId: null,
  };
}
