import { expect, test, type Page } from './support/test';
import { admin, partner, type Login } from './support/accounts';
import { offerPackage, registerUser, signedInRequest } from './support/api';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 8, done when: a client completes a milestone and the partner's view of it updates without
// reloading. The plan is made by a background job after activation, so the test waits for it.

const run = `${Date.now().toString(36)}${process.pid}`;
const client: Login = {
  name: `Mia Meilenstein ${run}`,
  email: `milestones-${run}@e2e.test.de`,
  password: 'Start-Passwort-1',
};
let clientId = '';

const { shot, viewShot } = screenshotsOf('milestones');

const item = (page: Page, name: string) => page.getByTestId('milestone').filter({ hasText: name });

test.describe.serial('milestones', () => {
  test('before activation the client sees that the plan is still to come', async ({ browser, request }) => {
    clientId = await registerUser(request, client);
    const page = await signedInPage(browser, client);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Fortschritt', level: 1 })).toBeVisible();
    await expect(page.getByText('Ihr Meilensteinplan entsteht, sobald Ihr Paket aktiviert ist.')).toBeVisible();
  });

  test('the client completes a step; the partner sees it at once, and the other way round', async ({ browser }) => {
    test.setTimeout(90_000);
    // Activation starts the job that copies the template into the client's plan.
    const asAdmin = await signedInRequest(browser, admin);
    await offerPackage(asAdmin, clientId, {
      name: `Meilenstein-Paket ${run}`,
      price: 800,
      activate: true,
      partnerHours: [{ partnerEmail: partner.email, hours: 8 }],
    });
    const asClient = await signedInRequest(browser, client);
    await expect
      .poll(async () => ((await (await asClient.get('/api/milestones')).json()) as unknown[]).length, {
        timeout: 30_000,
        message: 'Meilensteinplan',
      })
      .toBeGreaterThan(0);

    const clientPage = await signedInPage(browser, client);
    const partnerPage = await signedInPage(browser, partner);
    await openLive(clientPage, '/progress');
    await openLive(partnerPage, `/progress?client=${clientId}`);

    // Both see the plan in order, the first open step marked 'Aktuell', 0 %.
    for (const page of [clientPage, partnerPage]) {
      await expect(page.getByTestId('milestone')).toHaveCount(6);
      await expect(page.getByTestId('milestone').first()).toContainText('Erstgespräch und Zielbild');
      await expect(item(page, 'Erstgespräch und Zielbild').getByTestId('milestone-current')).toHaveText('Aktuell');
      await expect(page.getByTestId('milestone-percent')).toHaveText('0 %');
    }
    await expect(partnerPage.getByRole('combobox', { name: 'Klient' })).toHaveValue(client.name);
    // A client cannot complete a step that needs the partner, and is told why.
    await expect(item(clientPage, 'Erstgespräch und Zielbild')).toContainText(
      'Diesen Meilenstein schließt Ihr Accelerator mit Ihnen ab.',
    );
    await expect(
      item(clientPage, 'Erstgespräch und Zielbild').getByRole('button', { name: /Abschließen/ }),
    ).toHaveCount(0);
    await shot(clientPage, 'client-desktop');

    // The client completes a step of their own, with a note, after confirming.
    await item(clientPage, 'Umsetzungsplan erstellen')
      .getByRole('button', { name: 'Abschließen: Umsetzungsplan erstellen' })
      .click();
    const dialog = clientPage.getByRole('dialog', { name: 'Meilenstein abschließen' });
    await expect(dialog).toContainText('Umsetzungsplan erstellen');
    await dialog.getByLabel('Notizen (optional)').fill('Plan steht, erste Termine gesetzt.');
    await viewShot(clientPage, 'confirm-desktop');
    await dialog.getByRole('button', { name: 'Abschließen' }).click();
    await expect(toast(clientPage, 'Meilenstein abgeschlossen')).toBeVisible();
    await expect(item(clientPage, 'Umsetzungsplan erstellen')).toHaveAttribute('data-state', 'done');

    // The partner's open view follows without a reload.
    await expect(item(partnerPage, 'Umsetzungsplan erstellen')).toHaveAttribute('data-state', 'done');
    await expect(item(partnerPage, 'Umsetzungsplan erstellen')).toContainText('Plan steht, erste Termine gesetzt.');
    await expect(item(partnerPage, 'Umsetzungsplan erstellen')).toContainText(`von ${client.name}`);
    await expect(partnerPage.getByTestId('milestone-percent')).toHaveText('17 %');

    // The partner completes a step that needs them; the client's page follows, 'Aktuell' moves on.
    await item(partnerPage, 'Erstgespräch und Zielbild')
      .getByRole('button', { name: 'Abschließen: Erstgespräch und Zielbild' })
      .click();
    await partnerPage
      .getByRole('dialog', { name: 'Meilenstein abschließen' })
      .getByRole('button', { name: 'Abschließen' })
      .click();
    await expect(toast(partnerPage, 'Meilenstein abgeschlossen')).toBeVisible();
    await expect(item(clientPage, 'Erstgespräch und Zielbild')).toHaveAttribute('data-state', 'done');
    await expect(item(clientPage, 'Potenzialanalyse auswerten').getByTestId('milestone-current')).toHaveText('Aktuell');
    await expect(clientPage.getByTestId('milestone-percent')).toHaveText('33 %');
    await expect(clientPage.getByTestId('milestone-next-steps')).toContainText('Potenzialanalyse auswerten');
    await shot(partnerPage, 'partner-desktop');

    // The client's dashboard shows the same progress.
    await clientPage.goto('/dashboard');
    await expect(clientPage.getByTestId('dashboard-progress')).toContainText('33 %');
    await expect(clientPage.getByTestId('dashboard-progress')).toContainText('Potenzialanalyse auswerten');
  });

  test('admin: the template every new plan is copied from can be edited', async ({ browser }) => {
    const page = await signedInPage(browser, admin);
    // The admin's picker names a client chosen in the URL (by id, however many clients there are)
    // and finds them by part of their name.
    await page.goto(`/progress?client=${clientId}`);
    const picker = page.getByRole('combobox', { name: 'Klient' });
    await expect(picker).toHaveValue(client.name);
    await expect(page.getByTestId('milestone')).toHaveCount(6);
    await picker.fill(`Meilenstein ${run}`);
    await expect(page.getByRole('option').filter({ hasText: client.email })).toContainText(client.name);

    await page.goto('/progress');
    const template = page.getByTestId('milestone-template');
    await expect(template.getByTestId('template-item')).toHaveCount(6);

    // A new step needs a name (the contract's message); cancelled here so parallel specs keep six steps.
    await template.getByRole('button', { name: 'Schritt hinzufügen' }).click();
    const add = page.getByRole('dialog', { name: 'Schritt hinzufügen' });
    await expect(add.getByLabel('Position')).toHaveValue('7');
    await add.getByRole('button', { name: 'Speichern' }).click();
    await expect(add.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();
    await add.getByRole('button', { name: 'Abbrechen' }).click();

    // Editing a description, then putting it back.
    const original = 'Ergebnisse sichern und nächste Schritte nach dem Paket vereinbaren.';
    for (const description of [`Ergebnisse sichern, Ausblick geben (${run}).`, original]) {
      await template.getByRole('button', { name: 'Bearbeiten: Abschlussgespräch' }).click();
      const edit = page.getByRole('dialog', { name: 'Schritt bearbeiten' });
      await expect(edit.getByLabel('Name')).toHaveValue('Abschlussgespräch');
      await expect(edit.getByRole('checkbox', { name: /Nur mit Accelerator/ })).toBeChecked();
      await edit.getByLabel('Beschreibung (optional)').fill(description);
      if (description !== original) await viewShot(page, 'template-dialog-desktop');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await expect(edit).toBeHidden();
      await expect(template.getByTestId('template-item').filter({ hasText: 'Abschlussgespräch' })).toContainText(
        description,
      );
    }
    await shot(page, 'template-desktop');
  });

  test('phone: the plan reads well at 390 px', async ({ browser }) => {
    const page = await signedInPage(browser, client, { width: 390, height: 844 });
    await page.goto('/progress');
    await expect(page.getByTestId('milestone')).toHaveCount(6);
    await expect(page.getByTestId('milestone-percent')).toHaveText('33 %');
    await shot(page, 'client-phone');
  });
});
