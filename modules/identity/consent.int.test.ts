import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEGAL_VERSIONS, legalMessages } from '../../lib/legal-versions';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { userStreams } from './events';

// Consent at registration (issue 32): a client agrees to the Nutzungsbedingungen and the
// Datenschutzerklärung in force, kept as an event with the versions and the time; when a text
// changes, the signed-in client is asked once and accepts again.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

let n = 0;
const register = (extra: Record<string, unknown>) => {
  const email = `zustimmung${++n}@beispiel.de`;
  return portal.call('POST', '/api/auth/register', {
    body: { email, password: 'Start-Passwort-1', name: `Jürgen Zustimmung ${n}`, ...extra },
  });
};
const accountCount = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(portal.runtime.ctx.db)).rows[0]!.n;

it('refuses a registration without the consent, or with texts that changed meanwhile; nothing is written', async () => {
  const before = await accountCount();
  const without = await register({});
  expect(without.statusCode).toBe(400);
  expect(without.json().message).toBe(legalMessages.consentRequired);
  const older = await register({ acceptedTerms: { ...LEGAL_VERSIONS, terms: '2025-01-01' } });
  expect(older.statusCode).toBe(409);
  expect(older.json()).toMatchObject({ code: 'TERMS_OUTDATED', message: legalMessages.outdated });
  expect(await accountCount()).toBe(before);
});

it('keeps the acceptance as an event with the versions and the time, and answers it with the user', async () => {
  portal.clock.now = new Date('2026-10-25T00:30:00Z'); // the night the clocks go back
  const res = await register({ acceptedTerms: LEGAL_VERSIONS });
  expect(res.statusCode, res.body).toBe(201);
  const { user, token } = res.json();
  expect(user.termsAccepted).toEqual(LEGAL_VERSIONS);
  const events = await portal.runtime.ctx.store.readStream(userStreams.toStreamId(user.id));
  expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'TermsAccepted']);
  expect(events[1]!.data).toEqual({ userId: user.id, ...LEGAL_VERSIONS, at: '2026-10-25T00:30:00.000Z' });
  const me = await portal.call('GET', '/api/auth/me', { token });
  expect(me.json().user.termsAccepted).toEqual(LEGAL_VERSIONS);
});

it('a client who accepted an older text accepts the one in force once; an old one is refused', async () => {
  const res = await register({ acceptedTerms: LEGAL_VERSIONS });
  const { user, token } = res.json();
  // As if the texts had changed since: the client's last acceptance names older versions.
  const stream = userStreams.toStreamId(user.id);
  await portal.runtime.ctx.store.execute(async () => ({
    result: null,
    appends: [
      {
        streamId: stream,
        streamType: userStreams.streamType,
        expectedVersion: 2,
        events: [
          {
            type: 'TermsAccepted',
            data: { userId: user.id, terms: '2025-01-01', privacy: '2025-01-01', at: new Date().toISOString() },
          },
        ],
      },
    ],
  }));
  const asked = await portal.call('GET', '/api/auth/me', { token });
  expect(asked.json().user.termsAccepted).toEqual({ terms: '2025-01-01', privacy: '2025-01-01' });

  const stale = await portal.call('POST', '/api/users/accept-terms', {
    token,
    body: { acceptedTerms: { terms: '2025-01-01', privacy: '2025-01-01' } },
  });
  expect(stale.statusCode).toBe(409);
  const none = await portal.call('POST', '/api/users/accept-terms', { token, body: {} });
  expect(none.json().message).toBe(legalMessages.consentRequired);

  const ok = await portal.call('POST', '/api/users/accept-terms', { token, body: { acceptedTerms: LEGAL_VERSIONS } });
  expect(ok.statusCode, ok.body).toBe(200);
  expect(ok.json().user.termsAccepted).toEqual(LEGAL_VERSIONS);
  const me = await portal.call('GET', '/api/auth/me', { token });
  expect(me.json().user.termsAccepted).toEqual(LEGAL_VERSIONS);
  const types = (await portal.runtime.ctx.store.readStream(stream)).map((e) => e.type);
  expect(types).toEqual(['UserRegistered', 'TermsAccepted', 'TermsAccepted', 'TermsAccepted']);
  expect((await replay(portal.runtime.ctx.store)).differences).toEqual([]);
});

it('no one signed out accepts anything', async () => {
  const res = await portal.call('POST', '/api/users/accept-terms', { body: { acceptedTerms: LEGAL_VERSIONS } });
  expect(res.statusCode).toBe(401);
});
