import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { replay } from '../../server/eventstore';
import { hashEditToken } from './capability';
import { messages } from './contract';
import { completeAnswers, contactOf, createAs, visitor } from './testing/questionnaire';
import { onboardingWorld } from './testing/onboarding-world';

// The questionnaire's routes: anonymous saving with its capability, strangers refused, validation
// and limits; the log replays to the same table. The whole wizard: wizard.int.test.ts.

const { world, db, newClient } = onboardingWorld();

describe('anonymous saving', () => {
  it('creates a questionnaire, answering id and edit token, and sets the capability as an httpOnly cookie', async () => {
    const v = visitor(world.portal);
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
    const { id, editToken } = await createAs(visitor(world.portal), { answers: { name: 'Geheim' } });
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
    const v = visitor(world.portal);
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
    const other = visitor(world.portal);
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
    const v = visitor(world.portal);
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
    const owner = visitor(world.portal);
    const { id } = await createAs(owner, { answers: contactOf('s') });
    const before = await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(db());
    const stranger = visitor(world.portal);
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
    const v = visitor(world.portal);
    const { id } = await createAs(v, { answers: completeAnswers('r'), status: 'questionnaire' });
    const own = (await v.call('GET', `/api/questionnaires/${id}`)).json().questionnaire;
    expect(own).toMatchObject({ status: 'questionnaire', recommendedPackage: 'leadership' });
    expect(own.leadScore).toBeUndefined();
    expect(own.coachingBrief).toBeUndefined();
    const admin = (await world.portal.call('GET', `/api/questionnaires/${id}`, { token: world.adminToken })).json()
      .questionnaire;
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
    const v = visitor(world.portal);
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
    const v = visitor(world.portal);
    const res = await v.call('POST', '/api/questionnaires', {
      body: { answers: { ...contactOf('i'), email: 'jana@', businessStatus: 'young' }, status: 'questionnaire' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.incomplete);
  });

  it('limits creations per IP', async () => {
    const v = visitor(world.portal);
    for (let i = 0; i < 20; i++)
      expect((await v.call('POST', '/api/questionnaires', { body: { answers: {} } })).statusCode).toBe(201);
    const blocked = await v.call('POST', '/api/questionnaires', { body: { answers: {} } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(messages.tooManyRequests);
    expect(
      (await visitor(world.portal).call('POST', '/api/questionnaires', { body: { answers: {} } })).statusCode,
    ).toBe(201);
  });
});

describe('the log', () => {
  it('replay rebuilds the questionnaires identical to the live table', async () => {
    const report = await replay(world.portal.runtime.ctx.store);
    expect(report.events).toBeGreaterThan(20);
    expect(report.differences).toEqual([]);
  });
});
