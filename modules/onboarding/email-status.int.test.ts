import { afterAll, beforeAll, expect, it } from 'vitest';
import { registeredClient } from '../../server/testing/demo-portal';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { registerUser } from '../identity';
import { completeAnswers, createAs, visitor } from './testing/questionnaire';

// Issue 32: an e-mail that already has an account is found at the contact step, and a request
// sent with it mails nobody ('Neue Anfrage' is for new people; the visitor signs in instead).

let portal: TestPortal;
const existing = { name: 'Jürgen Müßig' };
const admin = { email: 'anfragen-admin@beispiel.de', password: 'Admin-Passwort-1', name: 'Anna Admin' };
beforeAll(async () => {
  portal = await startTestPortal();
  await registerUser(portal.runtime.ctx, { ...admin, role: 'admin' }, { actorRole: 'system' });
  await registeredClient(portal.runtime.ctx, { email: 'juergen.muessig@beispiel.de', name: existing.name });
});
afterAll(() => portal.close());

it('says whether an address has an account, however it is cased or spaced; refuses a flood with 429', async () => {
  const v = visitor(portal);
  const ask = (email: unknown) => v.call('POST', '/api/questionnaires/email-status', { body: { email } });
  expect((await ask('  JUERGEN.MUESSIG@beispiel.de ')).json()).toEqual({ hasAccount: true });
  expect((await ask('neu.kunde@beispiel.de')).json()).toEqual({ hasAccount: false });
  expect((await ask('')).json()).toEqual({ hasAccount: false });
  expect((await ask(42)).statusCode).toBe(400);
  let last = 0;
  for (let i = 0; i < 20; i += 1) last = (await ask(`liste${i}@beispiel.de`)).statusCode;
  expect(last).toBe(429);
});

it('a request sent with an address that has an account mails neither the visitor nor the admins', async () => {
  const v = visitor(portal);
  const answers = { ...completeAnswers('konto'), email: 'juergen.muessig@beispiel.de', name: existing.name };
  const { id } = await createAs(v, { answers });
  await v.call('PUT', `/api/questionnaires/${id}`, { body: { answers, status: 'questionnaire' } });
  const sent = await v.call('PUT', `/api/questionnaires/${id}`, { body: { answers, status: 'request_sent' } });
  expect(sent.json().questionnaire.status).toBe('request_sent');
  // A new visitor's request after it does mail; by then the first would have arrived too.
  const fresh = { ...completeAnswers('neu'), email: 'ganz.neu@beispiel.de' };
  const second = await createAs(visitor(portal), { answers: fresh });
  await portal.call('PUT', `/api/questionnaires/${second.id}`, {
    body: { answers: fresh, status: 'request_sent' },
    headers: { 'x-questionnaire-token': second.editToken },
  });
  await portal.smtp.waitFor((m) => recipientOf(m) === admin.email && (m.subject ?? '').includes('Berg neu'));
  const mails = portal.smtp.mails;
  expect(mails.filter((m) => recipientOf(m) === 'juergen.muessig@beispiel.de')).toEqual([]);
  expect(mails.filter((m) => (m.subject ?? '').includes('Jürgen Müßig'))).toEqual([]);
});
