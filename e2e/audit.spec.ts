import { expect, test, type APIRequestContext, type Page } from './support/test';
import fs from 'node:fs';
import { admin, type Login } from './support/accounts';
import { completePackage, offerPackage, registerUser, signedInRequest } from './support/api';
import { realtimeReady } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { sideMenu, signInQuickly, toast, typeSegments } from './support/ui';

// Issue 9, done when: an admin opens the audit log, filters by a client and opens a package's
// Verlauf (the as-of view shows its status); the client downloads their own data as JSON.

const run = `${Date.now().toString(36)}${process.pid}`;
const client: Login = { name: `Anton Audit ${run}`, email: `audit-${run}@e2e.test.de`, password: 'Start-Passwort-1' };
const packageName = `Audit-Paket ${run}`;
let clientId = '';
let userPackageId = '';
let asAdmin: APIRequestContext;

const { shot, viewShot } = screenshotsOf('audit');

/** Narrows the log to our client through the filters, as an admin would. */
async function filterByClient(page: Page, viewport: 'desktop' | 'phone'): Promise<void> {
  const filters = page.getByRole('group', { name: 'Filter' });
  await filters.getByRole('button', { name: /\bArt\b/ }).click();
  await page.getByRole('option', { name: 'Klient', exact: true }).click();
  // The server searches as the admin types (issue 17): a part of the name finds the client
  // however many clients there are; a name nobody has finds nobody.
  const picker = filters.getByRole('combobox', { name: 'Klient' });
  await picker.fill(`Niemand-${run}`);
  await expect(page.getByRole('listbox')).toContainText('Keine Treffer');
  await picker.fill(`Audit ${run}`);
  const found = page.getByRole('option').filter({ hasText: client.name });
  await expect(found).toContainText(client.email);
  await viewShot(page, `client-picker-${viewport}`);
  await found.click();
  await expect(picker).toHaveValue(client.name);
}

test.describe.serial('Audit log', () => {
  test.beforeAll(async ({ browser, request }) => {
    clientId = await registerUser(request, { ...client, company: 'Audit AG' });
    asAdmin = await signedInRequest(browser, admin);
    userPackageId = await offerPackage(asAdmin, clientId, {
      name: packageName,
      price: 1490,
      activate: true,
      partnerHours: [{ hours: 8 }],
    });
  });

  test('an admin filters the log by a client, expands an event, sees new events live and opens the package Verlauf', async ({
    page,
  }) => {
    await signInQuickly(page, admin);
    await page.goto('/admin');
    await sideMenu(page).getByRole('link', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit-Protokoll', level: 1 })).toBeVisible();

    await filterByClient(page, 'desktop');
    const rows = page.getByTestId('audit-row');
    await expect(rows.filter({ hasText: `Paket angeboten von ${admin.name} am` })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Paket aktiviert' })).toHaveCount(1);
    // Every row concerns this client: the registration is the oldest.
    await expect(rows.last()).toContainText(/registriert|angelegt/i);
    await shot(page, 'log-desktop');

    const offered = rows.filter({ hasText: 'Paket angeboten' });
    await offered.getByRole('button', { name: /Paket angeboten/ }).click();
    await expect(offered.getByTestId('audit-raw')).toContainText(`"userPackageId": "${userPackageId}"`);
    await expect(offered.getByTestId('audit-raw')).toContainText('"type": "PackageOffered"');

    // Live tail: an event written behind the page's back appears without a reload.
    await realtimeReady(page);
    await completePackage(asAdmin, userPackageId);
    await expect(rows.first()).toContainText(`Paket abgeschlossen von ${admin.name}`);

    await rows.filter({ hasText: 'Paket aktiviert' }).getByRole('button', { name: 'Verlauf' }).click();
    await expect(page).toHaveURL(new RegExp(`package=${userPackageId}`));
    const dialog = page.getByRole('dialog', { name: 'Verlauf des Pakets' });
    const asOf = dialog.getByTestId('package-as-of');
    await expect(asOf.getByTestId('as-of-status')).toHaveText('Abgeschlossen');
    await expect(asOf).toContainText(packageName);
    await expect(asOf.getByTestId('as-of-hours')).toContainText('8');
    await expect(dialog.getByTestId('audit-row').filter({ hasText: 'Paket angeboten' })).toHaveCount(1);
    await viewShot(page, 'verlauf-desktop');

    // A day earlier the package did not exist yet.
    await asOf.getByRole('spinbutton', { name: /Tag/ }).first().press('ArrowDown');
    await expect(asOf).toContainText('Zu diesem Zeitpunkt gab es das Paket noch nicht.');

    // The autumn night's 02:30 comes twice: asked as the meeting form asks; nothing read before.
    await typeSegments(page, asOf.getByRole('group', { name: 'Datum' }), '25102026');
    await typeSegments(page, asOf.getByRole('group', { name: 'Uhrzeit (Berlin)' }), '0230');
    const which = asOf.getByRole('radiogroup', { name: 'Welche 02:30 Uhr?' });
    await expect(which).toBeVisible();
    await expect(asOf).not.toContainText('Zu diesem Zeitpunkt');
    await which.getByRole('radio', { name: 'Winterzeit (MEZ)' }).click({ force: true });
    await expect(asOf).toContainText('Zu diesem Zeitpunkt gab es das Paket noch nicht.');

    // The Verlauf is in the URL: a reload opens it again.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Verlauf des Pakets' }).getByTestId('as-of-status')).toHaveText(
      'Abgeschlossen',
    );
  });

  test('on a phone the log and the Verlauf fit the screen', async ({ browser }) => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await signInQuickly(page, admin);
    await page.goto('/admin/audit');
    await filterByClient(page, 'phone');
    await expect(page.getByTestId('audit-row').filter({ hasText: 'Paket aktiviert' })).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'log-phone');
    await page.goto(`/admin/audit?package=${userPackageId}`);
    await expect(page.getByRole('dialog', { name: 'Verlauf des Pakets' }).getByTestId('as-of-status')).toHaveText(
      'Abgeschlossen',
    );
    await viewShot(page, 'verlauf-phone');
  });

  test('the client downloads their own data as JSON from the account settings', async ({ page }) => {
    await signInQuickly(page, client);
    await page.goto('/account-settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const text = fs.readFileSync(await file.path(), 'utf8');
    expect(JSON.parse(text)).toBeTruthy();
    expect(text).toContain(client.email);
    await expect(toast(page, 'Daten heruntergeladen')).toBeVisible();
    await shot(page, 'account-export');
  });
});
