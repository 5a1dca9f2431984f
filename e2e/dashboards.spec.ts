import { expect, test, type Page } from './support/test';
import { admin, client, partner } from './support/accounts';
import { offerPackage, registerUser } from './support/api';
import { realtimeReady } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly } from './support/ui';

// Issue 8: the three dashboards. The admin's tiles and lists follow changes made elsewhere without
// a reload; the partner's hours read with one decimal; screenshots at 1280 and 390 px.

const run = `${Date.now().toString(36)}${process.pid}`;
const { shot } = screenshotsOf('dashboards');

const tile = (page: Page, label: string) => page.getByTestId('stat-tile').filter({ hasText: label });

async function tileValue(page: Page, label: string): Promise<number> {
  const text = await tile(page, label).locator('span').nth(1).innerText();
  return Number(text.replace(/\D/g, ''));
}

test('admin: tiles, quick buttons, attention and activity; a new activation appears live', async ({
  page,
  browser,
}) => {
  await signInQuickly(page, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück!', level: 1 })).toBeVisible();
  await realtimeReady(page);
  await expect(page.getByTestId('stat-tile').locator('span:first-child')).toHaveText([
    'Aktive Pakete',
    'Bereit zur Aktivierung',
    'Gesamte Klienten',
    'Diesen Monat',
  ]);
  await expect(tile(page, 'Aktive Pakete')).toHaveAttribute('href', '/admin/packages');
  await expect(tile(page, 'Gesamte Klienten')).toHaveAttribute('href', '/admin/clients');
  await expect(tile(page, 'Diesen Monat')).toHaveAttribute('href', '/admin/meetings');
  const quick = page.getByRole('navigation', { name: 'Schnellzugriff' });
  await expect(quick.getByRole('link')).toHaveText([
    'Paket erstellen',
    'Klienten verwalten',
    'Meetings anzeigen',
    'Acceleratoren verwalten',
  ]);
  await expect(page.getByTestId('attention-list')).toBeVisible();
  await expect(page.getByTestId('questionnaire-requests')).toBeVisible();
  await expect(tile(page, 'Aktive Pakete').locator('span').nth(1)).not.toHaveText('…');
  const activeBefore = await tileValue(page, 'Aktive Pakete');

  // Elsewhere, another admin activates a package for a new client: tiles and lists follow.
  const name = `Dora Dashboard ${run}`;
  const other = await browser.newContext();
  const clientId = await registerUser(other.request, {
    name,
    email: `dashboards-${run}@e2e.test.de`,
    password: 'Start-Passwort-1',
  });
  await signInQuickly(other, admin);
  await offerPackage(other.request, clientId, {
    name: `Dashboard-Paket ${run}`,
    price: 500,
    activate: true,
    partnerHours: [{ partnerEmail: partner.email, hours: 3 }],
  });

  await expect(page.getByTestId('first-week-clients')).toContainText(name);
  await expect.poll(() => tileValue(page, 'Aktive Pakete')).toBeGreaterThan(activeBefore);
  // Three hours are below the low-hours line: the new client needs attention.
  await expect(page.getByTestId('attention-item').filter({ hasText: name })).toContainText('Wenige Stunden übrig');
  await expect(page.getByTestId('activity-feed').getByTestId('activity').first()).toBeVisible();
  await shot(page, 'admin-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tile(page, 'Aktive Pakete')).toBeVisible();
  await shot(page, 'admin-phone');

  await quick.getByRole('link', { name: 'Klienten verwalten' }).click();
  await expect(page).toHaveURL('/admin/clients');
});

test('partner: greeting, four stat cards with hours to one decimal, next appointment, quick actions', async ({
  page,
}) => {
  await signInQuickly(page, partner);
  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: `Willkommen, ${partner.name}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-tile')).toHaveCount(4);
  await expect(tile(page, 'Meine Klienten').locator('span').nth(1)).not.toHaveText('…');
  await expect(page.getByTestId('next-appointment').getByRole('status')).toHaveCount(0);
  await expect(page.getByTestId('stat-tile').locator('span:first-child')).toHaveText([
    'Meine Klienten',
    'Anstehende Termine',
    'Abgeschlossene Termine',
    'Abzuschließen',
  ]);
  await expect(tile(page, 'Anstehende Termine')).toContainText(/\d+,\d Std\. geplant/);
  await expect(tile(page, 'Abgeschlossene Termine')).toContainText(/\d+,\d Std\. geleistet/);
  await expect(page.getByTestId('next-appointment')).toBeVisible();
  const quick = page.getByRole('navigation', { name: 'Schnellzugriff' });
  await expect(quick.getByRole('button', { name: 'Meeting planen' })).toBeVisible();
  await expect(quick.getByRole('link', { name: 'Klientenliste' })).toHaveAttribute('href', '/partner/clients');
  await shot(page, 'partner-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('stat-tile').first()).toBeVisible();
  await shot(page, 'partner-phone');

  // The partner reaches a client's progress from here.
  await page.setViewportSize({ width: 1280, height: 800 });
  await quick.getByRole('link', { name: 'Fortschritt der Klienten' }).click();
  await expect(page).toHaveURL('/progress');
  await expect(page.getByRole('combobox', { name: 'Klient' })).toBeVisible();
});

test('client: package, next appointment and progress cards', async ({ page }) => {
  await signInQuickly(page, client);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Willkommen, ${client.name}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('next-appointment')).toBeVisible();
  const progress = page.getByTestId('dashboard-progress');
  await expect(progress.getByRole('link', { name: 'Zum Fortschritt' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(progress.getByRole('link', { name: 'Zum Fortschritt' })).toHaveAttribute('href', '/progress');
  await shot(page, 'client-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(progress).toBeVisible();
  await shot(page, 'client-phone');
});
