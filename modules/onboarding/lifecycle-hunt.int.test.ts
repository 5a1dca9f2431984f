import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { messages } from './contract';
import { completeAnswers, createAs, visitor } from './test-helpers';

// The questionnaire with German contact data, and the one the wizard's registration refuses.

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal.close());

describe('contact answers', () => {
  it('an e-mail with an invisible character does not complete the questionnaire (registration would refuse it)', async () => {
    const v = visitor(portal);
    const answers = { ...completeAnswers('zw'), email: 'jana.berg\u200b@beispiel.de' };
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
