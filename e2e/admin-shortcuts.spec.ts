import { expect, test } from './support/test';
import { admin } from './support/accounts';
import { registerUser } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly } from './support/ui';

// Issue 15, item 9 (dead ends in the admin's day): the dashboard's 'Paket erstellen' opens the
// Create & Assign dialog, and the dialog can be opened for a chosen client by its address.

const run = `${Date.now().toString(36)}${process.pid}`;
const client = { name: `Otto Offerte ${run}`, email: `offer-${run}@e2e.test.de`, password: 'Start-Passwort-1' };
const { shot } = screenshotsOf('admin-shortcuts');

test('the dashboard’s „Paket erstellen“ opens Create & Assign; closing it leaves /admin/packages', async ({ page }) => {
  await signInQuickly(page, admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Paket erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create & Assign Package' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/packages\?create=true$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/packages$/);
});

test('„Paket anbieten“ on a client without a package opens Create & Assign with the client chosen', async ({
  page,
  request,
}) => {
  const clientId = await registerUser(request, client);
  await signInQuickly(page, admin);
  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByRole('link', { name: 'Activate Package' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Paket anbieten' }).click();
  await expect(page).toHaveURL(`/admin/packages?create=true&clientId=${clientId}`);
  const dialog = page.getByRole('dialog', { name: 'Create & Assign Package' });
  await expect(dialog.getByRole('combobox', { name: 'Client *' })).toHaveValue(client.name);
  await expect(dialog).toContainText(client.email);
  await shot(page, 'offer-to-client');
});
