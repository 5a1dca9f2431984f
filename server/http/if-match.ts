import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from './errors';

/** What a resource says when its `If-Match` is unreadable (409) or missing where required (428). */
interface IfMatchMessages {
  versionConflict: string;
  ifMatchRequired: string;
}

/** The `If-Match` header of a route that takes one, as declared for validation and the OpenAPI entry. */
export const ifMatchHeader = z.object({
  'if-match': z.string().optional().describe('Die Version aus dem ETag bzw. dem Feld version'),
});

/** The stream version an `If-Match` header names (`"3"`, `W/"3"` or `3`); null when absent. */
export function ifMatchVersion(request: FastifyRequest, messages: IfMatchMessages): number | null {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') return null;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!m) throw new HttpError(409, messages.versionConflict, 'VERSION_CONFLICT');
  return Number(m[1]);
}

/** Like `ifMatchVersion`, but a write without it is refused (428): no blind overwrites. */
export function requiredIfMatch(request: FastifyRequest, messages: IfMatchMessages): number {
  const v = ifMatchVersion(request, messages);
  if (v === null) throw new HttpError(428, messages.ifMatchRequired, 'IF_MATCH_REQUIRED');
  return v;
}
