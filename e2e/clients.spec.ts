import { expect, test } from './support/test';
import fs from 'node:fs';
import { admin, partner } from './support/accounts';
import { berlinDay, completedMeeting, offerPackage, registerUser, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly } from './support/ui';

// Issue 8, done when: an admin searches and filters clients, opens the details and each tab, and
// exports the client list. Two fresh clients (one with an active package and a completed meeting,
// one without a package) keep the test independent of the demo data other specs change.

const run = `${Date.now().toString(36)}${process.pid}`;
const withPackage = {
  name: `Clara Listentest ${run}`,
  email: `clients-a-${run}@e2e.test.de`,
  company: `Listenwerk ${run} GmbH`,
  phone: '030 5550 1234',
};
const withoutPackage = {
  name: `Bruno Ohnepaket ${run}`,
  email: `clients-b-${run}@e2e.test.de`,
  company: `Ohnepaket ${run} KG`,
};
const packageName = `Klientenlisten-Paket ${run}`;
const summary = 'Standortbestimmung abgeschlossen, Ziele vereinbart.';
let clientId = '';

const { shot } = screenshotsOf('clients');

test.describe.serial('admin client list and details', () => {
  test.beforeAll(async ({ browser, request }) => {
    clientId = await registerUser(request, { ...withPackage, password: 'Start-Passwort-1' });
    await registerUser(request, { ...withoutPackage, password: 'Start-Passwort-1' });
    // An active package with hours for the demo partner, and one completed meeting (hours used).
    const asAdmin = await signedInRequest(browser, admin);
    await offerPackage(asAdmin, clientId, {
      name: packageName,
      price: 900,
      activate: true,
      partnerHours: [{ partnerEmail: partner.email, hours: 10 }],
    });
    const asPartner = await signedInRequest(browser, partner);
    await completedMeeting(asPartner, { clientId, date: berlinDay(1), time: '09:00' }, summary);
  });

  test('search, filters with the spec labels, CSV export of what is shown', async ({ page }) => {
    await signInQuickly(page, admin);
    await page.goto('/admin/clients');
    await expect(page.getByRole('heading', { name: 'Klientenliste', level: 1 })).toBeVisible();
    const rows = page.getByTestId('client-row');

    // Free text over name, e-mail, company and phone (the phone by its digits).
    const search = page.getByRole('searchbox', { name: 'Suche' });
    const count = page.getByTestId('client-count');
    await expect(count).toHaveText(/^\d+ Klient(en)?$/);
    await search.fill(run);
    await expect(rows).toHaveCount(2);
    // The server searches (issue 17): the count narrows to the matches, 'n von m' from the database.
    await expect(count).toHaveText(/^2 von \d+ Klienten$/);
    await search.fill(`listenwerk ${run}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(withPackage.name);
    await search.fill('5550 1234');
    await expect(rows.filter({ hasText: withPackage.name })).toHaveCount(1);
    // Grouped by the area code (issue 32), not cut 3-3-4 through it ('030 555 01234').
    await expect(rows.filter({ hasText: withPackage.name })).toContainText('030 55501234');
    await search.fill(run);
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`q=${run}`));

    // Filters: Alle, Aktiv, Kein Paket, Ausstehend, with the admin status labels.
    const filters = page.getByRole('radiogroup', { name: 'Filter' });
    await expect(filters.locator('label')).toHaveText(['Alle', 'Aktiv', 'Kein Paket', 'Ausstehend']);
    await filters.getByText('Aktiv', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(withPackage.name);
    await expect(rows.first().getByTestId('client-status')).toHaveText('Aktiv');
    await expect(rows.first()).toContainText(packageName);
    await filters.getByText('Kein Paket', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(withoutPackage.name);
    await expect(rows.first().getByTestId('client-status')).toHaveText('Kein Paket');
    await filters.getByText('Ausstehend', { exact: true }).click();
    await expect(page.getByText('Keine Klienten gefunden.')).toBeVisible();
    await filters.getByText('Alle', { exact: true }).click();
    await expect(rows).toHaveCount(2);
    await shot(page, 'list-desktop');

    // The export is a real CSV download of the list as filtered: Excel's BOM and ';'.
    await filters.getByText('Aktiv', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportieren (CSV)' }).click();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Name;E-Mail;Telefon;Firma;Position;Paket;Status;Registriert am');
    expect(csv).toContain(withPackage.name);
    expect(csv).toContain(withPackage.email);
    expect(csv).toContain(';Aktiv;');
    expect(csv).not.toContain(withoutPackage.name);

    // A lost session: the next (uncached) search says so in the spec's words and is empty.
    await page.context().clearCookies();
    await search.fill(`${run} nach Abmeldung`);
    await expect(page.getByText('Nicht autorisiert, bitte melden Sie sich erneut an')).toBeVisible();
    await expect(rows).toHaveCount(0);
  });

  test('details: header, facts and every tab', async ({ page }) => {
    await signInQuickly(page, admin);
    await page.goto(`/admin/clients?q=${run}`);
    await page.getByRole('link', { name: `Details: ${withPackage.name}` }).click();
    await expect(page).toHaveURL(`/admin/clients/${clientId}`);
    await expect(page.getByRole('heading', { name: withPackage.name, level: 1 })).toBeVisible();
    await expect(page.getByText(withPackage.email).first()).toBeVisible();
    // The package is active: nothing to activate, no second offer (issue 15, item 9).
    // The page's own link to the client's progress (the side menu has one to /progress too).
    await expect(page.locator('main').getByRole('link', { name: 'Fortschritt' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activate Package' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Paket anbieten' })).toHaveCount(0);
    const facts = page.getByTestId('client-facts');
    await expect(facts).toContainText(withPackage.company);
    await expect(facts).toContainText('030 55501234');
    await expect(facts).toContainText(packageName);

    // Overview: the package with its hours, the meeting with its summary.
    const tabs = page.getByRole('tablist', { name: 'Bereiche des Klienten' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Übersicht',
      'Pakete',
      'Meetings',
      'Fragebögen',
      'Notizen',
      'Aufgaben',
      'Dateien',
      'Verlauf',
    ]);
    await expect(page.getByTestId('overview-packages')).toContainText('9 von 10 Stunden übrig');
    await expect(page.getByTestId('overview-meetings')).toContainText(summary);
    await shot(page, 'details-overview-desktop');

    // Packages: status, dates, hours bar with percent, and the monthly chart.
    await tabs.getByRole('tab', { name: 'Pakete' }).click();
    await expect(page).toHaveURL(/tab=packages/);
    const pkg = page.getByRole('tabpanel').getByTestId('client-package');
    await expect(pkg.getByTestId('client-package-status')).toHaveText('Aktiv');
    await expect(pkg).toContainText(/Aktiviert am: \d{2}\.\d{2}\.\d{4}/);
    await expect(pkg).toContainText(/Läuft ab am: \d{2}\.\d{2}\.\d{4}/);
    await expect(pkg.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    await expect(pkg).toContainText('10 % genutzt');
    const chart = pkg.getByTestId('usage-chart');
    await expect(chart).toContainText('insgesamt 1 Std.');
    await expect(chart.locator('svg.recharts-surface')).toBeVisible();
    await expect(chart.locator('.recharts-bar-rectangle')).not.toHaveCount(0);
    await expect(chart.getByText('Stunden', { exact: true })).toBeVisible();
    await expect(chart.getByText('Monat', { exact: true })).toBeVisible();
    await shot(page, 'details-packages-desktop');

    // Meetings and questionnaires (this client registered without one).
    await tabs.getByRole('tab', { name: 'Meetings' }).click();
    const meeting = page.getByRole('tabpanel').getByTestId('client-meeting');
    await expect(meeting).toHaveCount(1);
    await expect(meeting).toContainText('Abgeschlossen');
    await expect(meeting).toContainText(partner.name);
    await tabs.getByRole('tab', { name: 'Fragebögen' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Kein Fragebogen vorhanden.');
    // Notizen (issue 33): the meeting's summary is a shared note; the office writes for the team.
    await tabs.getByRole('tab', { name: 'Notizen' }).click();
    await expect(page).toHaveURL(/tab=notes/);
    await expect(page.getByRole('tabpanel').getByTestId('note').filter({ hasText: summary })).toContainText(
      'Zusammenfassung eines Meetings',
    );
    await expect(page.getByRole('tabpanel').getByTestId('write-note')).toBeVisible();
    // Verlauf: the client's history from the audit log, told in German.
    await tabs.getByRole('tab', { name: 'Verlauf' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Paket aktiviert');
    await tabs.getByRole('tab', { name: 'Fragebögen' }).click();

    // A reload keeps the tab; an unknown client shows the not-found state with a way back.
    await page.reload();
    await expect(tabs.getByRole('tab', { name: 'Fragebögen' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/admin/clients/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Klient nicht gefunden')).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Klientenliste' }).click();
    await expect(page).toHaveURL('/admin/clients');
  });

  test('a questionnaire of the client can be opened and downloaded from the details', async ({ page, browser }) => {
    // The client links a completed questionnaire to their account (as the wizard does at the end).
    const asClient = await signedInRequest(browser, { ...withPackage, password: 'Start-Passwort-1' });
    const answers = {
      name: withPackage.name,
      email: withPackage.email,
      phone: '030 5550 1234',
      company: withPackage.company,
      businessStatus: 'idea',
    };
    const created = await asClient.post('/api/questionnaires', {
      data: { answers, status: 'converted', userId: clientId },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await signInQuickly(page, admin);
    await page.goto(`/admin/clients/${clientId}?tab=questionnaires`);
    const item = page.getByTestId('client-questionnaire');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/Fragebogen vom \d{2}\.\d{2}\.\d{4}/);
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Herunterladen (DOCX)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await item.getByRole('link', { name: 'Ansehen' }).click();
    await expect(page).toHaveURL(`/admin/questionnaires/${id}?client=${clientId}`);
  });

  test('phone: cards instead of a table, details readable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInQuickly(page, admin);
    await page.goto(`/admin/clients?q=${run}`);
    const card = page.getByTestId('client-row').filter({ hasText: withPackage.name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('columnheader').first()).toBeHidden();
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await shot(page, 'list-phone');
    await page.goto(`/admin/clients/${clientId}?tab=packages`);
    await expect(page.getByTestId('usage-chart').locator('svg.recharts-surface')).toBeVisible();
    await shot(page, 'details-packages-phone');
  });
});
