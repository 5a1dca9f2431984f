import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { registerUser } from '../identity';
import { offerPackage } from '../packages';
import { messages } from './contract';
import { berlinDateOf as isoDate } from '../../lib/german/time';
import { completeAnswers, createAs, visitor } from './testing/questionnaire';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
const login = async (email: string, password: string) =>
  (await portal.call('POST', '/api/auth/login', { body: { username: email, password } })).json().token as string;

let adminToken: string;
let partnerToken: string;
let otherPartnerToken: string;
let client: { id: string; token: string };
let questionnaireId: string;
let offerId: string;

beforeAll(async () => {
  portal = await startTestPortal();
  const { ctx } = portal.runtime;
  const meta = { actorRole: 'system' };
  await registerUser(
    ctx,
    { email: 'chefin@firma.de', password: 'Admin-Passwort-1', name: 'Chefin', role: 'admin' },
    meta,
  );
  const partner = await registerUser(
    ctx,
    { email: 'markus@firma.de', password: 'Partner-Passwort-1', name: 'Markus', role: 'partner' },
    meta,
  );
  await registerUser(
    ctx,
    { email: 'sabine@firma.de', password: 'Partner-Passwort-1', name: 'Sabine', role: 'partner' },
    meta,
  );
  adminToken = await login('chefin@firma.de', 'Admin-Passwort-1');
  partnerToken = await login('markus@firma.de', 'Partner-Passwort-1');
  otherPartnerToken = await login('sabine@firma.de', 'Partner-Passwort-1');

  // A visitor completes the wizard and registers; Markus is then offered hours with this client.
  const v = visitor(portal);
  const created = await createAs(v, {
    answers: completeAnswers('Müller'),
    status: 'request_sent',
    selectedPackage: 'leadership',
  });
  questionnaireId = created.id;
  const reg = await portal.call('POST', '/api/auth/register', {
    body: {
      acceptedTerms: LEGAL_VERSIONS,
      email: 'joerg@beispiel.de',
      password: 'Start-Passwort-1',
      name: 'Jörg Müller',
    },
  });
  client = { id: reg.json().user.id, token: reg.json().token };
  const linked = await v.call('PUT', `/api/questionnaires/${questionnaireId}`, {
    body: { userId: client.id, status: 'converted' },
    token: client.token,
  });
  expect(linked.statusCode).toBe(200);
  offerId = await offerPackage(
    ctx,
    {
      clientId: client.id,
      name: 'Leadership',
      description: null,
      price: 4800,
      allocations: [{ partnerId: partner.id, hours: 10 }],
      paymentReference: null,
      notes: null,
      activateImmediately: false,
      paymentConfirmed: false,
    },
    meta,
  );
});
afterAll(() => portal.close());

const docxText = (body: Buffer): string => strFromU8(unzipSync(new Uint8Array(body))['word/document.xml']!);

describe('downloads', () => {
  it('an admin downloads a DOCX that opens, named after the client and the date, holding the answers and the brief', async () => {
    const res = await portal.call('GET', `/api/questionnaires/${questionnaireId}/download`, { token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const day = isoDate(portal.clock.now);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Fragebogen_Jana_Berg_Mueller_${day}.docx"; filename*=UTF-8''Fragebogen_Jana_Berg_M%C3%BCller_${day}.docx`,
    );
    const xml = docxText(res.rawPayload);
    expect(xml).toContain('Berg Müller GmbH');
    expect(xml).toContain('Wo liegen Ihre größten Herausforderungen?');
    expect(xml).toContain('Strategie und Ausrichtung');
    expect(xml).toContain('Coaching-Briefing');
    expect(xml).toContain('5,0 von 5');
  });

  it('by client as text or DOCX', async () => {
    const txt = await portal.call('GET', `/api/questionnaires/client/${client.id}/download?format=txt`, {
      token: adminToken,
    });
    expect(txt.statusCode).toBe(200);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body).toContain('Unternehmen: Berg Müller GmbH');
    expect(txt.body).toContain('Gewähltes Paket: Leadership');
    expect(txt.body).toContain(
      'Was möchten Sie in den nächsten zwölf Monaten erreichen?: Mehr Zeit für die Strategie,\nweniger Tagesgeschäft.',
    );
    const docx = await portal.call('GET', `/api/questionnaires/client/${client.id}/download?format=docx`, {
      token: adminToken,
    });
    expect(docxText(docx.rawPayload)).toContain('Jana Berg Müller');
  });

  it('answers 404 "Kein Fragebogen vorhanden" when there is none', async () => {
    const unknown = await portal.call('GET', '/api/questionnaires/5f0c7a8e-0000-4000-8000-000000000000/download', {
      token: adminToken,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.noQuestionnaire);
    const admin = await portal.call('GET', '/api/auth/me', { token: adminToken });
    const noneForUser = await portal.call('GET', `/api/questionnaires/client/${admin.json().user.id}/download`, {
      token: adminToken,
    });
    expect(noneForUser.statusCode).toBe(404);
    expect(noneForUser.json().message).toBe('Kein Fragebogen vorhanden');
  });

  it('a partner downloads those of their own clients only; clients and visitors none', async () => {
    // An offer the client has not accepted makes Markus nobody's coach yet (the circle): refused.
    for (const url of [
      `/api/questionnaires/client/${client.id}/download?format=txt`,
      `/api/questionnaires/${questionnaireId}/download`,
    ]) {
      const res = await portal.call('GET', url, { token: partnerToken });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('Müller');
    }
    const accepted = await portal.call('POST', '/api/packages/accept', {
      token: client.token,
      body: { packageId: offerId },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      (await portal.call('GET', `/api/questionnaires/client/${client.id}/download?format=txt`, { token: partnerToken }))
        .statusCode,
    ).toBe(200);
    expect(
      (await portal.call('GET', `/api/questionnaires/${questionnaireId}/download`, { token: partnerToken })).statusCode,
    ).toBe(200);
    expect(
      (await portal.call('GET', `/api/questionnaires/client/${client.id}/download`, { token: otherPartnerToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await portal.call('GET', `/api/questionnaires/${questionnaireId}/download`, { token: otherPartnerToken }))
        .statusCode,
    ).toBe(403);
    expect(
      (await portal.call('GET', `/api/questionnaires/client/nicht-da/download`, { token: otherPartnerToken }))
        .statusCode,
    ).toBe(403);
    const anonymous = await createAs(visitor(portal), { answers: completeAnswers('anon'), status: 'request_sent' });
    expect(
      (await portal.call('GET', `/api/questionnaires/${anonymous.id}/download`, { token: partnerToken })).statusCode,
    ).toBe(403);
    expect(
      (await portal.call('GET', `/api/questionnaires/${questionnaireId}/download`, { token: client.token })).statusCode,
    ).toBe(403);
    expect((await portal.call('GET', `/api/questionnaires/${questionnaireId}/download`)).statusCode).toBe(401);
  });

  it('refuses an unknown format', async () => {
    const res = await portal.call('GET', `/api/questionnaires/${questionnaireId}/download?format=pdf`, {
      token: adminToken,
    });
    expect(res.statusCode).toBe(400);
  });

  it('replay still matches the live tables', async () => {
    expect((await replay(portal.runtime.ctx.store)).differences).toEqual([]);
  });
});
