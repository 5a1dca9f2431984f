import { expect, test } from './support/test';
import { toast } from './support/ui';
import { answerContact, answerRest, choosePackageAndRequest, newVisitor, signUpWith } from './support/wizard';

// Issue 32 (spec 01): a registration the server refuses for another reason than a taken e-mail
// says that reason, in the box and in the toast, not 'Möglicherweise ist die E-Mail bereits
// registriert.'

const tooCommon = 'Dieses Passwort ist zu häufig und leicht zu erraten. Bitte wählen Sie ein anderes.';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a too common password is refused at step 4 with the real reason`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await answerContact(page, newVisitor('wizard-common'));
    await answerRest(page);
    await choosePackageAndRequest(page);
    await signUpWith(page, 'Passwort123');
    await expect(page.getByRole('form', { name: 'Konto erstellen' }).getByRole('alert')).toHaveText(tooCommon);
    const failure = toast(page, 'Fehler bei der Registrierung');
    await expect(failure).toContainText(tooCommon);
    await expect(failure).not.toContainText('bereits registriert');
    await expect(page).toHaveURL('/potenzialanalyse/4');
    // Nothing was made: with another password the same visitor registers.
    await page.getByLabel('Passwort', { exact: true }).fill('Wizard-Start-1');
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Wizard-Start-1');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Registrierung erfolgreich' })).toBeVisible();
  });
}
