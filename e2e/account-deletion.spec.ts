import { expect, test } from './support/test';
import { registerClient, roleAccounts } from './support/accounts';
import { fillLogin, signInQuickly, toast } from './support/ui';

test('a client deletes the account with LÖSCHEN and can no longer sign in', async ({ page, request }) => {
  const account = await registerClient(request, 'delete');
  await signInQuickly(page, account);
  await page.goto('/account-settings');

  const zone = page.getByTestId('danger-zone');
  const field = zone.getByLabel('Geben Sie LÖSCHEN ein, um zu bestätigen');
  const button = zone.getByRole('button', { name: 'Konto löschen' });
  await expect(button).toBeDisabled();
  await field.fill('löschen');
  await expect(button).toBeDisabled();
  await field.press('Enter');
  await expect(toast(page, "Bitte geben Sie 'LÖSCHEN' ein, um fortzufahren.")).toBeVisible();

  await field.fill('LÖSCHEN');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(toast(page, 'Konto gelöscht')).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  await fillLogin(page, account.email, account.password);
  await expect(toast(page, 'Fehler bei der Anmeldung')).toBeVisible();
  await expect(page).toHaveURL('/');
});

for (const { label, account } of roleAccounts.filter((r) => r.role !== 'user')) {
  test(`${label}: account settings show a verified account and no danger zone`, async ({ page }) => {
    await signInQuickly(page, account);
    await page.goto('/account-settings');
    const info = page.getByTestId('account-info');
    await expect(info).toContainText(account.name);
    await expect(info).toContainText(account.email);
    await expect(info).toContainText(label);
    await expect(info).toContainText('Verifizierter Account');
    await expect(info).toContainText(/Mitglied seit\s*\d{2}\.\d{2}\.\d{4}/);
    await expect(page.getByTestId('change-password')).toBeVisible();
    await expect(page.getByTestId('danger-zone')).toHaveCount(0);
    await expect(page.getByText('Gefahrenzone')).toHaveCount(0);
  });
}

test('a client sees the danger zone and the client status', async ({ page }) => {
  const { account } = roleAccounts[2];
  await signInQuickly(page, account);
  await page.goto('/account-settings');
  await expect(page.getByTestId('account-info')).toContainText('Klient');
  await expect(page.getByTestId('danger-zone')).toBeVisible();
});
