import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../server/testing/harness';
import { seedDemo } from '../../server/seed/demo';
import { demoAdmin } from '../../server/seed/demo-accounts';
import { partnerMessages } from './contract';

// An Accelerator edits their own profile (audit of spec 02): their own fields are saved; what the
// office keeps (rate, hours, listing, specialty, references) is refused with a German 403 and left
// as it was; another Accelerator's profile is refused too.

let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await startTestPortal();
  await seedDemo(portal.runtime.ctx);
  admin = await tokenOf(demoAdmin.email, demoAdmin.password);
});
afterAll(() => portal.close());

async function tokenOf(username: string, password: string): Promise<string> {
  const res = await portal.call('POST', '/api/auth/login', { body: { username, password } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

let n = 0;
/** A new Accelerator with a profile the office saved (version 1). */
async function acceleratorWithProfile() {
  const email = `eigenes-profil${++n}@beispiel.de`;
  const created = await portal.call('POST', '/api/users', {
    token: admin,
    body: { role: 'partner', name: `Eva Eigen ${n}`, email, password: 'Partner-Pw-2026', partnerType: 'Vertrieb' },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().user.id as string;
  const saved = await portal.call('POST', '/api/partners', { token: admin, body: { userId: id, ...profile } });
  expect(saved.statusCode).toBe(201);
  return { id, token: await tokenOf(email, 'Partner-Pw-2026') };
}
const profile = {
  specialty: 'Vertrieb',
  location: 'Berlin',
  phone: '+49 30 1234567',
  linkedin: null,
  calendlyLink: null,
  hourlyRate: 150,
  availableHours: 12,
  active: true,
  bio: 'Vertriebsprofi.',
  expertise: [{ title: 'B2B-Vertrieb', description: 'Akquise' }],
  references: [{ client: 'Muster GmbH', rating: 4, project: 'Aufbau', testimonial: 'Sehr gut.' }],
};
const put = (id: string, token: string, over: Record<string, unknown>, version = 1) =>
  portal.call('PUT', `/api/partners/${id}`, {
    token,
    body: { ...profile, ...over },
    headers: { 'if-match': `"${version}"` },
  });
const current = async (id: string) => (await portal.call('GET', `/api/partners/${id}`, { token: admin })).json();

describe('an Accelerator edits their own profile', () => {
  it('saves their own bio, location and expertise (new ETag, the full profile back)', async () => {
    const me = await acceleratorWithProfile();
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
    const me = await acceleratorWithProfile();
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
    const me = await acceleratorWithProfile();
    const res = await put(me.id, me.token, {
      specialty: 'Recht',
      availableHours: 40,
      active: false,
      references: [{ client: 'Muster GmbH', rating: 5, project: 'Aufbau', testimonial: 'Sehr gut.' }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      partnerMessages.officeOwned(['Fachgebiet', 'Verfügbare Stunden', 'Profil aktiv', 'Referenzen']),
    );
    expect(await current(me.id)).toMatchObject({ specialty: 'Vertrieb', partnerType: 'Vertrieb', active: true });
  });

  it("is refused another Accelerator's profile (403) and leaves it as it was", async () => {
    const me = await acceleratorWithProfile();
    const other = await acceleratorWithProfile();
    const res = await put(other.id, me.token, { bio: 'Übernommen.' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NOT_OWN_PROFILE', message: partnerMessages.notOwnProfile });
    expect(await current(other.id)).toMatchObject({ bio: 'Vertriebsprofi.', version: 1 });
  });

  it('the office still changes every field', async () => {
    const me = await acceleratorWithProfile();
    const res = await put(me.id, admin, { hourlyRate: 180, availableHours: 20, references: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hourlyRate: 180, availableHours: 20, references: [] });
  });
});
