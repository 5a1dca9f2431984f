import { spellOutUmlauts } from '../../lib/german/umlauts';
import type { FastifyReply } from 'fastify';

/**
 * A file to download (an invoice, a questionnaire, a DATEV batch): never kept by a cache between
 * users, saved under its name with umlauts intact.
 */
export function sendDownload(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition(fileName))
    .send(body);
}

/** Content-Disposition; a name beyond ASCII gets an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string): string {
  if (/^[\x20-\x7e]*$/.test(fileName) && !/["\\]/.test(fileName)) return `attachment; filename="${fileName}"`;
  const ascii = spellOutUmlauts(fileName)
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
