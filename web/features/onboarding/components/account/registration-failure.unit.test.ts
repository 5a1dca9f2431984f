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

describe('a failed registration (step 4)', () => {
  it('without any HTTP answer says in German that there is no connection', async () => {
    const error = await failedRegistration(() => Promise.reject(new TypeError('Failed to fetch')));
    const noConnection =
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.';
    expect(registrationFailure(error)).toEqual({ reason: noConnection, toastText: noConnection });
  });

  it("with the server's answer shows its message and the hedged toast", async () => {
    const body = JSON.stringify({ message: 'Die Registrierung ist fehlgeschlagen.' });
    const error = await failedRegistration(async () => new Response(body, { status: 400 }));
    expect(registrationFailure(error)).toEqual({
      reason: 'Die Registrierung ist fehlgeschlagen.',
      toastText: 'Möglicherweise ist die E-Mail bereits registriert.',
    });
  });
});
