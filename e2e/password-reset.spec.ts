import { expect, test, type APIRequestContext } from './support/test';
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

const spentText = 'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.';

/** A fresh reset link for a new client's account, from the real e-mail. */
async function freshResetLink(request: APIRequestContext): Promise<{ link: string; token: string }> {
  const account = await registerClient(request, 'link');
  expect((await request.post('/api/auth/forgot-password', { data: { email: account.email } })).status()).toBe(200);
  const link = resetLinkFrom(await waitForMail(account.email));
  return { link, token: new URL(link).searchParams.get('reset_token')! };
}

// Issue 32 (spec 01): a spent link is told as the page opens, not after the new password was
// typed twice; and a refusal's toast names the link, not "später".
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a made-up or used reset link is refused as the page opens`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const used = await freshResetLink(request);
    const done = await request.post('/api/auth/reset-password', {
      data: { token: used.token, password: 'Neu-Passwort-7' },
    });
    expect(done.status()).toBe(200);
    for (const path of ['/?reset_token=erfunden', new URL(used.link).pathname + new URL(used.link).search]) {
      await page.goto(path);
      await expect(page.getByRole('alert').filter({ hasText: spentText })).toBeVisible();
      await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Passwort zurücksetzen' })).toHaveCount(0);
      await expect(toast(page, 'später')).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Neuen Link anfordern' }).click();
    await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible();
  });

  test(`at ${viewport.width} px a link used up while the form is open is refused with the link's reason`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const { link, token } = await freshResetLink(request);
    await page.goto(link);
    const password = page.getByLabel('Neues Passwort', { exact: true });
    await expect(password).toBeVisible();
    // Used meanwhile (another tab, another device).
    expect(
      (await request.post('/api/auth/reset-password', { data: { token, password: 'Anders-Pw-8' } })).status(),
    ).toBe(200);
    await password.fill('Gutes-Passwort-1');
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Gutes-Passwort-1');
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    // Above the form (the toast is an alert too).
    await expect(page.getByRole('form', { name: 'Passwort zurücksetzen' }).getByRole('alert')).toHaveText(spentText);
    await expect(toast(page, 'Fehler')).toContainText(spentText);
    await expect(toast(page, 'später')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Neuen Link anfordern' })).toBeVisible();
  });
}
