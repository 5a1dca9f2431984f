import type { AppContext } from '../../../server/context';
import { routePlugin } from '../../../server/http/route';
import { successAnswer } from '../../../lib/answers';
import { requireUser } from '../../../server/http/access';
import { metadataOf } from '../../../server/http/metadata';
import { tooManyAttempts, type AttemptGuards, type AuthLimits } from '../attempt-guards';
import { DomainError } from '../../../server/eventstore';
import * as mfa from './commands';
import {
  mfaChallengeCodeRequest,
  mfaChallengeRequest,
  mfaCodeRequest,
  mfaDisableRequest,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
} from './contract';
import { enrolledAnswer, signedInAnswer } from '../answers';
import { secondStep } from './second-step';
import { isRequiredFor } from './policy';

/**
 * Two-factor sign-in: set up and switch off in the account settings (signed in), and the login's
 * second step (public, opened only by the challenge the password step answered: second-step.ts).
 */
export function mfaRoutes(ctx: AppContext, limits: AuthLimits, guard: AttemptGuards) {
  const { challenged, finishSignIn } = secondStep(ctx, limits);

  return routePlugin('identity', (api) => {
    api.get('/api/users/mfa', {
      access: 'signedIn',
      summary: 'Stand der eigenen Zwei-Faktor-Anmeldung',
      responses: {
        200: { description: 'Eingerichtet, vorgeschrieben, übrige Wiederherstellungscodes', body: mfaStatusSchema },
      },
      handler: async (request) => {
        const user = requireUser(request);
        return { ...(await mfa.mfaStatus(ctx, user.id)), required: await isRequiredFor(ctx, user.role) };
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
      summary: 'Zwei-Faktor-Anmeldung mit dem ersten Code der App bestätigen (beendet die anderen Sitzungen)',
      body: mfaCodeRequest,
      responses: {
        200: { description: 'Die Wiederherstellungscodes (nur dieses eine Mal)', body: recoveryCodesSchema },
        400: 'Code ungültig',
        409: 'Bereits eingerichtet',
      },
      handler: async (request) => ({
        recoveryCodes: await mfa.confirmEnrolment(
          ctx,
          requireUser(request).id,
          request.body.code,
          metadataOf(request),
          request.sessionId ?? null,
        ),
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
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        // A guess of the password as at the login, so limited as the login is (per account and address).
        const user = requireUser(request);
        guard.beforeLogin(request, reply, user.email);
        try {
          await mfa.disableMfa(ctx, user, request.body.password, metadataOf(request));
        } catch (error) {
          if (error instanceof DomainError && error.code === 'CurrentPasswordIncorrect')
            guard.loginFailed(request, user.email);
          throw error;
        }
        guard.loginSucceeded(request, user.email);
        return { success: true as const };
      },
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
      handler: async (request, reply) => {
        const { account, meta } = await challenged(request, reply, request.body.challenge, 'enrol');
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
