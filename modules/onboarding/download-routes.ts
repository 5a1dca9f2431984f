import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../server/context';
import { requireUser } from '../../server/http/access';
import { HttpError } from '../../server/http/errors';
import { docs } from '../../server/http/openapi';
import { partnerHasClient } from '../packages';
import { downloadQuery, messages, type DownloadFormat } from './contract';
import { buildExportDocument, contentDisposition, exportFileBase } from './export/document';
import { renderDocx } from './export/docx';
import { renderText } from './export/text';
import { findQuestionnaire, findQuestionnaireOfUser, isQuestionnaireId, toAdminView } from './queries';
import type { QuestionnairesTable } from './tables';

// Any text: an id that names nothing answers 404 (or 403 for a partner) from the handler.
const questionnaireParam = z.object({ id: z.string() });
const clientParam = z.object({ clientId: z.string() });

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Downloads of a questionnaire as DOCX (default) or text: admins any, a partner only those of
 * their own clients (a client with an allocation of theirs, `partnerHasClient` of packages).
 */
export function downloadRoutes(ctx: AppContext) {
  /** Admins pass; a partner only for a client of theirs. */
  async function mayDownload(request: FastifyRequest, clientId: string | null): Promise<void> {
    const user = requireUser(request);
    if (user.role === 'admin') return;
    if (clientId !== null && isQuestionnaireId(clientId) && (await partnerHasClient(ctx.db, user.id, clientId))) return;
    throw new HttpError(403, messages.forbidden, 'FORBIDDEN');
  }

  async function send(reply: FastifyReply, row: QuestionnairesTable | undefined, format: DownloadFormat) {
    if (!row) throw new HttpError(404, messages.noQuestionnaire, 'NO_QUESTIONNAIRE');
    const doc = buildExportDocument(toAdminView(row), ctx.config.PRODUCT_NAME);
    const base = exportFileBase(row.answers.name, ctx.now());
    reply.header('cache-control', 'no-store');
    if (format === 'txt') {
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition(`${base}.txt`))
        .send(renderText(doc));
    }
    return reply
      .type(DOCX_TYPE)
      .header('content-disposition', contentDisposition(`${base}.docx`))
      .send(await renderDocx(doc));
  }

  return async function routes(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/questionnaires/:id/download',
      {
        config: { access: ['partner'] },
        schema: docs({
          tag: 'onboarding',
          summary: 'Einen Fragebogen als DOCX oder Text herunterladen',
          params: questionnaireParam,
          query: downloadQuery,
          produces: DOCX_TYPE,
          responses: {
            200: 'DOCX (Standard) oder text/plain',
            400: 'Unbekanntes Format',
            403: 'Nicht Ihr Klient',
            404: 'Kein Fragebogen',
          },
        }),
      },
      async (request, reply) => {
        const { format } = request.query;
        const row = await findQuestionnaire(ctx.db, request.params.id);
        if (row) await mayDownload(request, row.user_id);
        return send(reply, row, format);
      },
    );

    app.get(
      '/api/questionnaires/client/:clientId/download',
      {
        config: { access: ['partner'] },
        schema: docs({
          tag: 'onboarding',
          summary: 'Den Fragebogen eines Klienten als DOCX oder Text herunterladen',
          params: clientParam,
          query: downloadQuery,
          produces: DOCX_TYPE,
          responses: {
            200: 'DOCX (Standard) oder text/plain',
            400: 'Unbekanntes Format',
            403: 'Nicht Ihr Klient',
            404: 'Kein Fragebogen',
          },
        }),
      },
      async (request, reply) => {
        const { format } = request.query;
        await mayDownload(request, request.params.clientId);
        return send(reply, await findQuestionnaireOfUser(ctx.db, request.params.clientId), format);
      },
    );
  };
}
