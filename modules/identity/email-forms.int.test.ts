import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePasswordHash } from './credentials';
import { userStreams } from './events';
import { hashPassword } from './passwords';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';
import { recipientOf } from '../../server/testing/smtp-sink';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 15 * 60_000 } },
  });
});
afterAll(() => portal.close());

const register = (email: string, name = 'Jörg Müller') =>
  portal.call('POST', '/api/auth/register', {
    body: { acceptedTerms: LEGAL_VERSIONS, email, password: 'Start-Passwort-1', name, company: null },
  });
const login = (username: string) =>
  portal.call('POST', '/api/auth/login', { body: { username, password: 'Start-Passwort-1' } });

/**
 * One address, one account, however it is typed: upper or lower case, and an umlaut composed
 * ('ö', U+00F6, as most keyboards send it) or decomposed ('o' and U+0308, as macOS may send it).
 */
describe('an e-mail address with umlauts, plus and capitals', () => {
  it('registers once; the same address in another form is taken and signs in to the same account', async () => {
    const composed = 'Jörg.Müller+Coaching@Beispiel.de';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const first = await register(composed);
    expect(first.statusCode, first.body).toBe(201);
    for (const again of [composed.toLowerCase(), decomposed, decomposed.toUpperCase()]) {
      const res = await register(again);
      expect([again, res.statusCode]).toEqual([again, 409]);
    }
    // Step 1 of the questionnaire asks whether the address has an account: the same answer.
    const status = await portal.call('POST', '/api/questionnaires/email-status', { body: { email: decomposed } });
    expect([status.statusCode, status.json().hasAccount]).toEqual([200, true]);
    for (const typed of [composed, decomposed, decomposed.toLowerCase()]) {
      const res = await login(typed);
      expect([typed, res.statusCode, res.json().user?.id]).toEqual([typed, 200, first.json().user.id]);
    }
  });

  it('two registrations of one address in different case at once: one account, the other 409', async () => {
    const both = await Promise.all([register('Anna+Plus@beispiel.de'), register('anna+plus@BEISPIEL.DE')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('an address first typed in capitals with umlauts', () => {
  it('is the same account when typed in small letters: taken at registration, found at sign-in and in the questionnaire', async () => {
    const first = await register('JÖRG.ÄRGER@ÜBUNG.DE', 'Jörg Ärger');
    expect(first.statusCode, first.body).toBe(201);
    const again = await register('jörg.ärger@übung.de', 'Jörg Ärger');
    expect(again.statusCode, again.body).toBe(409);
    const status = await portal.call('POST', '/api/questionnaires/email-status', {
      body: { email: 'jörg.ärger@übung.de' },
    });
    expect(status.json().hasAccount).toBe(true);
    const res = await login('Jörg.Ärger@Übung.de');
    expect([res.statusCode, res.json().user?.id]).toEqual([200, first.json().user.id]);
  });
});

/** An internationalised domain and its punycode form are one mailbox ('xn--mller-coaching-gsb' is 'müller-coaching'). */
describe('an umlaut domain and its punycode form', () => {
  const unicode = 'anna@müller-coaching.de';
  const punycode = 'anna@xn--mller-coaching-gsb.de';

  it('are one account: taken in either form and any case, found at sign-in, reset and in the questionnaire', async () => {
    const first = await register(unicode, 'Anna Müller');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user.email).toBe(unicode);
    for (const again of [punycode, punycode.toUpperCase(), 'Anna@MÜLLER-COACHING.DE']) {
      const res = await register(again, 'Anna Müller');
      expect([again, res.statusCode]).toEqual([again, 409]);
    }
    const status = await portal.call('POST', '/api/questionnaires/email-status', { body: { email: punycode } });
    expect(status.json().hasAccount).toBe(true);
    const res = await login(punycode.toUpperCase());
    expect([res.statusCode, res.json().user?.id]).toEqual([200, first.json().user.id]);
    // Forgot password in the punycode form: the link goes to the account's mailbox.
    await portal.call('POST', '/api/auth/forgot-password', { body: { email: punycode } });
    const mail = await portal.smtp.waitFor((m) => m.subject === 'Passwort zurücksetzen');
    expect(recipientOf(mail).toLowerCase()).toMatch(/^anna@(müller-coaching|xn--mller-coaching-gsb)\.de$/);
  });

  it('registered first in punycode, the account holds the readable form and the umlaut form is taken', async () => {
    const first = await register('ben@xn--bro-coaching-dlb.de', 'Ben Büro');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().user.email).toBe('ben@büro-coaching.de');
    const again = await register('Ben@Büro-Coaching.de', 'Ben Büro');
    expect(again.statusCode).toBe(409);
  });

  it('refuses what names no domain with a German message, at registration and sign-in', async () => {
    for (const typed of ['anna@müller-coaching.de/x', 'anna@xn--zz.de', 'anna@m%C3%BCller.de']) {
      const res = await register(typed);
      expect([typed, res.statusCode, res.body]).toEqual([
        typed,
        400,
        expect.stringContaining('gültige E-Mail-Adresse'),
      ]);
      const signIn = await login(typed);
      expect([typed, signIn.statusCode]).toEqual([typed, 400]);
    }
  });
});

describe('the login throttle of an umlaut domain', () => {
  it('counts the punycode form as the same account: no fresh five failures', async () => {
    expect((await register('carla@grün-coaching.de', 'Carla Grün')).statusCode).toBe(201);
    const wrong = (username: string) =>
      portal.call('POST', '/api/auth/login', { body: { username, password: 'Falsches-Passwort-9' } });
    for (let i = 0; i < 5; i++) expect((await wrong('carla@grün-coaching.de')).statusCode).toBe(401);
    const other = await wrong('Carla@XN--GRN-COACHING-ELB.DE');
    expect(other.statusCode, other.body).toBe(429);
  });
});

describe('an account stored before, with its address in punycode', () => {
  it('still signs in with either form, and either form counts as taken', async () => {
    // As an account registered before the canonical form: its event names the punycode address.
    const userId = randomUUID();
    const stored = 'dora@xn--dsseldorf-q9a.de';
    await portal.runtime.ctx.store.execute(async (tx) => {
      await storePasswordHash(tx, userId, await hashPassword('Start-Passwort-1'), new Date());
      return {
        result: null,
        appends: [
          {
            streamId: userStreams.toStreamId(userId),
            streamType: userStreams.streamType,
            expectedVersion: 0,
            events: [
              {
                type: 'UserRegistered',
                data: {
                  userId,
                  email: stored,
                  username: stored,
                  name: 'Dora Düsseldorf',
                  company: null,
                  phone: null,
                  position: null,
                  role: 'user',
                  partnerType: null,
                  at: new Date().toISOString(),
                },
              },
            ],
          },
        ],
      };
    });
    for (const typed of [stored, 'Dora@Düsseldorf.de']) {
      const res = await login(typed);
      expect([typed, res.statusCode, res.json().user?.id]).toEqual([typed, 200, userId]);
      expect([typed, (await register(typed, 'Dora Düsseldorf')).statusCode]).toEqual([typed, 409]);
    }
  });
});
