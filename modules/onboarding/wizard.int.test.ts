import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { recipientOf } from '../../server/testing/smtp-sink';
import { messages } from './contract';
import { completeAnswers, contactOf, createAs, visitor } from './testing/questionnaire';
import { onboardingWorld } from './testing/onboarding-world';

// The whole wizard through the routes: complete, pick a package, send the request (mails to the
// visitor and every admin), convert; the admin's list of leads.

const { world, db, newClient } = onboardingWorld();

describe('the whole wizard', () => {
  it('completes, picks a package, sends the request (e-mails to the visitor and every admin), and converts', async () => {
    const v = visitor(world.portal);
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

    const confirmation = await world.portal.smtp.waitFor((m) => recipientOf(m) === answers.email);
    expect(confirmation.subject).toBe('Ihre Anfrage für ein kostenloses Erstgespräch');
    // Issue 16: the visitor's mail echoes nothing typed into the form (any address can be typed in).
    expect(confirmation.text).toContain('Guten Tag,');
    expect(confirmation.text).not.toContain('Jana Berg w');
    expect(confirmation.text).toContain('Ihr gewähltes Paket: Individuell');
    for (const a of world.admins) {
      const notice = await world.portal.smtp.waitFor(
        (m) => recipientOf(m) === a.email && m.subject === 'Neue Anfrage: Jana Berg w (Berg w GmbH)',
      );
      expect(notice.text).toContain('Lead-Score: 5,0 von 5');
      expect(notice.text).toContain('Empfehlung: Leadership');
      expect(notice.text).toContain('Unternehmen: Berg w GmbH');
      expect(notice.text).toContain(`http://portal.test/admin/questionnaires/${id}`);
    }

    const list = await world.portal.call('GET', '/api/questionnaires/requests', { token: world.adminToken });
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
      (
        await visitor(world.portal).call('GET', `/api/questionnaires/${id}`, {
          headers: { 'x-questionnaire-token': 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const mine = await visitor(world.portal).call('PUT', `/api/questionnaires/${id}`, {
      body: { answers: { ...answers, notes: 'Später ergänzt' } },
      token: client.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(
      (await visitor(world.portal).call('GET', `/api/questionnaires/${id}`, { token: client.token })).json()
        .questionnaire.answers.notes,
    ).toBe('Später ergänzt');
    const other = await newClient();
    expect(
      (
        await visitor(world.portal).call('PUT', `/api/questionnaires/${id}`, {
          body: { userId: other.id, status: 'converted' },
          token: other.token,
        })
      ).statusCode,
    ).toBe(403);

    // Sending again sends no second e-mail.
    await new Promise((r) => setTimeout(r, 1500));
    expect(world.portal.smtp.mails.filter((m) => recipientOf(m) === answers.email)).toHaveLength(1);
  });

  it('conversion needs a signed-in user, and only links to the caller’s own account', async () => {
    const v = visitor(world.portal);
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
    const v = visitor(world.portal);
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
    await world.portal.smtp.waitFor((m) => recipientOf(m) === 'jana.berg.n@beispiel.de');
  });

  it('lists every lead for world.admins: requests first by lead score, then the incomplete ones marked', async () => {
    const low = { ...completeAnswers('tief'), commitment: 'exploring', timeline: 'later', challenges: [] } as const;
    await createAs(visitor(world.portal), { answers: low, status: 'request_sent' });
    await createAs(visitor(world.portal), { answers: completeAnswers('nur-fragebogen'), status: 'package' });
    await createAs(visitor(world.portal), { answers: { name: 'Jana Berg abgebrochen', email: 'jana@' } });
    const list = (await world.portal.call('GET', '/api/questionnaires/requests', { token: world.adminToken })).json()
      .requests as {
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
    expect((await world.portal.call('GET', '/api/questionnaires/requests', { token: client.token })).statusCode).toBe(
      403,
    );
    expect((await world.portal.call('GET', '/api/questionnaires/requests')).statusCode).toBe(401);
  });
});
