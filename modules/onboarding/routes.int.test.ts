import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { recipientOf } from '../../server/testing/smtp-sink';
import { registerUser } from '../identity';
import { hashEditToken } from './capability';
import { messages } from './contract';
import { completeAnswers, contactOf, createAs, visitor } from './testing/questionnaire';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

let portal: TestPortal;
const admins = [
  { email: 'admin.eins@firma.de', password: 'Admin-Passwort-1', name: 'Admin Eins' },
  { email: 'admin.zwei@firma.de', password: 'Admin-Passwort-2', name: 'Admin Zwei' },
];
let adminToken: string;

beforeAll(async () => {
  portal = await startTestPortal();
  for (const a of admins) await registerUser(portal.runtime.ctx, { ...a, role: 'admin' }, { actorRole: 'system' });
  adminToken = (
    await portal.call('POST', '/api/auth/login', {
      body: { username: admins[0]!.email, password: admins[0]!.password },
    })
  ).json().token;
});
afterAll(() => portal.close());

const db = () => portal.runtime.ctx.db;
let n = 0;
async function newClient() {
  const email = `klient${++n}@beispiel.de`;
  const res = await portal.call('POST', '/api/auth/register', {
    body: { acceptedTerms: LEGAL_VERSIONS, email, password: 'Start-Passwort-1', name: `Klient ${n}` },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as string, token: res.json().token as string };
}

describe('anonymous saving', () => {
  it('creates a questionnaire, answering id and edit token, and sets the capability as an httpOnly cookie', async () => {
    const v = visitor(portal);
    const { id, editToken, res } = await createAs(v, {
      answers: { name: 'Jana', businessStatus: 'idea', revenue: 'over_10m' },
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(editToken).toMatch(/^[a-z2-7]{32}$/);
    expect(res.cookies.find((c) => c.name === 'questionnaire')).toMatchObject({
      value: editToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/questionnaires',
    });
    // Hidden questions' answers are not kept (revenue is not asked in the idea phase).
    expect(res.json().questionnaire).toMatchObject({
      id,
      status: 'lead',
      answers: { name: 'Jana', businessStatus: 'idea' },
      recommendedPackage: null,
    });
    expect(res.json().questionnaire.answers.revenue).toBeUndefined();
  });

  it('keeps only the hash of the capability, and none of it in the event log', async () => {
    const { id, editToken } = await createAs(visitor(portal), { answers: { name: 'Geheim' } });
    const rows = await sql<{
      token_hash: string;
    }>`SELECT token_hash FROM questionnaire_capabilities WHERE questionnaire_id = ${id}`.execute(db());
    expect(rows.rows).toEqual([{ token_hash: hashEditToken(editToken) }]);
    const leaks = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM events WHERE data::text LIKE ${`%${editToken}%`} OR data::text LIKE ${`%${hashEditToken(editToken)}%`}`.execute(
      db(),
    );
    expect(leaks.rows[0]!.n).toBe(0);
  });

  it('updates with the cookie, or with the token in the header, and builds the responses list', async () => {
    const v = visitor(portal);
    const { id, editToken } = await createAs(v, { answers: contactOf('a') });
    const put = await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { answers: { ...contactOf('a'), challenges: ['sales', 'digital'] } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().id).toBe(id);
    const challenges = put
      .json()
      .questionnaire.responses.find((r: { questionId: string }) => r.questionId === 'challenges');
    expect(challenges).toMatchObject({
      question: 'Wo liegen Ihre größten Herausforderungen?',
      answer: ['sales', 'digital'],
      answerLabel: 'Vertrieb und Kundengewinnung, Digitalisierung und KI',
      answerLabels: ['Vertrieb und Kundengewinnung', 'Digitalisierung und KI'],
    });
    const other = visitor(portal);
    const byHeader = await other.call('PUT', `/api/questionnaires/${id}`, {
      body: { answers: { ...contactOf('a'), notes: 'Per Header' } },
      headers: { 'x-questionnaire-token': editToken },
    });
    expect(byHeader.statusCode).toBe(200);
    const read = await v.call('GET', `/api/questionnaires/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().questionnaire.answers.notes).toBe('Per Header');
  });

  it('an unknown id answers 404 (the web then drops it and creates anew); so does a malformed one', async () => {
    const v = visitor(portal);
    const unknown = await v.call('PUT', '/api/questionnaires/5f0c7a8e-0000-4000-8000-000000000000', {
      body: { answers: contactOf('x') },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.notFound);
    expect((await v.call('PUT', '/api/questionnaires/nicht-da', { body: { answers: {} } })).statusCode).toBe(404);
    expect((await v.call('GET', '/api/questionnaires/5f0c7a8e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const again = await createAs(v, { answers: contactOf('x') });
    expect(
      (
        await v.call('PUT', `/api/questionnaires/${again.id}`, {
          body: { answers: { ...contactOf('x'), notes: 'neu' } },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('strangers', () => {
  it('cannot update or read: no capability, a wrong one, another signed-in client; and nothing is written', async () => {
    const owner = visitor(portal);
    const { id } = await createAs(owner, { answers: contactOf('s') });
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db());
    const stranger = visitor(portal);
    const body = { answers: { ...contactOf('s'), name: 'Übernommen' } };
    expect((await stranger.call('PUT', `/api/questionnaires/${id}`, { body })).statusCode).toBe(403);
    expect((await stranger.call('GET', `/api/questionnaires/${id}`)).statusCode).toBe(403);
    const wrong = { headers: { 'x-questionnaire-token': 'a'.repeat(32) } };
    expect((await stranger.call('PUT', `/api/questionnaires/${id}`, { body, ...wrong })).statusCode).toBe(403);
    const client = await newClient();
    const asClient = await stranger.call('PUT', `/api/questionnaires/${id}`, { body, token: client.token });
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json().message).toBe(messages.forbidden);
    expect((await stranger.call('GET', `/api/questionnaires/${id}`, { token: client.token })).statusCode).toBe(403);
    const after = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n + 2); // the client's registration and consent only
    expect((await owner.call('GET', `/api/questionnaires/${id}`)).json().questionnaire.answers.name).toBe(
      'Jana Berg s',
    );
  });

  it('a visitor reads neither lead score nor coaching brief; an admin reads both', async () => {
    const v = visitor(portal);
    const { id } = await createAs(v, { answers: completeAnswers('r'), status: 'questionnaire' });
    const own = (await v.call('GET', `/api/questionnaires/${id}`)).json().questionnaire;
    expect(own).toMatchObject({ status: 'questionnaire', recommendedPackage: 'leadership' });
    expect(own.leadScore).toBeUndefined();
    expect(own.coachingBrief).toBeUndefined();
    const admin = (await portal.call('GET', `/api/questionnaires/${id}`, { token: adminToken })).json().questionnaire;
    expect(admin).toMatchObject({ leadScore: 5, recommendedPackage: 'leadership' });
    expect(admin.coachingBrief.strategicChallenges).toEqual([
      'Strategie und Ausrichtung',
      'Team und Personal',
      'Prozesse und Organisation',
    ]);
  });
});

describe('validation and limits', () => {
  it('refuses over-long answers and unknown options with German messages, writing nothing', async () => {
    const v = visitor(portal);
    const long = await v.call('POST', '/api/questionnaires', { body: { answers: { name: 'x'.repeat(201) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Höchstens 200 Zeichen.');
    const option = await v.call('POST', '/api/questionnaires', { body: { answers: { businessStatus: 'konzern' } } });
    expect(option.statusCode).toBe(400);
    expect(option.json().message).toBe(messages.invalidOption);
    const huge = await v.call('POST', '/api/questionnaires', { body: { answers: { notes: 'x'.repeat(70_000) } } });
    expect(huge.statusCode).toBe(413);
  });

  it('completing needs the required answers and a valid e-mail', async () => {
    const v = visitor(portal);
    const res = await v.call('POST', '/api/questionnaires', {
      body: { answers: { ...contactOf('i'), email: 'jana@', businessStatus: 'young' }, status: 'questionnaire' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.incomplete);
  });

  it('limits creations per IP', async () => {
    const v = visitor(portal);
    for (let i = 0; i < 20; i++)
      expect((await v.call('POST', '/api/questionnaires', { body: { answers: {} } })).statusCode).toBe(201);
    const blocked = await v.call('POST', '/api/questionnaires', { body: { answers: {} } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequests);
    expect((await visitor(portal).call('POST', '/api/questionnaires', { body: { answers: {} } })).statusCode).toBe(201);
  });
});

describe('the whole wizard', () => {
  it('completes, picks a package, sends the request (e-mails to the visitor and every admin), and converts', async () => {
    const v = visitor(portal);
    const answers = completeAnswers('w');
    const { id } = await createAs(v, { answers: contactOf('w') });
    const done = await v.call('PUT', `/api/questionnaires/${id}`, { body: { answers, status: 'questionnaire' } });
    expect(done.json().questionnaire).toMatchObject({
      status: 'questionnaire',
      recommendedPackage: 'leadership',
      selectedPackage: null,
    });
    const picked = await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { status: 'package', selectedPackage: 'custom' },
    });
    expect(picked.json().questionnaire).toMatchObject({ status: 'package', selectedPackage: 'custom' });
    const sent = await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { answers, status: 'request_sent', selectedPackage: 'custom' },
    });
    expect(sent.json().questionnaire.status).toBe('request_sent');

    const confirmation = await portal.smtp.waitFor((m) => recipientOf(m) === answers.email);
    expect(confirmation.subject).toBe('Ihre Anfrage für ein kostenloses Erstgespräch');
    // Issue 16: the visitor's mail echoes nothing typed into the form (any address can be typed in).
    expect(confirmation.text).toContain('Guten Tag,');
    expect(confirmation.text).not.toContain('Jana Berg w');
    expect(confirmation.text).toContain('Ihr gewähltes Paket: Individuell');
    for (const a of admins) {
      const notice = await portal.smtp.waitFor(
        (m) => recipientOf(m) === a.email && m.subject === 'Neue Anfrage: Jana Berg w (Berg w GmbH)',
      );
      expect(notice.text).toContain('Lead-Score: 5,0 von 5');
      expect(notice.text).toContain('Empfehlung: Leadership');
      expect(notice.text).toContain('Unternehmen: Berg w GmbH');
      expect(notice.text).toContain(`http://portal.test/admin/questionnaires/${id}`);
    }

    const list = await portal.call('GET', '/api/questionnaires/requests', { token: adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().requests.find((r: { id: string }) => r.id === id)).toMatchObject({
      name: 'Jana Berg w',
      company: 'Berg w GmbH',
      leadScore: 5,
      status: 'request_sent',
    });

    // Step 4: register, then link with the capability.
    const client = await newClient();
    const linked = await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { userId: client.id, status: 'converted' },
      token: client.token,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().questionnaire).toMatchObject({ status: 'converted', userId: client.id });
    // The account holds it now; the anonymous capability has ended.
    const capability = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM questionnaire_capabilities WHERE questionnaire_id = ${id}`.execute(db());
    expect(capability.rows[0]!.n).toBe(0);
    expect(v.cookie).toBeNull();
    expect(
      (await visitor(portal).call('GET', `/api/questionnaires/${id}`, { headers: { 'x-questionnaire-token': 'x' } }))
        .statusCode,
    ).toBe(403);
    const mine = await visitor(portal).call('PUT', `/api/questionnaires/${id}`, {
      body: { answers: { ...answers, notes: 'Später ergänzt' } },
      token: client.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(
      (await visitor(portal).call('GET', `/api/questionnaires/${id}`, { token: client.token })).json().questionnaire
        .answers.notes,
    ).toBe('Später ergänzt');
    const other = await newClient();
    expect(
      (
        await visitor(portal).call('PUT', `/api/questionnaires/${id}`, {
          body: { userId: other.id, status: 'converted' },
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);

    // Sending again sends no second e-mail.
    await new Promise((r) => setTimeout(r, 1500));
    expect(portal.smtp.mails.filter((m) => recipientOf(m) === answers.email)).toHaveLength(1);
  });

  it('conversion needs a signed-in user, and only links to the caller’s own account', async () => {
    const v = visitor(portal);
    const { id } = await createAs(v, { answers: completeAnswers('c'), status: 'request_sent' });
    const client = await newClient();
    const anonymous = await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { userId: client.id, status: 'converted' },
    });
    expect(anonymous.statusCode).toBe(401);
    const someoneElse = await newClient();
    const mismatch = await v.call('PUT', `/api/questionnaires/${id}`, {
      body: { userId: someoneElse.id, status: 'converted' },
      token: client.token,
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().message).toBe(messages.userMismatch);
  });

  it('a questionnaire re-created at step 4 (after a 404) is created linked to the signed-in user', async () => {
    const v = visitor(portal);
    const client = await newClient();
    const res = await v.call('POST', '/api/questionnaires', {
      body: { answers: completeAnswers('n'), userId: client.id, status: 'converted' },
      token: client.token,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().questionnaire).toMatchObject({
      status: 'converted',
      userId: client.id,
      selectedPackage: 'leadership',
    });
    expect(res.cookies.find((c) => c.name === 'questionnaire')).toBeUndefined();
    await portal.smtp.waitFor((m) => recipientOf(m) === 'jana.berg.n@beispiel.de');
  });

  it('lists every lead for admins: requests first by lead score, then the incomplete ones marked', async () => {
    const low = { ...completeAnswers('tief'), commitment: 'exploring', timeline: 'later', challenges: [] } as const;
    await createAs(visitor(portal), { answers: low, status: 'request_sent' });
    await createAs(visitor(portal), { answers: completeAnswers('nur-fragebogen'), status: 'package' });
    await createAs(visitor(portal), { answers: { name: 'Jana Berg abgebrochen', email: 'jana@' } });
    const list = (await portal.call('GET', '/api/questionnaires/requests', { token: adminToken })).json().requests as {
      name: string;
      leadScore: number | null;
      status: string;
      incomplete: boolean;
    }[];
    const isRequest = (s: string) => s === 'request_sent' || s === 'converted';
    expect(list.every((r) => r.incomplete === !isRequest(r.status))).toBe(true);
    expect(list.find((r) => r.name === 'Jana Berg nur-fragebogen')).toMatchObject({
      status: 'package',
      incomplete: true,
    });
    expect(list.find((r) => r.name === 'Jana Berg abgebrochen')).toMatchObject({
      status: 'lead',
      leadScore: null,
      incomplete: true,
    });
    expect(list.find((r) => r.name === 'Jana Berg tief')).toMatchObject({ leadScore: 2.8, incomplete: false });
    // The requests come first, by lead score; the incomplete ones follow.
    const firstIncomplete = list.findIndex((r) => r.incomplete);
    expect(list.slice(firstIncomplete).every((r) => r.incomplete)).toBe(true);
    const scores = list.slice(0, firstIncomplete).map((r) => r.leadScore);
    expect(scores).toEqual([...scores].sort((a, b) => b! - a!));
    const client = await newClient();
    expect((await portal.call('GET', '/api/questionnaires/requests', { token: client.token })).statusCode).toBe(403);
    expect((await portal.call('GET', '/api/questionnaires/requests')).statusCode).toBe(401);
  });
});

describe('the log', () => {
  it('replay rebuilds the questionnaires identical to the live table', async () => {
    const report = await replay(portal.runtime.ctx.store);
    expect(report.events).toBeGreaterThan(20);
    expect(report.differences).toEqual([]);
  });
});
