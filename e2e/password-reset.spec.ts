import { expect, test } from '@playwright/test';
import { registerClient } from './support/accounts';
import { resetLinkFrom, waitForMail } from './support/mail';
import { fillLogin, toast } from './support/ui';

test('forgot password -> link from the real e-mail -> reset -> sign in with the new password', async ({
  page,
  request,
}) => {
  const account = await registerClient(request, 'reset');
  const newPassword = 'Neu-Passwort-7';

  await page.goto('/');
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const send = page.getByRole('button', { name: 'Link zum Zurücksetzen senden' });
  await send.click();
  await expect(page.getByText('Bitte geben Sie eine E-Mail-Adresse ein.')).toBeVisible();
  await page.getByLabel('E-Mail', { exact: true }).fill('kein-at-zeichen');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await page.getByLabel('E-Mail', { exact: true }).fill(account.email);
  await send.click();
  await expect(toast(page, 'E-Mail gesendet')).toBeVisible();
  await expect(page.getByText('Falls ein Konto mit dieser E-Mail-Adresse existiert')).toBeVisible();

  const link = resetLinkFrom(await waitForMail(account.email));
  expect(link).toContain('/?reset_token=');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();

  const password = page.getByLabel('Neues Passwort', { exact: true });
  const confirm = page.getByLabel('Passwort bestätigen', { exact: true });
  const submit = page.getByRole('button', { name: 'Passwort zurücksetzen' });
  await password.fill('kurz1');
  await submit.click();
  await expect(page.getByText('Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await password.fill('nurbuchstaben');
  await expect(
    page.getByText('Passwort muss Buchstaben und mindestens eine Zahl oder ein Sonderzeichen enthalten.'),
  ).toBeVisible();
  await password.fill(newPassword);
  await confirm.fill('Anderes-Passwort-7');
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await confirm.fill(newPassword);
  await submit.click();

  await expect(toast(page, 'Passwort zurückgesetzt')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await fillLogin(page, account.email, account.password);
  await expect(toast(page, 'Fehler bei der Anmeldung')).toBeVisible();
  await fillLogin(page, account.email, newPassword);
  await expect(page).toHaveURL('/dashboard');
});

test('a used or made-up reset token is refused with the server message', async ({ page }) => {
  await page.goto('/?reset_token=erfunden');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Gutes-Passwort-1');
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Gutes-Passwort-1');
  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ungültig oder abgelaufen' })).toBeVisible();
  await expect(toast(page, 'Fehler')).toContainText('Bei der Bearbeitung Ihrer Anfrage ist ein Fehler aufgetreten.');
});
