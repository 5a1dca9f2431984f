import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../server/http/errors';
import { partnerMessages } from './contract';

/** The stream version an `If-Match` header names (`"3"`, `W/"3"` or `3`); null when absent. */
export function ifMatchVersion(request: FastifyRequest): number | null {
  const header = request.headers['if-match'];
  if (header === undefined || header === '') return null;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  if (!m) throw new HttpError(409, partnerMessages.versionConflict, 'VERSION_CONFLICT');
  return Number(m[1]);
}

/** Like `ifMatchVersion`, but a write without it is refused (428): no blind overwrites. */
export function requiredIfMatch(request: FastifyRequest): number {
  const v = ifMatchVersion(request);
  if (v === null) throw new HttpError(428, partnerMessages.ifMatchRequired, 'IF_MATCH_REQUIRED');
  return v;
}
