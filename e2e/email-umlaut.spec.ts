import { expect, test } from './support/test';
import { newClientLogin } from './support/accounts';
import { fillLogin, toast } from './support/ui';
import { nextButton, progress } from './support/wizard';
import { LEGAL_VERSIONS } from '../lib/legal-versions';

// Issue 32 (spec 01): the browser's own check of type=email refused an umlaut before the '@'
// and blocked the form without a word, though the server accepts such an address (RFC 6531).
// The forms decide with the server's rule and say in German what is wrong.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px an address with an umlaut before the '@' signs in and answers the questionnaire`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const base = newClientLogin('umlaut');
    const account = { ...base, email: `jörg.${base.email}` };
    const registered = await request.post('/api/auth/register', {
      data: {
        username: account.email,
        email: account.email,
        password: account.password,
        name: account.name,
        acceptedTerms: LEGAL_VERSIONS,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    await page.goto('/login');
    // Unusable still gets the German message, on the first submit.
    await fillLogin(page, 'jörg@', account.password);
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    await fillLogin(page, account.email, account.password);
    await expect(toast(page, 'Anmeldung erfolgreich')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');

    await page.context().clearCookies();
    await page.goto('/potenzialanalyse/1');
    await page.getByLabel('Wie heißen Sie?', { exact: true }).fill('Jörg Müller');
    await nextButton(page).click();
    await page.getByLabel('Unter welcher E-Mail-Adresse erreichen wir Sie?', { exact: true }).fill('jörg@müller.de');
    await nextButton(page).click();
    await expect(progress(page)).toHaveText('Frage 3 von 12');
  });
}
