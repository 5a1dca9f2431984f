import { describe, expect, it } from 'vitest';
import { partnerMessages } from './contract';
import { partnersWorld } from './testing/partners-world';

// An Accelerator edits their own profile (audit of spec 02): their own fields are saved; what the
// office keeps (rate, hours, listing, specialty, references) is refused with a German 403 and left
// as it was; another Accelerator's profile is refused too.

// New Acceleratoren with a profile the office saved (version 1), from the partners' test world.
const { world, withProfile, profileBody } = partnersWorld();
const put = (id: string, token: string, over: Record<string, unknown>, version = 1) =>
  world.portal.call('PUT', `/api/partners/${id}`, {
    token,
    body: profileBody(id, over),
    headers: { 'if-match': `"${version}"` },
  });
const current = async (id: string) =>
  (await world.portal.call('GET', `/api/partners/${id}`, { token: world.admin })).json();

describe('an Accelerator edits their own profile', () => {
  it('saves their own bio, location and expertise (new ETag, the full profile back)', async () => {
    const me = await withProfile();
    const res = await put(me.id, me.token, {
      bio: 'Ich baue Vertriebsteams auf.',
      location: 'Hamburg',
      expertise: [{ title: 'Teamaufbau', description: '' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.json()).toMatchObject({ bio: 'Ich baue Vertriebsteams auf.', location: 'Hamburg', hourlyRate: 150 });
    expect(await current(me.id)).toMatchObject({ bio: 'Ich baue Vertriebsteams auf.', version: 2 });
  });

  it('is refused a new hourly rate, with a German message, and nothing changes', async () => {
    const me = await withProfile();
    const res = await put(me.id, me.token, { hourlyRate: 300, bio: 'Teurer.' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'OFFICE_OWNED_FIELDS',
      message: partnerMessages.officeOwned(['Stundensatz']),
    });
    expect(res.json().message).toBe(
      'Diese Angaben pflegt die Geschäftsstelle: Stundensatz. Bitte wenden Sie sich für eine Änderung an die Geschäftsstelle.',
    );
    expect(await current(me.id)).toMatchObject({ hourlyRate: 150, bio: 'Vertriebsprofi.', version: 1 });
  });

  it('is refused the other office fields too, each named', async () => {
    const me = await withProfile();
    const res = await put(me.id, me.token, {
      specialty: 'Recht',
      availableHours: 40,
      active: false,
      references: [{ client: 'Muster GmbH', rating: 5, project: 'Vertriebsaufbau', testimonial: 'Sehr gut.' }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      partnerMessages.officeOwned(['Fachgebiet', 'Verfügbare Stunden', 'Profil aktiv', 'Referenzen']),
    );
    expect(await current(me.id)).toMatchObject({ specialty: 'Vertrieb', partnerType: 'Vertrieb', active: true });
  });

  it("is refused another Accelerator's profile (403) and leaves it as it was", async () => {
    const me = await withProfile();
    const other = await withProfile();
    const res = await put(other.id, me.token, { bio: 'Übernommen.' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_OWN_PROFILE', message: partnerMessages.notOwnProfile });
    expect(await current(other.id)).toMatchObject({ bio: 'Vertriebsprofi.', version: 1 });
  });

  it('the office still changes every field', async () => {
    const me = await withProfile();
    const res = await put(me.id, world.admin, { hourlyRate: 180, availableHours: 20, references: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hourlyRate: 180, availableHours: 20, references: [] });
  });
});
