import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { replay } from '../../server/eventstore';
import { partnerMessages } from './contract';
import { findPartnerProfiles } from './index';
import { toProfileStreamId } from './events';
import { registerUser } from '../identity';
import { demoPartners } from '../../server/seed/demo-accounts';
import { partnersWorld } from './testing/partners-world';

// Accelerator profiles through the API: create, validate, who may, optimistic versions, delete;
// the log replays to the same read tables. Who sees what: directory.int.test.ts.

const { world, newPartner, newClient, withProfile, profileBody } = partnersWorld();

describe('partner profiles', () => {
  it('an admin creates a profile (201, ETag "1"); create when none exists, a second create is 409', async () => {
    const p = await newPartner();
    const res = await world.portal.call('POST', '/api/partners', { token: world.admin, body: profileBody(p.id) });
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json()).toMatchObject({
      id: p.id,
      userId: p.id,
      specialty: 'Vertrieb',
      email: p.email,
      phone: '+49 30 1234567',
      hourlyRate: 150,
      availableHours: 12,
      active: true,
      rating: 4,
      version: 1,
      accountActive: true,
      expertise: [{ title: 'B2B-Vertrieb', description: 'Akquise und Abschluss' }],
    });
    const again = await world.portal.call('POST', '/api/partners', { token: world.admin, body: profileBody(p.id) });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROFILE_EXISTS');
  });

  it('validates: no user, no specialty, bad URL or phone, a client as partner; writes nothing', async () => {
    const p = await newPartner();
    const post = (body: object) => world.portal.call('POST', '/api/partners', { token: world.admin, body });
    expect((await post({ specialty: 'KI' })).json().message).toBe(partnerMessages.noUser);
    expect((await post({ userId: p.id })).json().message).toBe(partnerMessages.specialtyRequired);
    expect((await post(profileBody(p.id, { calendlyLink: 'calendly' }))).json()).toMatchObject({
      message: partnerMessages.calendlyInvalid,
      errors: { calendlyLink: partnerMessages.calendlyInvalid },
    });
    expect((await post(profileBody(p.id, { linkedin: 'https://evil.example/in/x' }))).json().message).toBe(
      partnerMessages.linkedinInvalid,
    );
    expect((await post(profileBody(p.id, { phone: 'bitte anrufen' }))).json().message).toBe(
      partnerMessages.phoneInvalid,
    );
    expect((await post(profileBody(p.id, { references: [{ client: 'A', rating: 0 }] }))).json().message).toBe(
      partnerMessages.ratingInvalid,
    );
    const client = await newClient();
    expect((await post(profileBody(client.id))).json()).toMatchObject({
      code: 'NOT_A_PARTNER',
      message: partnerMessages.notAPartner,
    });
    expect((await post(profileBody('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await world.portal.call('GET', `/api/partners?userId=${p.id}`, { token: world.admin })).json()).toEqual([]);
  });

  it('only admins create and delete profiles; a client changes none (own edits: own-profile.int.test.ts)', async () => {
    const p = await withProfile();
    const client = await newClient();
    for (const token of [p.token, client.token]) {
      expect((await world.portal.call('POST', '/api/partners', { token, body: profileBody(p.id) })).statusCode).toBe(
        403,
      );
      expect((await world.portal.call('DELETE', `/api/partners/${p.id}`, { token })).statusCode).toBe(403);
    }
    const put = await world.portal.call('PUT', `/api/partners/${p.id}`, {
      token: client.token,
      body: profileBody(p.id),
      headers: { 'if-match': '"1"' },
    });
    expect(put.statusCode).toBe(403);
    expect((await world.portal.call('GET', '/api/partners')).statusCode).toBe(401);
  });

  it('updates with If-Match; a stale write answers 409 and changes nothing; no If-Match is 428', async () => {
    const p = await withProfile();
    const put = (etag: string | null, over: Record<string, unknown>) =>
      world.portal.call('PUT', `/api/partners/${p.id}`, {
        token: world.admin,
        body: profileBody(p.id, over),
        headers: etag ? { 'if-match': etag } : {},
      });
    const first = await put('"1"', { location: 'Hamburg', references: [] });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    expect(first.json()).toMatchObject({ location: 'Hamburg', version: 2, rating: null, references: [] });
    const stale = await put('"1"', { location: 'München' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: partnerMessages.versionConflict });
    expect((await put(null, { location: 'München' })).statusCode).toBe(428);
    const now = await world.portal.call('GET', `/api/partners/${p.id}`, { token: world.admin });
    expect(now.json().location).toBe('Hamburg');
    expect(now.headers.etag).toBe('"2"');
  });

  it('two editors saving the same version at once: one wins, the other gets 409', async () => {
    const p = await withProfile();
    const save = (location: string) =>
      world.portal.call('PUT', `/api/partners/${p.id}`, {
        token: world.admin,
        body: profileBody(p.id, { location }),
        headers: { 'if-match': '"1"' },
      });
    const answers = await Promise.all([save('Köln'), save('Bonn'), save('Essen')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().location;
    expect((await world.portal.call('GET', `/api/partners/${p.id}`, { token: world.admin })).json()).toMatchObject({
      location: winner,
      version: 2,
    });
    // The losers are told in German, and the log holds the one winning edit (see server/faults/).
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: partnerMessages.versionConflict });
    const updates = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM events WHERE stream_id = ${toProfileStreamId(p.id)} AND type = 'PartnerProfileUpdated'`.execute(
      world.portal.runtime.ctx.db,
    );
    expect(updates.rows[0]!.n).toBe(1);
  });

  it("saving a specialty also sets the account's partnerType", async () => {
    const p = await withProfile({ specialty: 'Recht' });
    expect((await world.portal.call('GET', `/api/users/${p.id}`, { token: world.admin })).json().user.partnerType).toBe(
      'Recht',
    );
    await world.portal.call('PUT', `/api/partners/${p.id}`, {
      token: world.admin,
      body: profileBody(p.id, { specialty: 'KI' }),
      headers: { 'if-match': '"1"' },
    });
    expect((await world.portal.call('GET', `/api/users/${p.id}`, { token: world.admin })).json().user.partnerType).toBe(
      'KI',
    );
    const summaries = await findPartnerProfiles(world.portal.runtime.ctx.db, [p.id, world.demoPartnerId!, 'kein-uuid']);
    expect(summaries.get(p.id)).toMatchObject({ userId: p.id, specialty: 'KI', active: true });
    // The demo partner's seeded profile.
    expect(summaries.get(world.demoPartnerId!)).toMatchObject({
      name: demoPartners[0]!.name,
      specialty: 'Management',
      active: true,
    });
    expect(summaries.size).toBe(2);
    // A partner account with neither profile nor partnerType reads as 'Consultant'.
    const bare = await registerUser(
      world.portal.runtime.ctx,
      { email: 'ohne.profil@beispiel.de', password: 'Partner-Passwort-1', name: 'Ohne Profil', role: 'partner' },
      {},
    );
    expect((await findPartnerProfiles(world.portal.runtime.ctx.db, [bare.id])).get(bare.id)).toMatchObject({
      specialty: 'Consultant',
    });
  });

  it('deletes a profile (then gone, and may be created again)', async () => {
    const p = await withProfile();
    expect(
      (
        await world.portal.call('DELETE', `/api/partners/${p.id}`, {
          token: world.admin,
          headers: { 'if-match': '"5"' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await world.portal.call('DELETE', `/api/partners/${p.id}`, { token: world.admin })).json()).toEqual({
      success: true,
    });
    expect((await world.portal.call('GET', `/api/partners/${p.id}`, { token: world.admin })).statusCode).toBe(404);
    expect((await world.portal.call('DELETE', `/api/partners/${p.id}`, { token: world.admin })).statusCode).toBe(404);
    const again = await world.portal.call('POST', '/api/partners', { token: world.admin, body: profileBody(p.id) });
    expect(again.statusCode).toBe(201);
    expect(again.headers.etag).toBe('"3"');
  });
});

describe('the log', () => {
  it('replay rebuilds every read table identical to the live ones', async () => {
    const report = await replay(world.portal.runtime.ctx.store);
    expect(report.events).toBeGreaterThan(20);
    expect(report.differences).toEqual([]);
  });
});
