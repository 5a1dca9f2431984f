import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { forbidden, requireUser } from '../../server/http/access';
import { notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { sendDownload } from '../../server/http/download';
import { coachesClient } from '../packages';
import { downloadQuery, messages, type DownloadFormat } from './contract';
import { buildExportDocument, exportFileBase } from './export/document';
import { renderText } from './export/text';
import { findQuestionnaire, findQuestionnaireOfUser, toAdminView } from './queries';
import { isUuid } from '../../server/db/reads';
import type { QuestionnairesTable } from './tables';

// Any text: an id that names nothing answers 404 (or 403 for a partner) from the handler.
const questionnaireParam = z.object({ id: z.string() });
const clientParam = z.object({ clientId: z.string() });

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Both downloads: who may ask, the format they ask for, and what they answer. */
const downloadDocs = {
  access: ['partner'],
  query: downloadQuery,
  produces: DOCX_TYPE,
  responses: {
    200: 'DOCX (Standard) oder text/plain',
    400: 'Unbekanntes Format',
    403: 'Nicht Ihr Klient',
    404: messages.noQuestionnaire,
  },
} as const;

/**
 * Downloads of a questionnaire as DOCX (default) or text: admins any, a partner only those of
 * the clients in whose circle they are (packages' `coachesClient`: a package the client accepted or
 * that was activated, now or before). An offer still open, withdrawn or declined lets nobody in.
 */
export function downloadRoutes(ctx: AppContext) {
  /** Admins pass; a partner only for a client of theirs. */
  async function mayDownload(request: FastifyRequest, clientId: string | null): Promise<void> {
    const user = requireUser(request);
    if (user.role === 'admin') return;
    if (clientId !== null && isUuid(clientId) && (await coachesClient(ctx.db, user.id, clientId))) return;
    throw forbidden();
  }

  async function send(reply: FastifyReply, row: QuestionnairesTable | undefined, format: DownloadFormat) {
    if (!row) throw notFound(messages.noQuestionnaire, 'NO_QUESTIONNAIRE');
    const doc = buildExportDocument(toAdminView(row), ctx.config.PRODUCT_NAME);
    const base = exportFileBase(row.answers.name, ctx.now());
    return format === 'txt'
      ? sendDownload(reply, 'text/plain; charset=utf-8', `${base}.txt`, renderText(doc))
      : sendDownload(reply, DOCX_TYPE, `${base}.docx`, await (await import('./export/docx')).renderDocx(doc));
  }

  return routePlugin('onboarding', (api) => {
    api.get('/api/questionnaires/:id/download', {
      ...downloadDocs,
      summary: 'Einen Fragebogen als DOCX oder Text herunterladen',
      params: questionnaireParam,
      handler: async (request, reply) => {
        const row = await findQuestionnaire(ctx.db, request.params.id);
        if (row) await mayDownload(request, row.user_id);
        return send(reply, row, request.query.format);
      },
    });

    api.get('/api/questionnaires/client/:clientId/download', {
      ...downloadDocs,
      summary: 'Den Fragebogen eines Klienten als DOCX oder Text herunterladen',
      params: clientParam,
      handler: async (request, reply) => {
        await mayDownload(request, request.params.clientId);
        return send(reply, await findQuestionnaireOfUser(ctx.db, request.params.clientId), request.query.format);
      },
    });
  });
}
