import { spellOutUmlauts } from '../../lib/german/umlauts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from './access';
import { notFound } from './errors';
import { idParam } from './path-params';
import type { Routes } from './route';

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

/** A file an id names (an invoice's PDF, a Gutschrift, a bank file), as `fileRoute` declares its download. */
interface NamedFile {
  access: Access;
  /** The German 404 for an unknown or malformed id, or one the caller may not read (also the API document's 404). */
  notFound: string;
  /** The 404's API code, where the module names it after its rule. */
  notFoundCode?: string;
  summary: string;
  /** The media type sent; the API document names it without its charset. */
  type: string;
  /** What the file is (the API document's 200). */
  answer: string;
  /** Why the file cannot be made (the API document's 409). */
  conflict: string;
  /** The file's name and content, or null for none; one that cannot be made throws its 409. */
  file: (request: FastifyRequest, id: string) => Promise<{ name: string; content: string | Buffer } | null>;
}

/** GET of a file by the id of what it is made from: 404 for none, 409 when it cannot be made, else the download. */
export function fileRoute(api: Routes, url: string, named: NamedFile): void {
  api.get(url, {
    access: named.access,
    notFound: named.notFound,
    summary: named.summary,
    params: idParam,
    produces: named.type.split(';')[0],
    responses: { 200: named.answer, 409: named.conflict },
    handler: async (request, reply) => {
      const file = await named.file(request, request.params.id);
      if (!file) throw notFound(named.notFound, named.notFoundCode);
      return sendDownload(reply, named.type, file.name, file.content);
    },
  });
}
