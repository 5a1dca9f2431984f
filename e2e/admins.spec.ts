import { expect, test } from './support/test';
import { admin } from './support/accounts';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// The admins tab of /admin/partners (spec 02 §5): the German validation, a taken e-mail, no deleting
// oneself, a new admin created and deleted; screenshots at 1280 and 390 px.

const { shot } = screenshotsOf('partners');
const run = `${Date.now().toString(36)}${process.pid}`;

test('admins tab: validation, a taken e-mail, self refused, create and delete', async ({ browser }) => {
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/partners?tab=admins');
  await expect(page.getByRole('tab', { name: 'Administratoren' })).toHaveAttribute('aria-selected', 'true');
  const self = page.getByTestId('admin-row').filter({ hasText: admin.email });
  await expect(self).toContainText('Sie');
  await expect(self).toContainText('Sie können Ihr eigenes Administratorkonto nicht löschen.');
  await expect(self.getByRole('button', { name: /löschen/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Admin anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin anlegen' });
  const submit = dialog.getByRole('button', { name: 'Admin anlegen' });
  await submit.click();
  await expect(dialog.getByText('Bitte füllen Sie alle Pflichtfelder aus')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill('Bea Backup');
  await dialog.getByLabel('E-Mail', { exact: true }).fill(admin.email);
  await dialog.getByLabel('Benutzername').fill(`bea-${run}`);
  await dialog.getByLabel('Passwort', { exact: true }).fill('kurz');
  await dialog.getByLabel('Passwort bestätigen').fill('anders');
  await expect(dialog.getByText('Passwort muss mindestens 8 Zeichen lang sein')).toBeVisible();
  await expect(dialog.getByText('Passwörter stimmen nicht überein')).toBeVisible();
  await dialog.getByLabel('Passwort', { exact: true }).fill('Backup-Admin-9');
  await dialog.getByLabel('Passwort bestätigen').fill('Backup-Admin-9');
  await submit.click();
  await expect(toast(page, 'Admin konnte nicht erstellt werden')).toContainText(
    'Ein Benutzer mit dieser E-Mail oder diesem Benutzernamen existiert bereits',
  );
  await expect(dialog.getByRole('alert')).toContainText(
    'Ein Benutzer mit dieser E-Mail oder diesem Benutzernamen existiert bereits',
  );
  await shot(page, 'create-admin-desktop');

  await dialog.getByLabel('E-Mail', { exact: true }).fill(`bea-${run}@e2e.test.de`);
  await submit.click();
  await expect(toast(page, 'Admin erstellt')).toContainText(
    `meldet sich mit der E-Mail-Adresse bea-${run}@e2e.test.de und dem gewählten Passwort an.`,
  );
  const row = page.getByTestId('admin-row').filter({ hasText: 'Bea Backup' });
  await expect(row).toContainText(`bea-${run}`);
  await shot(page, 'admins-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admins-phone');

  await row.getByRole('button', { name: 'Bea Backup löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Administrator löschen?' });
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(toast(page, 'Admin gelöscht')).toBeVisible();
  await expect(row).toHaveCount(0);
});
