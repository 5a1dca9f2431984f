import { expect, test } from './support/test';
import { registerClient } from './support/accounts';
import { fillLogin, openUserMenu, signInQuickly, toast } from './support/ui';

test('change password: every validation message, wrong current password, success keeps the session', async ({
  page,
  request,
}) => {
  const account = await registerClient(request, 'change');
  await signInQuickly(page, account);
  await page.goto('/account-settings');

  const card = page.getByTestId('change-password');
  const current = card.getByLabel('Aktuelles Passwort', { exact: true });
  const next = card.getByLabel('Neues Passwort', { exact: true });
  const confirm = card.getByLabel('Neues Passwort bestätigen', { exact: true });
  const submit = card.getByRole('button', { name: 'Passwort ändern' });

  await submit.click();
  await expect(card.getByText('Aktuelles Passwort ist erforderlich')).toBeVisible();
  await expect(card.getByText('Neues Passwort ist erforderlich')).toBeVisible();
  await expect(card.getByText('Passwort-Bestätigung ist erforderlich')).toBeVisible();

  // Editing a field clears only that field's error.
  await current.fill(account.password);
  await expect(card.getByText('Aktuelles Passwort ist erforderlich')).toBeHidden();
  await expect(card.getByText('Neues Passwort ist erforderlich')).toBeVisible();

  // Each entry is refused with its message; a field not named keeps what it holds.
  const fields = { current, next, confirm };
  const refusals: [Partial<Record<keyof typeof fields, string>>, string][] = [
    [{ next: 'abc', confirm: 'abc' }, 'Passwort muss mindestens 6 Zeichen lang sein'],
    [{ next: account.password, confirm: account.password }, 'Neues Passwort muss sich vom aktuellen unterscheiden'],
    [{ next: 'Neues-Passwort-9', confirm: 'Neues-Passwort-0' }, 'Passwörter stimmen nicht überein'],
    [{ current: 'Falsches-Passwort-1', confirm: 'Neues-Passwort-9' }, 'Das aktuelle Passwort ist falsch'],
  ];
  for (const [values, message] of refusals) {
    for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof fields].fill(value);
    await submit.click();
    await expect(card.getByText(message)).toBeVisible();
  }

  await current.fill(account.password);
  await submit.click();
  await expect(toast(page, 'Passwort geändert')).toBeVisible();
  await expect(current).toHaveValue('');

  // The server rotated the session cookie: still signed in after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kontoeinstellungen' })).toBeVisible();

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/');
  await fillLogin(page, account.email, 'Neues-Passwort-9');
  await expect(page).toHaveURL('/dashboard');
});

// Issue 32 (spec 01): a refusal by the server shows its German reason, not a general failure.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`change password at ${viewport.width} px: a too common new password is refused with the server's reason`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await registerClient(request, 'common');
    await signInQuickly(page, account);
    await page.goto('/account-settings');
    const card = page.getByTestId('change-password');
    await card.getByLabel('Aktuelles Passwort', { exact: true }).fill(account.password);
    await card.getByLabel('Neues Passwort', { exact: true }).fill('Passwort123');
    await card.getByLabel('Neues Passwort bestätigen', { exact: true }).fill('Passwort123');
    await card.getByRole('button', { name: 'Passwort ändern' }).click();
    const reason = 'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes.';
    await expect(card.getByLabel('Neues Passwort', { exact: true })).toHaveAccessibleDescription(new RegExp(reason));
    await expect(toast(page, 'konnte nicht geändert werden')).toHaveCount(0);
    // Nothing changed: the old password still signs in.
    const again = await request.post('/api/auth/login', {
      data: { username: account.email, password: account.password },
    });
    expect(again.status()).toBe(200);
  });
}
