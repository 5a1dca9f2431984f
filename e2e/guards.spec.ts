import { expect, test } from '@playwright/test';
import { roleAccounts } from './support/accounts';
import { recordPaths, signInQuickly } from './support/ui';

const [adminRole, partnerRole, clientRole] = roleAccounts;

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
    ['/dashboard', 'Willkommen, Anna Admin'],
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
