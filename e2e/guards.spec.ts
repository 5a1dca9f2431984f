import { expect, test } from './support/test';
import { roleAccounts } from './support/accounts';
import { screenshotsOf } from './support/screenshots';
import { recordPaths, signInQuickly } from './support/ui';

const [adminRole, partnerRole, clientRole] = roleAccounts;
const { shot } = screenshotsOf('guards');

test('anonymous visits to guarded routes land on /', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/account-settings',
    '/partners/abc',
    '/partner/clients',
    '/admin/packages',
    '/admin/clients/123/activate-package',
  ]) {
    await page.goto(path);
    await expect(page, `von ${path}`).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  }
});

test('a client on partner and admin pages is sent to / (and from there home)', async ({ page }) => {
  await signInQuickly(page, clientRole.account);
  await page.goto(clientRole.home);
  for (const path of ['/partner', '/partner/meetings?tab=completed', '/admin', '/admin/kundenkartei']) {
    const seen = recordPaths(page);
    await page.goto(path);
    await expect(page).toHaveURL(clientRole.home);
    expect(seen, `Weg von ${path}`).toContain('/');
    await expect(page.getByRole('heading', { name: /Willkommen, Julia Hoffmann/ })).toBeVisible();
  }
});

test('a partner on admin pages is sent to / (and from there home)', async ({ page }) => {
  await signInQuickly(page, partnerRole.account);
  await page.goto(partnerRole.home);
  const seen = recordPaths(page);
  await page.goto('/admin/clients');
  await expect(page).toHaveURL(partnerRole.home);
  expect(seen).toContain('/');
  // Routes for any signed-in user are open to partners.
  await page.goto('/partner/xyz');
  await expect(page.getByRole('heading', { name: 'Accelerator-Profil' })).toBeVisible();
});

test('an admin passes every guard', async ({ page }) => {
  await signInQuickly(page, adminRole.account);
  await page.goto(adminRole.home);
  for (const [path, heading] of [
    ['/partner/clients', 'Meine Kunden'],
    ['/partner/coordination', 'Acceleratoren-Koordination'],
    ['/progress', 'Fortschritt'],
    ['/admin/partners', 'Accelerator & Admin Verwaltung'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test('the wizard lives under the product slug and sends signed-in users to the dashboard', async ({ page }) => {
  await page.goto('/potenzialanalyse');
  await expect(page).toHaveURL('/potenzialanalyse/1');
  await expect(page.getByText('Schritt 1 von 4')).toBeVisible();
  await signInQuickly(page, clientRole.account);
  await page.goto('/potenzialanalyse/2');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('toast').filter({ hasText: 'Bereits angemeldet' })).toBeVisible();
});

test("partners and admins opening a client's page go to their own", async ({ page }) => {
  for (const [role, from, to] of [
    [partnerRole, '/meetings', '/partner/meetings'],
    [partnerRole, '/package', '/partner/clients'],
    [adminRole, '/meetings', '/admin/meetings'],
    [adminRole, '/package', '/admin/packages'],
  ] as const) {
    await signInQuickly(page, role.account);
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
});

// Audit of spec 02: /dashboard is open to every role, but its cards are a client's. A partner or
// an admin opening it (a bookmark, the wizard's 'to the dashboard') lands on their own dashboard.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a partner and an admin opening /dashboard see their own dashboard (${viewport.width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();

    await signInQuickly(page, partnerRole.account);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(partnerRole.home);
    await expect(
      page.getByRole('heading', { level: 1, name: `Willkommen, ${partnerRole.account.name}` }),
    ).toBeVisible();
    await expect(page.getByTestId('stat-tile').filter({ hasText: 'Meine Klienten' })).toBeVisible();
    // None of the client's cards.
    await expect(page.getByTestId('dashboard-package')).toHaveCount(0);
    await shot(page, `dashboard-partner-${viewport.width}`);

    await signInQuickly(page, adminRole.account);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(adminRole.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Willkommen zurück!' })).toBeVisible();
    await expect(page.getByTestId('dashboard-package')).toHaveCount(0);
    await shot(page, `dashboard-admin-${viewport.width}`);
    await context.close();
  });
}
