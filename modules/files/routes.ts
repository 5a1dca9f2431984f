import multipart from '@fastify/multipart';
import type { AppContext } from '../../server/context';
import { actorOf } from '../../server/http/access';
import { contentDisposition, sendDownload } from '../../server/http/download';
import { berlinWallClock } from '../../lib/german/time';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { succeeded } from '../../server/http/succeeded';
import { idParam } from '../../server/http/path-params';
import { successAnswer } from '../../lib/answers';
import { onClientCircle, outsideCircle, readByCircle, requireReader } from '../notes';
import { fileMessages, filesAnswer, MAX_FILE_BYTES, uploadedFileAnswer } from './contract';
import { deleteFile, downloadFile, filesZip, uploadFile } from './commands';
import { filesFor, usedBytesOf } from './queries';
import { readUpload } from './upload';

/**
 * Files kept on a client (issue 33): who may see one as for notes (private, team, shared). Served
 * only as an attachment, with the type read from its bytes, never sniffed, never run in the page.
 */
export function filesRoutes(ctx: AppContext) {
  return routePlugin('files', async (api, fastify) => {
    await fastify.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 5 } });

    api.get('/api/clients/:clientId/files', {
      ...onClientCircle,
      summary: 'Die Dateien eines Klienten, soweit der Leser sie sehen darf (neueste zuerst), und der belegte Platz',
      responses: { 200: { description: '{ files, usedBytes }', body: filesAnswer }, ...outsideCircle },
      handler: readByCircle(ctx.db, async (reader, clientId) => ({
        files: await filesFor(ctx.db, reader, clientId),
        usedBytes: await usedBytesOf(ctx.db, clientId),
      })),
    });

    api.post('/api/clients/:clientId/files', {
      ...onClientCircle,
      summary: 'Eine Datei hochladen (multipart: file, visibility, meetingId?): PDF, Bild, Office-Dokument, Text',
      bodyLimit: MAX_FILE_BYTES + 64 * 1024,
      responses: {
        201: { description: 'Die Id der Datei', body: uploadedFileAnswer },
        400: 'Keine Datei, leere Datei, zu groß, Art nicht erlaubt, Speicher voll, oder ungültige Angaben (nichts gespeichert)',
        ...outsideCircle,
      },
      handler: async (request) => {
        // Outside the circle nothing of the body is read: 404 first.
        await requireReader(ctx.db, actorOf(request), request.params.clientId);
        const upload = await readUpload(request);
        return uploadFile(ctx, actorOf(request), request.params.clientId, upload, metadataOf(request));
      },
    });

    api.get('/api/clients/:clientId/files/export', {
      ...onClientCircle,
      summary: 'Alle Dateien eines Klienten, die der Leser sehen darf, als ZIP (Datenauskunft)',
      produces: 'application/zip',
      responses: { 200: 'ZIP-Datei (Anhang)', ...outsideCircle },
      handler: async (request, reply) => {
        const { clientId } = request.params;
        const zip = await filesZip(ctx, actorOf(request), clientId, metadataOf(request));
        const day = berlinWallClock(ctx.now()).date;
        return sendDownload(reply, 'application/zip', `dateien-${day}.zip`, Buffer.from(zip));
      },
    });

    api.get('/api/files/:id', {
      access: 'signedIn',
      notFound: fileMessages.notFound,
      summary: 'Die Datei selbst, zum Herunterladen (Content-Disposition: attachment)',
      params: idParam,
      produces: 'application/octet-stream',
      responses: {
        200: 'Die Bytes der Datei (Typ wie beim Hochladen aus dem Inhalt gelesen)',
        404: 'Datei nicht gefunden (oder nicht sichtbar)',
      },
      handler: async (request, reply) => {
        const file = await downloadFile(ctx, actorOf(request), request.params.id, metadataOf(request));
        return reply
          .type(file.contentType)
          .header('cache-control', 'private, no-store')
          .header('content-disposition', contentDisposition(file.name))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .send(Buffer.from(file.bytes));
      },
    });

    api.delete('/api/files/:id', {
      access: 'signedIn',
      notFound: fileMessages.notFound,
      summary: 'Die eigene Datei löschen',
      params: idParam,
      responses: {
        200: { description: '{ success: true }', body: successAnswer },
        403: 'Nicht selbst hochgeladen',
        404: 'Datei nicht gefunden (oder nicht sichtbar)',
      },
      handler: async (request) => succeeded(deleteFile(ctx, actorOf(request), request.params.id, metadataOf(request))),
    });
  });
}
