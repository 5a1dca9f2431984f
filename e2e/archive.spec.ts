import { expect, test, type Locator, type Page } from './support/test';
import fs from 'node:fs';
import { admin, partner, type Login } from './support/accounts';
import { completePackage, offerPackage, registerUser, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly, toast } from './support/ui';

// Issue 8, done when: an admin finds a finished client in the KundenKartei, edits the notes (and
// meets a colleague's newer notes as a conflict, not an overwrite), and downloads the client's data.

const run = `${Date.now().toString(36)}${process.pid}`;
const client: Login & { company: string } = {
  // 'ł' is beyond Latin-1: the export's file name must travel as UTF-8 (issue 32).
  name: `Karla Kartełka ${run}`,
  email: `archive-${run}@e2e.test.de`,
  password: 'Start-Passwort-1',
  company: `Karteiwerk ${run} AG`,
};
const packageName = `Archiv-Paket ${run}`;
let userId = '';

const { shot, viewShot } = screenshotsOf('archive');

const today = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
}).format(new Date());

/** The admin's KundenKartei, searched for our client's e-mail: their one row. */
async function clientRow(page: Page): Promise<Locator> {
  await signInQuickly(page, admin);
  await page.goto('/admin/kundenkartei');
  await page.getByRole('searchbox', { name: 'Suche' }).fill(client.email);
  const row = page.getByTestId('archive-row');
  await expect(row).toHaveCount(1);
  return row;
}

test.describe.serial('KundenKartei', () => {
  test.beforeAll(async ({ browser, request }) => {
    // A client whose package was activated and then completed.
    userId = await registerUser(request, client);
    const asAdmin = await signedInRequest(browser, admin);
    const userPackageId = await offerPackage(asAdmin, userId, {
      name: packageName,
      price: 1500,
      activate: true,
      partnerHours: [{ partnerEmail: partner.email, hours: 6 }],
    });
    await completePackage(asAdmin, userPackageId);
  });

  test('the client rates the finished package on /package, once', async ({ page }) => {
    await signInQuickly(page, client);
    await page.goto('/package');
    const card = page.getByTestId('package-rating');
    await expect(card).toContainText('Wie war Ihr Paket?');
    await expect(card.getByRole('button', { name: 'Bewertung senden' })).toBeDisabled();
    await card.locator('label', { has: page.getByRole('radio', { name: /^4 von 5 Sternen/ }) }).click();
    await expect(card.getByRole('radio', { name: /^4 von 5 Sternen/ })).toBeChecked();
    await expect(card).toContainText('Sehr gut');
    await card.getByLabel('Kommentar (optional)').fill('Klare Struktur, gute Begleitung.');
    await expect(page.getByTestId('package-usage')).toContainText('Noch keine Stunden genutzt');
    await shot(page, 'rating-desktop');
    await card.getByRole('button', { name: 'Bewertung senden' }).click();
    await expect(toast(page, 'Danke für Ihre Bewertung!')).toBeVisible();
    await expect(card.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Bewertung senden' })).toHaveCount(0);
  });

  test('finds the finished client: search, filters, columns in German', async ({ page }) => {
    await signInQuickly(page, admin);
    await page.goto('/admin/kundenkartei');
    await expect(page.getByRole('heading', { name: 'KundenKartei', level: 1 })).toBeVisible();
    const rows = page.getByTestId('archive-row');
    // The server searches (issue 17): the count narrows to the match, 'n von m' from the database.
    const count = page.getByTestId('archive-count');
    await expect(count).toHaveText(/^\d+ von \d+ Kunden angezeigt$/);
    await page.getByRole('searchbox', { name: 'Suche' }).fill(`karteiwerk ${run}`);
    await expect(rows).toHaveCount(1);
    await expect(count).toHaveText(/^1 von \d+ Kunden angezeigt$/);
    await expect(page).toHaveURL(/[?&]q=karteiwerk/);
    const row = rows.first();
    await expect(row).toContainText(client.name);
    await expect(row).toContainText(client.company);
    await expect(row).toContainText(packageName);
    await expect(row.getByTestId('archive-period')).toHaveText(`${today} – ${today}`);
    await expect(row.getByTestId('archive-status')).toHaveText('Abgeschlossen');
    await expect(row.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
    await expect(row.getByTestId('archive-rating-comment')).toHaveText('Klare Struktur, gute Begleitung.');
    await expect(row.getByTestId('archive-stats')).toContainText('0 Meetings');
    await expect(row.getByTestId('archive-stats')).toContainText('1 Acceleratoren');
    await expect(row.getByTestId('archive-stats')).toContainText(/\d+ Dokumente/);

    // Status filter with the spec's labels; the package filter offers the names present.
    await page.getByRole('button', { name: /Status/ }).click();
    await expect(page.getByRole('option')).toHaveText(['Alle', 'Abgeschlossen', 'Gekündigt', 'Abgelaufen']);
    await page.getByRole('option', { name: 'Gekündigt' }).click();
    await expect(rows).toHaveCount(0);
    await page.getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'Abgeschlossen' }).click();
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: /Paket/ }).click();
    await page.getByRole('option', { name: packageName }).click();
    await expect(rows).toHaveCount(1);
    await shot(page, 'list-desktop');
  });

  test('edits the notes; a colleague’s newer notes are a conflict, then a reload', async ({ page, browser }) => {
    const row = await clientRow(page);

    await row.getByRole('button', { name: `Aktionen für ${client.name}` }).click();
    await page.getByRole('menuitem', { name: 'Notizen bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notizen bearbeiten' });
    await dialog.getByLabel('Notizen').fill('Möchte im Herbst ein Folgepaket besprechen.');
    await viewShot(page, 'notes-dialog-desktop');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Die Kundennotizen wurden erfolgreich gespeichert.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('archive-notes')).toContainText('Folgepaket');

    // Opened again; meanwhile a colleague saves on the same version.
    await row.getByRole('button', { name: `Aktionen für ${client.name}` }).click();
    await page.getByRole('menuitem', { name: 'Notizen bearbeiten' }).click();
    await expect(dialog.getByLabel('Notizen')).toHaveValue('Möchte im Herbst ein Folgepaket besprechen.');
    const colleague = await signedInRequest(browser, admin);
    const list = (
      (await (await colleague.get(`/api/client-archive?q=${encodeURIComponent(client.email)}`)).json()) as {
        entries: { userId: string; notesVersion: number }[];
      }
    ).entries;
    const version = list.find((r) => r.userId === userId)!.notesVersion;
    const theirs = await colleague.put(`/api/client-archive/${userId}/notes`, {
      data: { notes: 'Rückruf im Oktober vereinbart.' },
      headers: { 'If-Match': `"${version}"` },
    });
    expect(theirs.status()).toBe(200);

    await dialog.getByLabel('Notizen').fill('Meine ältere Fassung');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      dialog.getByText(
        'Die Notizen wurden inzwischen von jemand anderem geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
      ),
    ).toBeVisible();
    await expect(toast(page, 'Die Notizen konnten nicht gespeichert werden.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Neu laden' }).click();
    await expect(dialog.getByLabel('Notizen')).toHaveValue('Rückruf im Oktober vereinbart.');
    await dialog.getByLabel('Notizen').fill('Rückruf im Oktober vereinbart. Folgepaket anbieten.');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    // The first save's toast may still be up (5 s): the newest is the one that counts.
    await expect(toast(page, 'Die Kundennotizen wurden erfolgreich gespeichert.').last()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('archive-notes')).toContainText('Folgepaket anbieten');
  });

  test('downloads everything held about the client as JSON; details from the row menu', async ({ page }) => {
    const row = await clientRow(page);

    await row.getByRole('button', { name: `Aktionen für ${client.name}` }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Daten exportieren' }).click();
    await expect(toast(page, 'Die Kundendaten werden exportiert.')).toBeVisible();
    const file = await download;
    const day = new Date().toISOString().slice(0, 10);
    expect(file.suggestedFilename()).toBe(`daten-${client.name.replace(/ /g, '-')}-${day}.json`);
    const data = JSON.parse(fs.readFileSync(await file.path(), 'utf8')) as Record<string, unknown> & {
      account: { name: string; email: string };
    };
    expect(data.account.name).toBe(client.name);
    expect(data.account.email).toBe(client.email);
    expect(JSON.stringify(data)).toContain(packageName);
    expect(JSON.stringify(data)).toContain('Folgepaket anbieten');
    expect(JSON.stringify(data)).toContain('Klare Struktur, gute Begleitung.');

    await row.getByRole('button', { name: `Aktionen für ${client.name}` }).click();
    await page.getByRole('menuitem', { name: 'Details anzeigen' }).click();
    await expect(page).toHaveURL(`/admin/clients/${userId}`);
    await expect(page.getByTestId('client-facts')).toContainText('No active package');
    await expect(page.getByTestId('client-package-rating').first()).toHaveText(
      'Bewertung des Klienten: 4 von 5 Sternen – „Klare Struktur, gute Begleitung.“',
    );
    await shot(page, 'details-rating-desktop');
  });

  test('phone: one card per client', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const card = await clientRow(page);
    await expect(card.getByRole('img', { name: '4 von 5 Sternen' })).toBeVisible();
    await expect(card.getByTestId('archive-rating-comment')).toBeVisible();
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(390);
    await shot(page, 'list-phone');
    await page.goto(`/admin/clients/${userId}`);
    await expect(page.getByTestId('client-package-rating').first()).toContainText('Klare Struktur');
    await shot(page, 'details-rating-phone');
  });
});
