import { expect, test, type Page } from './support/test';
import { generateHOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { registerClient } from './support/accounts';
import { screenshotsOf } from './support/screenshots';
import { fillLogin, openUserMenu, signInQuickly, toast } from './support/ui';

const { shot } = screenshotsOf('mfa');
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** What an authenticator app shows for `secret`, `ahead` 30-second steps from now. */
function appCode(secret: string, ahead = 0): string {
  const step = Math.floor(Date.now() / 30_000) + ahead;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

async function shotBoth(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1280`);
  await page.setViewportSize(phone);
  await shot(page, `${name}-390`);
  await page.setViewportSize(desktop);
}

async function logout(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/');
}

test('two-factor sign-in: enrol with the QR code, sign in with an app code and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerClient(request, 'mfa');
  await signInQuickly(page, account);
  await page.goto('/account-settings');

  const card = page.getByTestId('two-factor');
  await expect(card.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).toBeVisible();
  await card.getByRole('button', { name: 'Einrichten' }).click();
  await expect(card.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await card.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shotBoth(page, 'setup');

  const code = card.getByLabel('Bestätigungscode');
  const confirm = card.getByRole('button', { name: 'Bestätigen und aktivieren' });
  await code.fill('000000');
  await confirm.click();
  await expect(card.getByText('Der Bestätigungscode ist ungültig. Bitte versuchen Sie es erneut.')).toBeVisible();
  await code.fill(appCode(secret));
  await confirm.click();
  await expect(toast(page, 'Zwei-Faktor-Anmeldung aktiviert')).toBeVisible();
  const recoveryCodes = await card.getByTestId('recovery-codes').getByRole('listitem').allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  await expect(card.getByRole('button', { name: 'Herunterladen' })).toBeVisible();
  await shotBoth(page, 'recovery-codes');

  // The password alone no longer signs in: the second step asks for the app's code. The code of
  // the enrolment's step is spent, so the app's next one (accepted one step early) is typed.
  await logout(page);
  await fillLogin(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeVisible();
  await shotBoth(page, 'second-step');
  await page.getByLabel('Bestätigungscode').fill('123');
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page.getByText('Der Bestätigungscode ist ungültig. Bitte versuchen Sie es erneut.')).toBeVisible();
  await page.getByLabel('Bestätigungscode').fill(appCode(secret, 1));
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');

  // Without the phone: a recovery code, once.
  await logout(page);
  await fillLogin(page, account.email, account.password);
  await page.getByLabel('Bestätigungscode').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/account-settings');
  await expect(card.getByText('Verbleibende Wiederherstellungscodes: 9.', { exact: false })).toBeVisible();
  await shotBoth(page, 'enabled');

  // Switched off with the password: the password alone signs in again.
  await card.getByLabel('Passwort zum Deaktivieren').fill(account.password);
  await card.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(toast(page, 'Zwei-Faktor-Anmeldung deaktiviert')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Einrichten' })).toBeVisible();
  await logout(page);
  await fillLogin(page, account.email, account.password);
  await expect(page).toHaveURL('/dashboard');
});
