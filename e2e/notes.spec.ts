import { expect, test, type Page } from './support/test';
import { clientOfDemoCoach, coachScreenLive } from './support/circle';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 33, notes: a coach writes a shared and a private note; the client sees only the shared one;
// the client's own shared note reaches the coach's open page without reloading. 1280 and 390 px.

const { shot, viewShot } = screenshotsOf('notes');
const note = (page: Page, text: string) => page.getByTestId('note').filter({ hasText: text });

async function writeNote(page: Page, text: string, visibility: string) {
  const card = page.getByTestId('write-note');
  await card.getByRole('textbox', { name: 'Notiz' }).fill(text);
  await card.getByRole('radio', { name: visibility }).check({ force: true });
  await card.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(toast(page, 'Notiz gespeichert').last()).toBeVisible();
  await expect(note(page, text)).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`notes between sessions, each reader their layers, live (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { client, clientId } = await clientOfDemoCoach(browser, request, 'Nora Notiz', `${viewport.width}`);

    const coachPage = await coachScreenLive(browser, viewport, '/notes', clientId, 'Notizen');
    await expect(coachPage.getByRole('combobox', { name: 'Klient' })).toHaveValue(client.name);
    await writeNote(
      coachPage,
      'Bis Freitag: Preisliste überarbeiten, Zielpreis 1.234,56 €.',
      'Mit dem Klienten geteilt',
    );
    await writeNote(coachPage, 'Wirkt unsicher beim Thema Preise; nächstes Mal behutsam.', 'Nur für mich');
    await expect(note(coachPage, 'behutsam')).toContainText('Privat');
    await shot(coachPage, `coach-${viewport.width}`);

    const clientPage = await signedInPage(browser, client, viewport);
    await openLive(clientPage, '/notes');
    await expect(note(clientPage, 'Preisliste überarbeiten')).toContainText('Markus Berger');
    await expect(note(clientPage, 'Preisliste überarbeiten')).toContainText('Geteilt');
    await expect(note(clientPage, 'behutsam')).toHaveCount(0);
    // A client cannot choose a team note they could not read themselves.
    await expect(clientPage.getByTestId('write-note').getByRole('radio')).toHaveCount(2);
    await writeNote(clientPage, 'Preisliste ist fertig, schicke ich vorab.', 'Mit meinem Team geteilt');
    // The coach's open page shows it without reloading.
    await expect(note(coachPage, 'Preisliste ist fertig')).toContainText(client.name);
    await shot(clientPage, `client-${viewport.width}`);

    // The client changes their note; the coach's page follows.
    await note(clientPage, 'Preisliste ist fertig').getByRole('button', { name: 'Bearbeiten' }).click();
    const dialog = clientPage.getByRole('dialog', { name: 'Notiz bearbeiten' });
    await dialog.getByRole('textbox', { name: 'Notiz' }).fill('Preisliste ist fertig und liegt im Postfach.');
    await viewShot(clientPage, `edit-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(note(coachPage, 'liegt im Postfach')).toBeVisible();

    // Nothing on the page is wider than the screen.
    for (const page of [coachPage, clientPage]) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
