import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

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
