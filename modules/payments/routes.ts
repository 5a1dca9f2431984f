import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context';
import { berlinDateOf } from '../../lib/german/time';
import { actorOf } from '../../server/http/access';
import { HttpError, notFound } from '../../server/http/errors';
import { metadataOf } from '../../server/http/metadata';
import { routePlugin } from '../../server/http/route';
import { settingRoutes } from '../../server/http/setting-routes';
import { idParam } from '../../server/http/path-params';
import { readMultipart } from '../../server/http/multipart-read';
import {
  confirmRequest,
  confirmResultSchema,
  dismissRequest,
  paymentLineViewSchema,
  proposalsQuery,
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_CREDITS,
  paymentProposalsSchema,
  paymentSettings,
  paymentSettingsAnswer,
  paymentsMessages,
  statementImportSchema,
  statementUploadResultSchema,
  type ConfirmResult,
  type StatementUploadResult,
} from './contract';
import { confirmLine, dismissLine, importStatement, setPaymentSettings } from './commands';
import { bookManualPayment, undoPayment } from './manual-commands';
import { manualPaymentResultSchema, undoPaymentResultSchema } from './manual-contract';
import { manualPaymentRequest, undoPaymentRequest } from '../invoicing/contract';
import { confirmMessage, earlierMonthNote } from './confirm-message';
import { lineView, paymentProposals, paymentSettingsOf } from './queries';
import { readStatement } from './statement';
import { uploadResultOf } from './upload-result';
import { startStatementImport } from './imports/commands';
import { statementImportView } from './imports/queries';
import { UnreadableStatement } from './statement-line';
import { refundRoutes } from './refunds/routes';

const importNotFound = 'Diesen Import gibt es nicht.';

const statementRefusals = {
  noFile: paymentsMessages.noFile,
  tooLarge: paymentsMessages.tooLarge,
  tooLargeCode: 'FILE_TOO_LARGE',
};

/** The one uploaded file's bytes; a German 400 for no file, a non-multipart body or one too large. */
function uploadedBytes(request: FastifyRequest): Promise<Uint8Array> {
  return readMultipart(request, statementRefusals, async () => {
    const file = await request.file();
    if (!file) throw new HttpError(400, paymentsMessages.noFile, 'NO_FILE');
    return new Uint8Array(await file.toBuffer());
  });
}

/** The file's credits; a booking it cannot read as meant refuses the whole file (German 400). */
function readableStatement(bytes: Uint8Array) {
  try {
    return readStatement(bytes);
  } catch (err) {
    if (err instanceof UnreadableStatement) throw new HttpError(400, err.message, 'UNREADABLE_STATEMENT');
    throw err;
  }
}

export function paymentsRoutes(ctx: AppContext) {
  return routePlugin('payments', async (api, fastify) => {
    // Only here: a statement is the one upload of this module (one file, at most 5 MB).
    await fastify.register(multipart, { limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5 } });

    api.post('/api/payments/statements', {
      access: ['admin'],
      summary: 'Einen Kontoauszug hochladen (multipart, Feld "file"): CAMT.053 (XML) oder CSV-Export der Bank',
      bodyLimit: MAX_STATEMENT_BYTES + 64 * 1024,
      responses: {
        200: { description: 'Was gelesen, neu angelegt und zugeordnet wurde', body: statementUploadResultSchema },
        400: 'Keine Datei, zu groß, oder kein lesbarer Kontoauszug (nichts gespeichert)',
      },
      handler: async (request): Promise<StatementUploadResult> => {
        const read = readableStatement(await uploadedBytes(request));
        if (!read) throw new HttpError(400, paymentsMessages.notAStatement, 'NOT_A_STATEMENT');
        if (read.lines.length > MAX_STATEMENT_CREDITS)
          throw new HttpError(400, paymentsMessages.tooManyCredits, 'TOO_MANY_CREDITS');
        return uploadResultOf(
          read,
          await importStatement(ctx, read.format, read.lines, read.outgoing, metadataOf(request)),
        );
      },
    });

    api.post('/api/payments/statement-imports', {
      access: ['admin'],
      summary:
        'Einen Kontoauszug (bis 10.000 Buchungen) im Hintergrund importieren: antwortet sofort mit dem Import, dessen Fortschritt GET liest',
      bodyLimit: MAX_STATEMENT_BYTES + 64 * 1024,
      responses: {
        201: { description: 'Der Import (wartend)', body: statementImportSchema },
        400: 'Keine Datei oder zu groß (nichts gespeichert)',
      },
      handler: async (request) => {
        const id = await startStatementImport(ctx, await uploadedBytes(request), metadataOf(request));
        return (await statementImportView(ctx.db, id))!;
      },
    });

    api.get('/api/payments/statement-imports/:id', {
      access: ['admin'],
      notFound: importNotFound,
      summary: 'Ein Import: Fortschritt („3.000 von 10.000 Zeilen“), das Ergebnis oder warum die Datei abgelehnt wurde',
      params: idParam,
      responses: { 200: { description: 'Der Import', body: statementImportSchema } },
      handler: async (request) => {
        const view = await statementImportView(ctx.db, request.params.id);
        if (!view) throw notFound(importNotFound);
        return view;
      },
    });

    api.get('/api/payments/proposals', {
      access: ['admin'],
      summary:
        'Zuordnungsvorschläge, nicht zugeordnete und erledigte Buchungen (je 50 pro Seite), zuletzt bestätigte Zahlungen, offene Rechnungen',
      query: proposalsQuery,
      responses: {
        200: {
          description: '{ proposals, unmatched, dismissed, confirmed, paging, pageSize, openInvoices }',
          body: paymentProposalsSchema,
        },
        400: 'Keine gültige Seitenzahl',
      },
      handler: async (request) => paymentProposals(ctx.db, request.query),
    });

    api.post('/api/payments/lines/:id/dismiss', {
      access: ['admin'],
      summary: 'Eine Buchung, die keine Rechnung betrifft, mit Grund als erledigt ablegen',
      params: idParam,
      notFound: paymentsMessages.lineNotFound,
      body: dismissRequest,
      responses: {
        200: { description: 'Die abgelegte Buchung', body: paymentLineViewSchema },
        400: 'Kein Grund angegeben',
        409: 'Schon bestätigt oder schon abgelegt',
      },
      handler: async (request) => {
        const { id } = request.params;
        await dismissLine(ctx, actorOf(request), id, request.body.reason, metadataOf(request));
        return (await lineView(ctx.db, id))!;
      },
    });

    api.post('/api/payments/proposals/:id/confirm', {
      access: ['admin'],
      summary:
        'Eine Buchung als Zahlung bestätigen: auf der vorgeschlagenen oder (invoiceId) gewählten Rechnung buchen',
      params: idParam,
      notFound: paymentsMessages.lineNotFound,
      body: confirmRequest,
      responses: {
        200: {
          description: 'Die bestätigte Buchung; ob die Rechnung nun bezahlt und das Paket aktiviert ist',
          body: confirmResultSchema,
        },
        409: 'Schon bestätigt, oder die Rechnung nimmt keine Zahlung an (storniert, Entwurf)',
      },
      handler: async (request): Promise<ConfirmResult> => {
        const { id } = request.params;
        const outcome = await confirmLine(
          ctx,
          actorOf(request),
          id,
          request.body?.invoiceId ?? null,
          metadataOf(request),
        );
        const line = (await lineView(ctx.db, id))!;
        const { invoicePaid, packageActivated } = outcome;
        return { line, invoicePaid, packageActivated, message: confirmMessage(outcome) };
      },
    });

    api.post('/api/payments/manual', {
      access: ['admin'],
      summary: 'Eine Zahlung von Hand buchen (Bar, anderes Konto, Verrechnung) mit Datum, Betrag in Cent und Notiz',
      body: manualPaymentRequest,
      responses: {
        201: { description: 'Die gebuchte Zahlung; ob die Rechnung nun bezahlt ist', body: manualPaymentResultSchema },
        400: 'Betrag, Datum (nicht in der Zukunft, nicht vor dem Rechnungsdatum), Zahlungsart oder Notiz ungültig',
        404: 'Keine solche Rechnung',
        409: 'Die Rechnung nimmt keine Zahlung an (Entwurf, storniert, Stornorechnung)',
      },
      handler: async (request) => {
        const { paymentId, outcome } = await bookManualPayment(ctx, request.body, metadataOf(request));
        const { invoiceId } = request.body;
        const { invoicePaid, packageActivated } = outcome;
        const note = earlierMonthNote(request.body.date, berlinDateOf(ctx.now()));
        return { paymentId, invoiceId, invoicePaid, packageActivated, message: confirmMessage(outcome) + note };
      },
    });

    api.post('/api/payments/:id/undo', {
      access: ['admin'],
      summary:
        'Eine gebuchte Zahlung mit Grund zurücknehmen: die Rechnung ist wieder offen, eine Kontobuchung neu zuordenbar',
      params: idParam,
      notFound: 'Zahlung nicht gefunden.',
      body: undoPaymentRequest,
      responses: {
        200: { description: 'Die zurückgenommene Zahlung', body: undoPaymentResultSchema },
        400: 'Kein Grund angegeben',
        409: 'Bereits zurückgenommen',
      },
      handler: async (request) => {
        const { id } = request.params;
        const invoiceId = await undoPayment(ctx, actorOf(request), id, request.body.reason, metadataOf(request));
        return {
          paymentId: id,
          invoiceId,
          message:
            'Zahlung zurückgenommen. Die Rechnung ist wieder offen; die nächste DATEV-Übergabe bucht die Korrektur.',
        };
      },
    });

    refundRoutes(api, ctx);

    settingRoutes(api, '/api/payments/settings', {
      readAccess: ['admin'],
      readSummary: 'Die Zahlungseinstellungen (automatisch aktivieren, sobald bezahlt)',
      saveSummary: 'Die Zahlungseinstellungen speichern',
      body: paymentSettings,
      answer: { description: '{ autoActivate }', body: paymentSettingsAnswer },
      view: () => paymentSettingsOf(ctx.db),
      save: (actor, body, metadata) => setPaymentSettings(ctx, actor, body.autoActivate, metadata),
    });
  });
}
