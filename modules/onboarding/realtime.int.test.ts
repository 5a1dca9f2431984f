import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../server/realtime/socket';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { baseUrlOf, pushListeners, settled } from '../../server/testing/pushes';
import { registerUser } from '../identity';
import { completeAnswers, contactOf, createAs, visitor } from './testing/questionnaire';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
let base: string;
const listeners = pushListeners();

beforeAll(async () => {
  portal = await startTestPortal({ listen: true });
  await registerUser(
    portal.runtime.ctx,
    { email: 'chef@firma.de', password: 'Admin-Passwort-1', name: 'Chef', role: 'admin' },
    { actorRole: 'system' },
  );
  base = baseUrlOf(portal.runtime.app);
});
afterAll(async () => {
  listeners.closeAll();
  await portal.close();
});

/** A socket signed in the way the web's is, by its session cookie. */
function open(token: string): Promise<PushMessage[]> {
  return listeners.open(base, { token, via: 'cookie' });
}

/** A push about a questionnaire (it names one; the web's requests list goes stale by its type). */
const aboutRequests = (m: PushMessage) => m.ids.questionnaireId !== undefined;

describe('realtime', () => {
  it('admins hear of a new request, not of a visitor still answering; the linked user hears of their own', async () => {
    const admin = await open(
      (
        await portal.call('POST', '/api/auth/login', {
          body: { username: 'chef@firma.de', password: 'Admin-Passwort-1' },
        })
      ).json().token,
    );
    const reg = await portal.call('POST', '/api/auth/register', {
      body: { acceptedTerms: LEGAL_VERSIONS, email: 'neu@beispiel.de', password: 'Start-Passwort-1', name: 'Neu' },
    });
    const client = { id: reg.json().user.id as string, token: reg.json().token as string };
    const user = await open(client.token);

    const v = visitor(portal);
    const { id } = await createAs(v, { answers: contactOf('rt') });
    await v.call('PUT', `/api/questionnaires/${id}`, { body: { answers: completeAnswers('rt'), status: 'package' } });
    await v.call('PUT', `/api/questionnaires/${id}`, { body: { status: 'request_sent' } });
    await settled(() => admin.some((m) => m.type === 'ConsultationRequested'));
    expect(admin.filter(aboutRequests).map((m) => m.type)).toEqual(['ConsultationRequested']);
    // (Their own registration's push may still reach the socket opened right after it: not about requests.)
    expect(user.filter(aboutRequests)).toEqual([]);

    await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { userId: client.id, status: 'converted' },
      token: client.token,
    });
    await settled(() => user.some((m) => m.type === 'QuestionnaireConverted'));
    expect(user.find((m) => m.type === 'QuestionnaireConverted')!.ids).toEqual({ questionnaireId: id });
    await settled(() => admin.some((m) => m.type === 'QuestionnaireConverted'));
    expect(admin.map((m) => m.type)).toContain('QuestionnaireConverted');
  });
});
