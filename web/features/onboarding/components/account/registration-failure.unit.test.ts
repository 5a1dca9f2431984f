import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../api/client';
import { registrationFailure } from './registration-failure';

// The real wrapper, with a fetch that answers (or does not) as the case needs.
const failedRegistration = async (fetch: typeof globalThis.fetch): Promise<unknown> =>
  createApiClient({ fetch, sleep: async () => {} })
    .post('/api/auth/register', {}, { retries: 0 })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
const answering = (status: number, body: object) => async () => new Response(JSON.stringify(body), { status });
const hedge = 'Möglicherweise ist die E-Mail bereits registriert.';

describe('a failed registration (step 4)', () => {
  it('without any HTTP answer says in German that there is no connection', async () => {
    const error = await failedRegistration(() => Promise.reject(new TypeError('Failed to fetch')));
    const noConnection =
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
    expect(registrationFailure(error)).toEqual({ reason: noConnection, toastText: noConnection });
  });

  it("with a taken e-mail shows the server's hedge and the spec's toast", async () => {
    const error = await failedRegistration(answering(409, { message: hedge, code: 'EMAIL_TAKEN' }));
    expect(registrationFailure(error)).toEqual({ reason: hedge, toastText: hedge });
  });

  it('with another refusal says its reason in the box and the toast (issue 32)', async () => {
    const tooCommon = 'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes.';
    const error = await failedRegistration(answering(400, { message: tooCommon, code: 'PASSWORD_TOO_COMMON' }));
    expect(registrationFailure(error)).toEqual({ reason: tooCommon, toastText: tooCommon });
    const limited = 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';
    expect(registrationFailure(await failedRegistration(answering(429, { message: limited })))).toEqual({
      reason: limited,
      toastText: limited,
    });
  });

  it('with texts changed meanwhile (409 TERMS_OUTDATED) says so, not that the e-mail is taken', async () => {
    const outdated =
      'Die Nutzungsbedingungen oder die Datenschutzerklärung wurden inzwischen geändert. Bitte lesen und bestätigen Sie sie erneut.';
    const error = await failedRegistration(answering(409, { message: outdated, code: 'TERMS_OUTDATED' }));
    expect(registrationFailure(error)).toEqual({ reason: outdated, toastText: outdated });
  });

  it('with a server failure says that the server has a problem, not that the e-mail is taken', async () => {
    const error = await failedRegistration(answering(500, { message: 'Internal Server Error' }));
    const server = 'Es gibt ein Problem mit dem Server. Bitte versuchen Sie es später erneut.';
    expect(registrationFailure(error)).toEqual({ reason: server, toastText: server });
  });
});
