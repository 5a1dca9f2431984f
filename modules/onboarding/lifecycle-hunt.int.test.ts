import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { countRows, expectNoServerError } from '../../server/testing/lifecycle-hunt';
import { messages } from './contract';
import { completeAnswers, createAs, visitor } from './testing/questionnaire';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

// The questionnaire with German contact data, and the one the wizard's registration refuses.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

describe('contact answers', () => {
  // Registration would refuse both: the questionnaire is not complete with them.
  it.each([
    ['an e-mail with an invisible character', 'zw', { email: 'jana.berg\u200b@beispiel.de' }],
    ['a name of invisible characters only', 'unsichtbar', { name: '\u200b\u2060' }],
  ])('%s does not complete the questionnaire', async (_, key, contact) => {
    const v = visitor(portal);
    const answers = { ...completeAnswers(key), ...contact };
    const { id } = await createAs(v, { answers });
    const res = await v.call('PUT', `/api/questionnaires/${id}`, { body: { answers, status: 'questionnaire' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(messages.incomplete);
  });

  it('Jürgen Müller with an umlaut address and a Berlin number goes from questionnaire to account', async () => {
    const v = visitor(portal);
    const answers = {
      ...completeAnswers('jm'),
      name: 'Jürgen Müller',
      email: 'Jürgen.Müller@Beispiel.de',
      phone: '+49 30 1234567',
      company: 'Müller & Söhne GmbH',
    };
    const { id } = await createAs(v, { answers, status: 'request_sent', selectedPackage: 'accelerator' });
    const reg = await v.call('POST', '/api/auth/register', {
      body: {
        acceptedTerms: LEGAL_VERSIONS,
        email: answers.email,
        password: 'Jürgen-Pw-2026',
        name: answers.name,
        company: answers.company,
        phone: answers.phone,
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = reg.json().token as string;
    const conv = await v.call('PUT', `/api/questionnaires/${id}`, {
      token,
      body: { status: 'converted', userId: reg.json().user.id },
    });
    expect(conv.statusCode, conv.body).toBe(200);
    expect(conv.json().questionnaire).toMatchObject({ status: 'converted', userId: reg.json().user.id });
    expect((await replay(portal.runtime.ctx.store)).differences).toEqual([]);
  });
});

describe('a visitor who registers and deletes the account at once', () => {
  it('the questionnaire is never left linked to (and readable for) the deleted account', async () => {
    for (let round = 0; round < 10; round++) {
      const v = visitor(portal);
      const { id } = await createAs(v, {
        answers: completeAnswers(`weg${round}`),
        status: 'request_sent',
        selectedPackage: 'starter',
      });
      const reg = await v.call('POST', '/api/auth/register', {
        body: {
          acceptedTerms: LEGAL_VERSIONS,
          email: `weg${round}@beispiel.de`,
          password: 'Weg-Pw-2026x',
          name: `Weg ${round}`,
        },
      });
      const userId = reg.json().user.id as string;
      const token = reg.json().token as string;
      const [conv, del] = await Promise.all([
        v.call('PUT', `/api/questionnaires/${id}`, { token, body: { status: 'converted', userId } }),
        v.call('DELETE', '/api/users/me', { token }),
      ]);
      expectNoServerError(conv, del);
      const left = await countRows(portal, sql`questionnaires WHERE user_id = ${userId}`);
      expect(left, `round ${round}: convert ${conv.statusCode}, delete ${del.statusCode}`).toBe(0);
    }
    const report = await replay(portal.runtime.ctx.store);
    expect(report.differences, JSON.stringify(report.differences, null, 1).slice(0, 3000)).toEqual([]);
  });
});
