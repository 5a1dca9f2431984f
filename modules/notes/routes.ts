import type { AppContext } from '../../server/context';
import { actorOf } from '../../server/http/access';
import { ifMatchHeader, ifMatchVersion, requiredIfMatch } from '../../server/http/if-match';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { idParam } from '../../server/http/path-params';
import { successAnswer } from '../../lib/answers';
import { editNoteRequest, noteMessages, notesAnswer, writeNoteRequest, writtenNoteAnswer } from './contract';
import { outsideCircle } from './circle';
import { onClientCircle, readByCircle, writeByCircle } from './routes-circle';
import { deleteNote, editNote, writeNote } from './commands';
import { notesFor } from './queries';

const onChange = {
  400: 'Eingabe ungültig',
  403: 'Nicht die eigene Notiz',
  404: 'Notiz nicht gefunden (oder nicht lesbar)',
  409: 'Inzwischen geändert (If-Match), oder die Zusammenfassung eines Meetings',
};

/**
 * Notes kept on a client (issue 33). Who may read: the client (shared notes and their own), the
 * Acceleratoren allocated to the client now or before and the office (team and shared notes, their
 * own private ones); anyone else gets 404, as for an unknown client.
 */
export function notesRoutes(ctx: AppContext) {
  return routePlugin('notes', (api) => {
    api.get('/api/clients/:clientId/notes', {
      ...onClientCircle,
      summary: 'Die Notizen zu einem Klienten, soweit der Leser sie sehen darf (neueste zuerst)',
      responses: { 200: { description: '{ notes }', body: notesAnswer }, ...outsideCircle },
      handler: readByCircle(ctx.db, async (reader, clientId) => ({ notes: await notesFor(ctx.db, reader, clientId) })),
    });

    api.post('/api/clients/:clientId/notes', {
      ...onClientCircle,
      summary: 'Eine Notiz zu einem Klienten schreiben (privat, Team oder geteilt; optional zu einem Meeting)',
      body: writeNoteRequest,
      responses: {
        201: { description: 'Id und Version der neuen Notiz', body: writtenNoteAnswer },
        400: 'Eingabe ungültig, Team-Notiz eines Klienten oder fremdes Meeting',
        ...outsideCircle,
      },
      handler: writeByCircle(ctx, writeNote),
    });

    api.put('/api/notes/:id', {
      access: 'signedIn',
      notFound: noteMessages.notFound,
      summary: 'Die eigene Notiz ändern: Text und Sichtbarkeit (If-Match Pflicht)',
      params: idParam,
      headers: ifMatchHeader,
      body: editNoteRequest,
      responses: {
        200: { description: 'Id und neue Version', body: writtenNoteAnswer },
        ...onChange,
        428: 'If-Match fehlt',
      },
      handler: async (request) =>
        editNote(
          ctx,
          actorOf(request),
          request.params.id,
          request.body,
          requiredIfMatch(request, noteMessages),
          metadataOf(request),
        ),
    });

    api.delete('/api/notes/:id', {
      access: 'signedIn',
      notFound: noteMessages.notFound,
      summary: 'Die eigene Notiz löschen (If-Match optional)',
      params: idParam,
      headers: ifMatchHeader,
      responses: { 200: { description: '{ success: true }', body: successAnswer }, ...onChange },
      handler: async (request) =>
        succeeded(
          deleteNote(
            ctx,
            actorOf(request),
            request.params.id,
            ifMatchVersion(request, noteMessages),
            metadataOf(request),
          ),
        ),
    });
  });
}
