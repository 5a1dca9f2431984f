import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../server/context';
import { DomainError, type EventMetadata } from '../../../server/eventstore';
import { HttpError } from '../../../server/http/errors';
import { routePlugin } from '../../../server/http/route';
import { succeeded } from '../../../server/http/succeeded';
import { successAnswer } from '../../../lib/answers';
import { requireUser } from '../../../server/http/access';
import { AttemptLimiter } from '../../../server/http/attempt-limiter';
import { metadataOf } from '../../../server/http/metadata';
import { messages, type Role } from '../contract';
import { findUserById, toUser } from '../queries';
import { tooManyAttempts, type AuthLimits } from '../attempt-guards';
import { startSession } from '../sign-in';
import { closeChallenge, countFailure, findChallenge, type ChallengePurpose } from './challenges';
import * as mfa from './commands';
import {
  mfaChallengeCodeRequest,
  mfaChallengeRequest,
  mfaCodeRequest,
  mfaDisableRequest,
  mfaMessages,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
} from './contract';
import { enrolledAnswer, signedInAnswer } from '../answers';

// 400 as for an unknown reset link: the caller's input is stale, no session is missing.
const challengeInvalid = () => new HttpError(400, mfaMessages.challengeInvalid, 'MFA_CHALLENGE_INVALID');

/**
 * Two-factor sign-in: set up and switch off in the account settings (signed in), and the login's
 * second step (public, opened only by the challenge the password step answered).
 */
export function mfaRoutes(ctx: AppContext, limits: AuthLimits) {
  // As the password step: every attempt counts per IP, wrong codes per account.
  const perIp = new AttemptLimiter(limits.perIp.max, limits.perIp.windowMs);
  const wrongCodes = new AttemptLimiter(limits.perAccount.max, limits.perAccount.windowMs);

  /** The account a challenge belongs to (still active), or 400; rate limited before any code is looked at. */
  async function challenged(request: FastifyRequest, token: string, purpose: ChallengePurpose) {
    const challenge = await findChallenge(ctx.db, token, purpose, ctx.now());
    const user = challenge ? await findUserById(ctx.db, challenge.user_id) : undefined;
    if (perIp.isBlocked(`mfa:${request.ip}`) || (user && wrongCodes.isBlocked(user.id)))
      throw new HttpError(429, messages.tooManyAttempts, 'RATE_LIMITED');
    perIp.record(`mfa:${request.ip}`);
    if (!challenge || !user || user.deactivated_at !== null) throw challengeInvalid();
    // Acting as the person who gave the password: the events of this step are theirs.
    const meta = { ...metadataOf(request), actorId: user.id, actorRole: user.role as Role };
    return { challenge, user, account: { id: user.id, email: user.email, role: user.role }, meta };
  }

  /**
   * A second step that ends in a session: `work` runs for the challenge's account with the typed
   * code; a wrong code counts against the account and the challenge (then the rejection goes on);
   * success spends the challenge and signs in.
   */
  async function finishSignIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { challenge: string; code: string },
    purpose: ChallengePurpose,
    work: (userId: string, code: string, meta: EventMetadata) => Promise<T>,
  ) {
    const { challenge, user, meta } = await challenged(request, body.challenge, purpose);
    let result: T;
    try {
      result = await work(user.id, body.code, meta);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'MfaCodeInvalid') {
        wrongCodes.record(user.id);
        await countFailure(ctx.db, challenge.id);
      }
      throw error;
    }
    await closeChallenge(ctx.db, challenge.id);
    wrongCodes.reset(user.id);
    const token = await startSession(ctx, reply, user.id);
    return { result, user: toUser(user), token };
  }

  return routePlugin('identity', (api) => {
    api.get('/api/users/mfa', {
      access: 'signedIn',
      summary: 'Stand der eigenen Zwei-Faktor-Anmeldung',
      responses: {
        200: { description: 'Eingerichtet, vorgeschrieben, übrige Wiederherstellungscodes', body: mfaStatusSchema },
      },
      handler: async (request) => {
        const user = requireUser(request);
        return { ...(await mfa.mfaStatus(ctx, user.id)), required: mfa.isRequiredFor(ctx, user.role) };
      },
    });

    api.post('/api/users/mfa/setup', {
      access: 'signedIn',
      summary: 'Zwei-Faktor-Anmeldung einrichten: ein neues Geheimnis für die App',
      responses: {
        200: { description: 'Das Geheimnis und die Adresse für die App', body: mfaSetupSchema },
        409: 'Bereits eingerichtet',
      },
      handler: async (request) => mfa.startEnrolment(ctx, requireUser(request), metadataOf(request)),
    });

    api.post('/api/users/mfa/enable', {
      access: 'signedIn',
      summary: 'Zwei-Faktor-Anmeldung mit dem ersten Code der App bestätigen',
      body: mfaCodeRequest,
      responses: {
        200: { description: 'Die Wiederherstellungscodes (nur dieses eine Mal)', body: recoveryCodesSchema },
        400: 'Code ungültig',
        409: 'Bereits eingerichtet',
      },
      handler: async (request) => ({
        recoveryCodes: await mfa.confirmEnrolment(ctx, requireUser(request).id, request.body.code, metadataOf(request)),
      }),
    });

    api.post('/api/users/mfa/disable', {
      access: 'signedIn',
      summary: 'Zwei-Faktor-Anmeldung mit dem Passwort deaktivieren',
      body: mfaDisableRequest,
      responses: {
        200: { description: 'Deaktiviert', body: successAnswer },
        400: 'Passwort falsch',
        403: 'Für die Rolle vorgeschrieben',
      },
      handler: async (request) =>
        succeeded(mfa.disableMfa(ctx, requireUser(request), request.body.password, metadataOf(request))),
    });

    api.post('/api/auth/mfa/verify', {
      access: 'public',
      summary: 'Zweiter Schritt der Anmeldung: Code der App oder Wiederherstellungscode',
      body: mfaChallengeCodeRequest,
      responses: {
        200: { description: 'Angemeldet: Benutzer und Token', body: signedInAnswer },
        400: 'Code ungültig oder Anmeldung abgelaufen',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        const { user, token } = await finishSignIn(request, reply, request.body, 'verify', (id, code, meta) =>
          mfa.proveSecondFactor(ctx, id, code, meta),
        );
        return { user, token };
      },
    });

    api.post('/api/auth/mfa/enrol/setup', {
      access: 'public',
      summary: 'Pflicht-Einrichtung bei der Anmeldung: ein neues Geheimnis für die App',
      body: mfaChallengeRequest,
      responses: {
        200: { description: 'Das Geheimnis und die Adresse für die App', body: mfaSetupSchema },
        400: 'Anmeldung abgelaufen',
        ...tooManyAttempts,
      },
      handler: async (request) => {
        const { account, meta } = await challenged(request, request.body.challenge, 'enrol');
        return mfa.startEnrolment(ctx, account, meta);
      },
    });

    api.post('/api/auth/mfa/enrol', {
      access: 'public',
      summary: 'Pflicht-Einrichtung bestätigen und anmelden',
      body: mfaChallengeCodeRequest,
      responses: {
        200: {
          description: 'Angemeldet: Benutzer, Token und die Wiederherstellungscodes (nur dieses eine Mal)',
          body: enrolledAnswer,
        },
        400: 'Code ungültig oder Anmeldung abgelaufen',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        const { result, user, token } = await finishSignIn(request, reply, request.body, 'enrol', (id, code, meta) =>
          mfa.confirmEnrolment(ctx, id, code, meta),
        );
        return { user, token, recoveryCodes: result };
      },
    });
  });
}
