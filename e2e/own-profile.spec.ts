import { expect, test, type Browser } from './support/test';
import { admin, type Login } from './support/accounts';
import { signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, sideMenu, toast } from './support/ui';

// Audit of spec 02: an Accelerator edits their own profile on /partner/profile ('Mein Profil'):
// their own fields are saved; what the office keeps (specialty, rate, hours, listing, references)
// is shown, not offered as a field, and the server refuses a change of it in German.

const { shot } = screenshotsOf('own-profile');
const tag = `${Date.now().toString(36)}${process.pid}`;

/** A new Accelerator with a profile the office saved. */
async function acceleratorWithProfile(browser: Browser, width: number): Promise<Login> {
  const login: Login = {
    email: `eigenes-profil-${width}-${tag}@e2e.test.de`,
    password: 'Eigenes-Profil-1',
    name: `Ole Eigen ${width} ${tag}`,
  };
  const asAdmin = await signedInRequest(browser, admin);
  const created = await asAdmin.post('/api/users', { data: { role: 'partner', ...login, partnerType: 'Finanzen' } });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { user: { id: string } }).user.id;
  const profile = await asAdmin.post('/api/partners', {
    data: {
      userId,
      specialty: 'Finanzen',
      location: 'Bremen',
      hourlyRate: 140,
      availableHours: 16,
      bio: 'Finanzplanung für Gründer.',
      references: [{ client: 'Weser Handel GmbH', rating: 4, project: 'Finanzierung', testimonial: 'Verlässlich.' }],
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return login;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an Accelerator edits their own profile, not the office's fields, at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const login = await acceleratorWithProfile(browser, viewport.width);
    const page = await signedInPage(browser, login, viewport);
    await page.goto('/partner');
    if (viewport.width >= 1024) await sideMenu(page).getByRole('link', { name: 'Mein Profil' }).click();
    else await page.goto('/partner/profile');
    await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
    const profile = page.getByTestId('partner-profile');
    await expect(profile).toContainText('Finanzplanung für Gründer.');
    await expect(profile).toContainText('140,00 €');

    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    const office = page.getByTestId('office-facts');
    await expect(office).toContainText('Finanzen');
    await expect(office).toContainText('140,00 €');
    await expect(office).toContainText('16 Std.');
    // The office's fields are facts, not fields.
    for (const field of ['Stundensatz (€)', 'Verfügbare Stunden', 'Fachgebiet'])
      await expect(page.getByLabel(field, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Profil aktiv' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '+ Referenz hinzufügen' })).toHaveCount(0);
    await expect(page.getByText('Weser Handel GmbH')).toBeVisible();

    await page.getByLabel('Kurzprofil').fill('Finanzplanung und Fördermittel für Gründer.');
    await page.getByLabel('Standort').fill('Bremen und online');
    await page.getByRole('button', { name: '+ Expertise hinzufügen' }).click();
    await page.getByRole('group', { name: 'Expertise 1' }).getByLabel('Titel').fill('Fördermittel');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `editor-${viewport.width}`);
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(toast(page, 'Ihr Profil wurde gespeichert.')).toBeVisible();
    await expect(profile).toContainText('Finanzplanung und Fördermittel für Gründer.');
    await expect(profile).toContainText('Bremen und online');
    await expect(profile).toContainText('Fördermittel');
    await expect(profile).toContainText('140,00 €');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `saved-${viewport.width}`);

    // Past the screen, straight to the API: a new hourly rate is refused in German, nothing changes.
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: string } };
    const current = await page.request.get(`/api/partners?userId=${me.user.id}`);
    const [saved] = (await current.json()) as Record<string, unknown>[];
    const fields = ['specialty', 'location', 'phone', 'linkedin', 'calendlyLink', 'availableHours', 'active', 'bio'];
    const data = Object.fromEntries(fields.map((f) => [f, saved![f]]));
    const refused = await page.request.put(`/api/partners/${saved!.userId as string}`, {
      headers: { 'if-match': `"${saved!.version as number}"` },
      data: { ...data, expertise: saved!.expertise, references: saved!.references, hourlyRate: 500 },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Diese Angaben pflegt die Geschäftsstelle: Stundensatz. Bitte wenden Sie sich für eine Änderung an die Geschäftsstelle.',
    );
    await page.reload();
    await expect(profile).toContainText('140,00 €');

    // Their profile as clients reach it leads back to 'Mein Profil'.
    await page.goto(`/partners/${me.user.id}`);
    await page.getByRole('link', { name: 'Mein Profil bearbeiten' }).click();
    await expect(page).toHaveURL(/\/partner\/profile$/);
    await expect(page.getByRole('heading', { name: 'Mein Profil', level: 1 })).toBeVisible();
    await page.context().close();
  });
}
