import { expect, test } from '@playwright/test';
import { roleAccounts } from './support/accounts';
import { signInQuickly } from './support/ui';

test('an unknown path shows the 404 page; its buttons lead to the start page and back', async ({ page }) => {
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
