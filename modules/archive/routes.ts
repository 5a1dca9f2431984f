import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { lockPeople } from '../../server/db/locks';
import { runner } from '../../server/eventstore';
import { requireUser } from '../../server/http/access';
import { notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { contentDisposition } from '../../server/http/download';
import { metadataOf } from '../../server/http/metadata';
import { berlinDateOf } from '../../lib/german/time';
import { archiveListQuery, archivePageSchema, notesRequest, notesSavedAnswer } from './contract';
import { notesDecider } from './decide';
import { personData } from './person-data';
import { archivePage, isClient, notesOf } from './queries';

const runNotesCommand = runner(notesDecider);

const userParam = z.object({ userId: z.string().uuid() });
const ifMatchHeader = z.object({
  'if-match': z.string().optional().describe('Die Version aus dem ETag der letzten Antwort'),
});
const clientNotFound = 'Klient nicht gefunden.';

/** `If-Match: "3"` (or 3) -> 3; absent -> null; anything else is a stale version. */
function ifMatchOf(request: FastifyRequest): number | null {
  const h = request.headers['if-match'];
  if (h === undefined) return null;
  const n = Number(String(h).replace(/^W\//, '').replace(/"/g, ''));
  return Number.isInteger(n) && n >= 0 ? n : -1;
}

/**
 * A download of everything held about one person, named after them and the day. Its routes
 * document it as the file the browser saves (`produces`), a JSON text of the modules' views.
 */
async function sendPersonData(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const data = await personData(ctx.db, userId, ctx.now(), requireUser(request));
  if (!data) throw notFound(clientNotFound);
  const day = berlinDateOf(ctx.now()); // the firm's calendar day, as the CSVs are named
  // The name in UTF-8 (`filename*`) with an ASCII fallback: a raw 'Yılmaz' in the header was a 500.
  const name = `daten-${data.account.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${day}.json`;
  return reply
    .header('content-disposition', contentDisposition(name))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(data, null, 2));
}

export function archiveRoutes(ctx: AppContext) {
  return routePlugin('archive', (api) => {
    api.get('/api/client-archive', {
      access: ['admin'],
      summary: 'Das Klientenarchiv mit Suche und Filtern, seitenweise (limit, offset)',
      query: archiveListQuery,
      responses: {
        200: { description: 'Eine Seite des Archivs, die Anzahlen und alle Paketnamen', body: archivePageSchema },
        400: 'Ungültige Suche, ungültiger Filter oder ungültige Seite',
      },
      handler: async (request) => archivePage(ctx.db, request.query),
    });

    api.put('/api/client-archive/:userId/notes', {
      access: ['admin'],
      notFound: clientNotFound,
      summary: 'Die Archivnotizen eines Klienten speichern (If-Match gegen Überschreiben)',
      params: userParam,
      headers: ifMatchHeader,
      body: notesRequest,
      responses: {
        200: { description: 'Die gespeicherten Notizen und ihre Version (auch als ETag)', body: notesSavedAnswer },
        409: 'Inzwischen von jemand anderem geändert',
      },
      handler: async (request, reply) => {
        const userId = request.params.userId;
        const { body: b } = request;
        const ifMatch = ifMatchOf(request);
        const now = ctx.now();
        await runNotesCommand(
          ctx,
          userId,
          async (tx) => {
            // The client's account deletion takes the same lock: notes saved at that moment are
            // refused, or written before the deletion erases them (never a row after the erasure).
            await lockPeople(tx, [userId]);
            if (!(await isClient(tx, userId))) throw notFound(clientNotFound);
            return { type: 'UpdateNotes', userId, notes: b.notes, ifMatch, now };
          },
          metadataOf(request),
        );
        const saved = await notesOf(ctx.db, userId);
        return reply
          .header('etag', `"${saved.version}"`)
          .send({ userId, notes: saved.notes, notesVersion: saved.version });
      },
    });

    api.get('/api/client-archive/:userId/export', {
      access: ['admin'],
      notFound: clientNotFound,
      summary: 'Alle gespeicherten Daten eines Klienten herunterladen',
      params: userParam,
      produces: 'application/json',
      responses: { 200: 'JSON-Datei (Anhang)' },
      handler: async (request, reply) => sendPersonData(ctx, request, reply, request.params.userId),
    });

    /** The client's own data (privacy: the right of access). */
    api.get('/api/users/me/export', {
      access: 'signedIn',
      summary: 'Alle eigenen gespeicherten Daten herunterladen (Auskunftsrecht)',
      produces: 'application/json',
      responses: { 200: 'JSON-Datei (Anhang)' },
      handler: async (request, reply) => sendPersonData(ctx, request, reply, requireUser(request).id),
    });
  });
}
