import { expect, test } from './support/test';
import { roleAccounts } from './support/accounts';
import { signInQuickly } from './support/ui';

test('an unknown path shows the 404 page; its buttons lead to the start page and back', async ({ page }) => {
  // A page to come back to.
  await page.goto('/datenschutz');
  await page.goto('/gibt/es/nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL('/datenschutz');

  await page.goto('/unbekannt');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('a signed-in user on an unknown path sees the 404; the start page leads home', async ({ page }) => {
  const { account, home } = roleAccounts[0];
  await signInQuickly(page, account);
  await page.goto('/admin/gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(home);
});

test('a crash shows the error page; "Erneut versuchen" recovers', async ({ page }) => {
  // A session answer the app cannot read makes the start-up fail.
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"user":{"id":42}}' }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Seite neu laden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück' })).toBeVisible();
  await page.unroute('**/api/auth/me');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});
