import type { FastifyReply, FastifyRequest } from 'fastify';
import { messageAnswer, successAnswer } from '../../lib/answers';
import { acceptTermsRequest } from '../../lib/legal-versions-schema';
import type { AppContext } from '../../server/context';
import { HttpError } from '../../server/http/errors';
import { routePlugin } from '../../server/http/route';
import { requireUser } from '../../server/http/access';
import { clearSessionCookie } from '../../server/http/session-cookie';
import { metadataOf } from '../../server/http/metadata';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  messages,
  profileUpdateRequest,
  registerRequest,
  resetPasswordRequest,
  type User,
} from './contract';
import * as commands from './commands';
import { startSession } from './sign-in';
import { accountRoutes, type AccountRouteOptions } from './account-routes';
import { attemptGuards, defaultAuthLimits, tooManyAttempts, type AuthLimits } from './attempt-guards';
import { queueResetRequest } from './reset-requests';
import { invalidateSession, sessionHasSecondFactor } from './sessions';
import { mfaRoutes } from './mfa/routes';
import { secondStepFor } from './mfa/gate';
import { loginAnswer, passwordChangedAnswer, resetLinkAnswer, signedInAnswer, userAnswer } from './answers';

/** What a login sends. */
interface Credentials {
  username: string;
  password: string;
}

export function identityRoutes(
  ctx: AppContext,
  limits: AuthLimits = defaultAuthLimits,
  accountOptions: AccountRouteOptions = {},
) {
  const guard = attemptGuards(limits, ctx.now);

  const signIn = (reply: FastifyReply, userId: string) => startSession(ctx, reply, userId);

  /**
   * The first step of signing in, within the login limits: the session, or with two-factor sign-in
   * the second step's challenge (and no session yet).
   */
  async function passwordSignIn(request: FastifyRequest, reply: FastifyReply, { username, password }: Credentials) {
    guard.beforeLogin(request, reply, username);
    const user = await commands.checkCredentials(ctx, username, password);
    if (!user) {
      guard.loginFailed(request, username);
      throw new HttpError(401, messages.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    guard.loginSucceeded(request, username);
    const secondStep = await secondStepFor(ctx, user);
    if (secondStep) return secondStep;
    return { user, token: await signIn(reply, user.id) };
  }

  return routePlugin('identity', async (api, fastify) => {
    await fastify.register(accountRoutes(ctx, accountOptions));
    await fastify.register(mfaRoutes(ctx, limits, guard));

    api.get('/api/auth/me', {
      access: 'signedIn',
      summary: 'Der angemeldete Benutzer',
      responses: { 200: { description: 'Der angemeldete Benutzer', body: userAnswer } },
      handler: async (request) => {
        requireUser(request);
        // resolveSession put the account there, read in the same query as the session.
        return { user: request.account as User };
      },
    });

    api.post('/api/auth/login', {
      access: 'public',
      summary: 'Anmelden (setzt das Sitzungs-Cookie, gibt das Token zurück)',
      body: loginRequest,
      responses: {
        200: {
          description:
            'Angemeldet: Benutzer und Token; mit Zwei-Faktor-Anmeldung der zweite Schritt (noch ohne Sitzung)',
          body: loginAnswer,
        },
        401: 'E-Mail oder Passwort falsch',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => passwordSignIn(request, reply, request.body),
    });

    api.post('/api/auth/register', {
      access: 'public',
      summary: 'Als Klient registrieren und anmelden',
      body: registerRequest,
      responses: {
        201: { description: 'Registriert und angemeldet: Benutzer und Token', body: signedInAnswer },
        409: 'E-Mail bereits vergeben',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        const { body } = request;
        guard.attempt(request, reply, 'register', body.email);
        const user = await commands.registerUser(ctx, { ...body, role: 'user' }, metadataOf(request));
        return { user, token: await signIn(reply, user.id) };
      },
    });

    api.post('/api/auth/logout', {
      access: 'public',
      summary: 'Abmelden (beendet die Sitzung, löscht das Cookie)',
      responses: { 200: { description: 'Abgemeldet', body: successAnswer } },
      handler: async (request, reply) => {
        if (request.sessionId) await invalidateSession(ctx.db, request.sessionId);
        clearSessionCookie(reply);
        return { success: true };
      },
    });

    api.put('/api/users/profile', {
      access: 'signedIn',
      summary: 'Das eigene Profil ändern',
      body: profileUpdateRequest,
      responses: {
        200: { description: 'Das geänderte Profil', body: userAnswer },
        400: 'Ungültige Angaben (auch eine Zeitzone, die es nicht gibt oder die nur Klienten wählen)',
        409: 'E-Mail bereits vergeben',
      },
      handler: async (request) => {
        const { body } = request;
        const user = await commands.updateProfile(ctx, requireUser(request).id, body, metadataOf(request));
        return { user };
      },
    });

    api.post('/api/users/accept-terms', {
      access: 'signedIn',
      summary: 'Den Nutzungsbedingungen und der Datenschutzerklärung in der geltenden Fassung zustimmen',
      body: acceptTermsRequest,
      responses: {
        200: { description: 'Gespeichert: der Benutzer mit den bestätigten Fassungen', body: userAnswer },
        409: 'Die Texte wurden inzwischen geändert',
      },
      handler: async (request) => ({
        user: await commands.acceptTerms(ctx, requireUser(request).id, request.body.acceptedTerms, metadataOf(request)),
      }),
    });

    api.post('/api/auth/forgot-password', {
      access: 'public',
      summary: 'Einen Link zum Zurücksetzen des Passworts anfordern',
      body: forgotPasswordRequest,
      responses: {
        200: { description: 'Immer dieselbe Meldung, ob die E-Mail bekannt ist oder nicht', body: messageAnswer },
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        const { body } = request;
        guard.attempt(request, reply, 'forgot', body.email);
        await queueResetRequest(ctx, body.email, metadataOf(request));
        return { message: messages.forgotAccepted };
      },
    });

    // POST, not GET: the token stays out of addresses and their logs.
    api.post('/api/auth/reset-password/check', {
      access: 'public',
      summary: 'Prüfen, ob ein Link zum Zurücksetzen noch gilt (ohne ihn zu verbrauchen)',
      body: resetPasswordRequest.pick({ token: true }),
      responses: {
        200: { description: 'Der Link gilt', body: resetLinkAnswer },
        400: 'Link ungültig, benutzt oder abgelaufen',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        guard.attempt(request, reply, 'reset');
        await commands.checkResetToken(ctx, request.body.token);
        return { valid: true as const };
      },
    });

    api.post('/api/auth/reset-password', {
      access: 'public',
      summary: 'Das Passwort mit dem Link aus der E-Mail neu setzen',
      body: resetPasswordRequest,
      responses: {
        200: { description: 'Das Passwort ist neu gesetzt', body: messageAnswer },
        400: 'Eingabe ungültig oder Link ungültig bzw. abgelaufen',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        const { body } = request;
        guard.attempt(request, reply, 'reset');
        await commands.resetPassword(ctx, body.token, body.password, metadataOf(request));
        return { message: 'Passwort zurückgesetzt' };
      },
    });

    api.post('/api/users/change-password', {
      access: 'signedIn',
      summary: 'Das eigene Passwort ändern (beendet die anderen Sitzungen)',
      body: changePasswordRequest,
      responses: {
        200: { description: 'Geändert; das Token der neuen Sitzung', body: passwordChangedAnswer },
        400: 'Eingabe ungültig, aktuelles Passwort falsch oder neues zu häufig',
        ...tooManyAttempts,
      },
      handler: async (request, reply) => {
        const { currentPassword, newPassword } = request.body;
        const user = requireUser(request);
        guard.passwordChange(reply, user.id);
        const secondFactor = request.sessionId ? await sessionHasSecondFactor(ctx.db, request.sessionId) : false;
        await commands.changePassword(ctx, user.id, currentPassword, newPassword, metadataOf(request));
        const token = await startSession(ctx, reply, user.id, secondFactor);
        return { message: 'Passwort erfolgreich geändert', token };
      },
    });

    api.delete('/api/users/me', {
      access: ['user'],
      summary: 'Das eigene Konto löschen (nur Klienten)',
      responses: { 200: { description: 'Das Konto ist gelöscht', body: successAnswer } },
      handler: async (request, reply) => {
        const user = requireUser(request);
        await commands.deleteOwnAccount(ctx, user.id, metadataOf(request));
        clearSessionCookie(reply);
        return { success: true };
      },
    });
  });
}
