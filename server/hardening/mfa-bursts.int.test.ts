import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Runtime } from '../runtime';
import { freshDatabase } from '../testing/database';
import { callsInto, listeningRuntimes, startTestPortal, type TestPortal } from '../testing/harness';
import { registerUser } from '../../modules/identity';
import { messages, mfaMessages } from '../../modules/identity/contract';
import { codeAt } from '../../modules/identity/mfa/totp';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// Security round three, M-1: the five wrong codes of a second step are counted in PostgreSQL and
// reserved before a code is checked, so codes sent at once (from several addresses, through several
// instances) get at most five checked; the rest are refused without being looked at.

type Call = TestPortal['call'];
const PASSWORD = 'Kunde-Passwort-1';
const clock = { now: new Date() };

/** A client with two-factor sign-in set up through `call`; answers the e-mail and the secret. */
async function clientWithMfa(runtime: Runtime, call: Call, email: string) {
  await registerUser(
    runtime.ctx,
    { email, password: PASSWORD, name: 'Burst Kunde', role: 'user', acceptedTerms: LEGAL_VERSIONS },
    {},
  );
  const token = (await call('POST', '/api/auth/login', { body: { username: email, password: PASSWORD } })).json()
    .token as string;
  const { secret } = (await call('POST', '/api/users/mfa/setup', { token })).json() as { secret: string };
  const enabled = await call('POST', '/api/users/mfa/enable', { token, body: { code: codeAt(secret, clock.now) } });
  expect(enabled.statusCode, enabled.body).toBe(200);
  clock.now = new Date(clock.now.getTime() + 30_000);
  return { email, secret };
}

async function challengeOf(call: Call, email: string): Promise<string> {
  const res = await call('POST', '/api/auth/login', { body: { username: email, password: PASSWORD } });
  expect(res.json().mfa, res.body).toBe('verify');
  return res.json().challenge as string;
}

/** `count` six-digit codes none of which the app would accept now (one step either side). */
function wrongCodes(secret: string, count: number): string[] {
  const near = [-30_000, 0, 30_000].map((d) => codeAt(secret, new Date(clock.now.getTime() + d)));
  const codes: string[] = [];
  for (let n = 100_000; codes.length < count; n += 7_919) if (!near.includes(String(n))) codes.push(String(n));
  return codes;
}

/** Answers of a burst: how many codes were checked (400 wrong code), how many refused unchecked (429). */
function tally(answers: LightMyRequestResponse[]) {
  const checked = answers.filter((a) => a.statusCode === 400 && a.json().message === mfaMessages.codeInvalid);
  const refused = answers.filter((a) => a.statusCode === 429 && a.json().message === messages.tooManyAttempts);
  return { checked: checked.length, refused: refused.length, other: answers.length - checked.length - refused.length };
}

describe('one instance, codes sent at once from five addresses', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    // The proxy on 127.0.0.1 names the address, so the test can send from five.
    portal = await startTestPortal({ env: { TRUST_PROXY: '127.0.0.1' } });
    clock.now = portal.clock.now;
  });
  afterAll(() => portal.close());

  it('30 wrong codes at one challenge: at most five are checked, the rest refused; then the right code too', async () => {
    portal.clock.now = clock.now;
    const call: Call = (m, u, o) => {
      portal.clock.now = clock.now;
      return portal.call(m, u, o);
    };
    const client = await clientWithMfa(portal.runtime, call, 'burst@beispiel.de');
    const challenge = await challengeOf(call, client.email);
    const answers = await Promise.all(
      wrongCodes(client.secret, 30).map((code, i) =>
        call('POST', '/api/auth/mfa/verify', {
          body: { challenge, code },
          headers: { 'x-forwarded-for': `203.0.113.${i % 5}` },
        }),
      ),
    );
    const { checked, refused, other } = tally(answers);
    expect(other).toBe(0);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(refused).toBe(30 - checked);

    const right = { challenge, code: codeAt(client.secret, clock.now) };
    const late = await call('POST', '/api/auth/mfa/verify', { body: right });
    expect(late.statusCode).toBe(429);
    expect(late.json().message).toBe(messages.tooManyAttempts);
    // A new password step does not reset the account's count either.
    const fresh = await challengeOf(call, client.email);
    const again = await call('POST', '/api/auth/mfa/verify', { body: { ...right, challenge: fresh } });
    expect(again.statusCode).toBe(429);
  });
});

describe('two instances on one database share the count', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let instances: Awaited<ReturnType<typeof listeningRuntimes>> | undefined;
  beforeAll(async () => {
    database = await freshDatabase();
    instances = await listeningRuntimes(database.url, 2, { now: () => clock.now });
  }, 120_000);
  afterAll(async () => {
    await instances?.close();
    await database?.drop();
  }, 60_000);

  it('30 wrong codes split over both: at most five checked in all; the right code is refused on either', async () => {
    const [a, b] = instances!.runtimes as [Runtime, Runtime];
    const [callA, callB] = [callsInto(a), callsInto(b)];
    const client = await clientWithMfa(a, callA, 'zwei-instanzen@beispiel.de');
    const challenge = await challengeOf(callA, client.email);
    const answers = await Promise.all(
      wrongCodes(client.secret, 30).map((code, i) =>
        (i % 2 ? callB : callA)('POST', '/api/auth/mfa/verify', { body: { challenge, code } }),
      ),
    );
    const { checked, refused, other } = tally(answers);
    expect(other).toBe(0);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(refused).toBe(30 - checked);

    for (const call of [callA, callB]) {
      const late = await call('POST', '/api/auth/mfa/verify', {
        body: { challenge, code: codeAt(client.secret, clock.now) },
      });
      expect(late.statusCode).toBe(429);
      expect(late.json().message).toBe(messages.tooManyAttempts);
    }
    // The other instance's new challenge meets the same count of the account.
    const fresh = await challengeOf(callB, client.email);
    const again = await callB('POST', '/api/auth/mfa/verify', {
      body: { challenge: fresh, code: codeAt(client.secret, clock.now) },
    });
    expect(again.statusCode).toBe(429);
  });
});
