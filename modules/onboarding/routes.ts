import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../server/context';
import { HttpError, notFound } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { AttemptLimiter } from '../../server/http/attempt-limiter';
import { metadataOf } from '../../server/http/metadata';
import { capabilityMatches, clearCapabilityCookie, presentedTokens, setCapabilityCookie } from './capability';
import * as commands from './commands';
import {
  createQuestionnaireRequest,
  createQuestionnaireResponse,
  editTokenHeader,
  getQuestionnaireResponse,
  messages,
  questionnaireRequestsResponse,
  requestListQuery,
  updateQuestionnaireRequest,
  updateQuestionnaireResponse,
  emailStatusAnswer,
  emailStatusRequest,
} from './contract';
import { mayRead } from './decide';
import { findUserByEmail } from '../identity';
import { downloadRoutes } from './download-routes';
import { findQuestionnaire, pageOfRequests, stateForReading, toAdminView, toRequest, toView } from './queries';

interface OnboardingLimits {
  /** Questionnaires created per IP and window. */
  create: { max: number; windowMs: number };
  /** Saves per IP and window (the wizard saves at most every 2 s while a visitor types). */
  update: { max: number; windowMs: number };
  /** E-mail checks per IP and window: enough for a visitor who mistypes, little for a list. */
  emailStatus: { max: number; windowMs: number };
}

const defaultOnboardingLimits: OnboardingLimits = {
  create: { max: 20, windowMs: 15 * 60_000 },
  update: { max: 600, windowMs: 15 * 60_000 },
  emailStatus: { max: 20, windowMs: 15 * 60_000 },
};

/** Far above the largest valid answers (two long texts of 4000 characters). */
const BODY_LIMIT = 64 * 1024;

// For the API document: the edit token of an anonymous questionnaire (the cookie carries it too).
const tokenHeader = z.object({
  [editTokenHeader]: z.string().optional().describe('Das editToken aus der Antwort beim Anlegen'),
});

/** Uuid-shaped (else 404, `config.notFound`): the web re-creates a questionnaire it cannot find. */
const saveParam = z.object({ id: z.guid() });
/** Any text: an id that names no questionnaire answers 404 from the lookup. */
const readParam = z.object({ id: z.string() });

export function onboardingRoutes(ctx: AppContext, limits: OnboardingLimits = defaultOnboardingLimits) {
  const creates = new AttemptLimiter(limits.create.max, limits.create.windowMs);
  const updates = new AttemptLimiter(limits.update.max, limits.update.windowMs);
  const emailChecks = new AttemptLimiter(limits.emailStatus.max, limits.emailStatus.windowMs);

  /** A `preValidation` hook: the limit counts every attempt, valid or not, as before validation. */
  const limit = (limiter: AttemptLimiter) => async (request: FastifyRequest) => {
    if (limiter.isBlocked(request.ip)) throw new HttpError(429, messages.tooManyRequests, 'RATE_LIMITED');
    limiter.record(request.ip);
  };

  return routePlugin('onboarding', async (api, fastify) => {
    api.post('/api/questionnaires', {
      access: 'public',
      bodyLimit: BODY_LIMIT,
      preValidation: limit(creates),
      summary: 'Einen Fragebogen anlegen (anonym: mit Bearbeitungs-Token als Cookie und in der Antwort)',
      body: createQuestionnaireRequest,
      responses: {
        201: { description: 'Der neue Fragebogen mit editToken', body: createQuestionnaireResponse },
        429: 'Zu viele Fragebögen von dieser Adresse',
      },
      handler: async (request, reply) => {
        const { editToken, row } = await commands.createQuestionnaire(
          ctx,
          request.body,
          request.user?.id ?? null,
          metadataOf(request),
        );
        if (row.user_id === null) setCapabilityCookie(request, reply, editToken, ctx.now());
        return { id: row.id, editToken, questionnaire: toView(row) };
      },
    });

    // What registering at step 4 would tell anyone (409) told at step 1, before any mail goes out.
    api.post('/api/questionnaires/email-status', {
      access: 'public',
      preValidation: limit(emailChecks),
      summary: 'Ob zu einer E-Mail-Adresse schon ein Konto besteht (Schritt 1 des Fragebogens)',
      body: emailStatusRequest,
      responses: {
        200: { description: 'hasAccount: ja oder nein', body: emailStatusAnswer },
        429: 'Zu viele Prüfungen von dieser Adresse',
      },
      handler: async (request) => ({
        hasAccount: request.body.email !== '' && (await findUserByEmail(ctx.db, request.body.email)) !== undefined,
      }),
    });

    api.put('/api/questionnaires/:id', {
      access: 'public',
      notFound: messages.notFound,
      bodyLimit: BODY_LIMIT,
      preValidation: limit(updates),
      summary: 'Einen Fragebogen speichern (mit Bearbeitungs-Token oder als sein Klient)',
      params: saveParam,
      headers: tokenHeader,
      body: updateQuestionnaireRequest,
      responses: {
        200: { description: 'Der gespeicherte Fragebogen', body: updateQuestionnaireResponse },
        400: 'Eingabe ungültig oder Fragebogen unvollständig',
        401: 'Zum Verknüpfen mit einem Konto anmelden',
        403: 'Kein gültiges Token oder fremder Fragebogen',
        409: 'Schon mit einem Konto verknüpft',
        429: 'Zu viele Speichervorgänge',
      },
      handler: async (request, reply) => {
        const { id } = request.params;
        const actor = { tokens: presentedTokens(request), userId: request.user?.id ?? null };
        const row = await commands.updateQuestionnaire(ctx, id, request.body, actor, metadataOf(request));
        if (row.user_id !== null && actor.tokens.length > 0) clearCapabilityCookie(reply);
        return { id, questionnaire: toView(row) };
      },
    });

    api.get('/api/questionnaires/requests', {
      access: ['admin'],
      summary: 'Paketanfragen aus Fragebögen, seitenweise, mit Suche und Filter',
      query: requestListQuery,
      responses: {
        200: { description: 'Eine Seite der Anfragen und ihre Gesamtzahl', body: questionnaireRequestsResponse },
        400: 'Ungültige Suche, ungültiger Filter oder ungültige Seite',
      },
      handler: async (request) => {
        const { rows, total } = await pageOfRequests(ctx.db, request.query);
        return { requests: rows.map(toRequest), total };
      },
    });

    api.get('/api/questionnaires/:id', {
      access: 'public',
      summary: 'Einen Fragebogen lesen (mit Token, als sein Klient oder als Admin)',
      params: readParam,
      headers: tokenHeader,
      responses: {
        200: { description: 'Der Fragebogen (Admins mit mehr Feldern)', body: getQuestionnaireResponse },
        403: 'Kein Zugriff',
        404: 'Fragebogen nicht gefunden',
      },
      handler: async (request) => {
        const row = await findQuestionnaire(ctx.db, request.params.id);
        if (!row) throw notFound(messages.notFound);
        const isAdmin = request.user?.role === 'admin';
        const capabilityValid = !isAdmin && (await capabilityMatches(ctx.db, row.id, presentedTokens(request)));
        if (!mayRead(stateForReading(row), { capabilityValid, userId: request.user?.id ?? null, isAdmin })) {
          throw new HttpError(403, messages.forbidden, 'FORBIDDEN');
        }
        return { questionnaire: isAdmin ? toAdminView(row) : toView(row) };
      },
    });

    await fastify.register(downloadRoutes(ctx));
  });
}
