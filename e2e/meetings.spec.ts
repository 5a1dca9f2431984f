import { expect, test, type Locator, type Page } from './support/test';
import fs from 'node:fs';
import { admin, partner, type Login } from './support/accounts';
import { berlinDay, clientOfTwoPartners } from './support/api';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { chooseInPicker, selectOption, signedInPage, toast, typeSegments } from './support/ui';
import { demoPartners } from '../server/seed/demo-accounts';

// Issue 7, done when: a partner plans a meeting, the client sees it without reloading, the partner
// completes it and the client's remaining hours drop without reloading, the admin filters and
// exports meetings. Plus the live coordination screen of a second partner, a deletion, and
// screenshots at 1280 and 390 px.

const otherPartner: Login = demoPartners[1]!;
const run = `${Date.now().toString(36)}${process.pid}`;
const clientName = `Mara Meetingtest ${run}`;
const clientEmail = `meetings-${run}@e2e.test.de`;
const summary = 'Ziele für Q3 festgelegt, nächste Schritte vereinbart.';

/** A Berlin calendar day `days` from now: ISO for the API, German for the screen. */
function berlinDate(days: number) {
  const iso = berlinDay(days);
  const [y, m, d] = iso.split('-');
  return { iso, german: `${d}.${m}.${y}`, typed: `${d}${m}${y}` };
}

// Dialogs are fixed to the viewport, so their shots are of the viewport only.
const { shot, viewShot } = screenshotsOf('meetings');

async function pick(page: Page, scope: Locator, field: RegExp, option: RegExp | string): Promise<void> {
  await scope.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types into a react-aria date or time input: focus its first segment, then type the digits. */
let clientId = '';
let clientLogin: Login;

test.describe.serial('meetings', () => {
  test.beforeAll(async ({ browser }) => {
    // A fresh client with a unique name (other specs give the demo clients packages of their own),
    // and, as admin, an active package with hours for two partners.
    clientLogin = { email: clientEmail, password: 'Start-Passwort-1', name: clientName };
    clientId = await clientOfTwoPartners(browser, clientLogin, {
      packageName: 'Meeting-Paket E2E',
      partners: [partner, otherPartner],
      hours: [10, 4],
    });
  });

  test('a partner plans a meeting; client and coordination see it live; completing it consumes the hours', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const day = berlinDate(7);
    const clientPage = await signedInPage(browser, clientLogin);
    const colleague = await signedInPage(browser, otherPartner);
    const partnerPage = await signedInPage(browser, partner);

    await openLive(clientPage, '/meetings');
    await expect(clientPage.getByTestId('meeting-hours')).toContainText('0 von 14 Stunden genutzt');
    await expect(clientPage.getByTestId('upcoming-meetings')).toContainText('Keine anstehenden Meetings');
    await openLive(colleague, `/partner/coordination?client=${clientId}`);
    await expect(colleague.getByTestId('coordination-upcoming')).toContainText('Keine anstehenden Meetings');

    // Plan through the dialog: client, date, time, default duration and platform, link, notes.
    await openLive(partnerPage, '/partner/meetings');
    await partnerPage.getByRole('button', { name: 'Meeting planen' }).click();
    const dialog = partnerPage.getByRole('dialog', { name: 'Meeting planen' });
    await dialog.getByRole('button', { name: 'Meeting planen' }).click();
    await expect(dialog.getByText('Bitte füllen Sie alle Felder aus.').first()).toBeVisible();
    await chooseInPicker(partnerPage, dialog.getByRole('combobox', { name: 'Klient' }), clientName, clientName);
    await expect(dialog.getByText('10 Std. verfügbar', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '60 Min.' })).toBeChecked();
    await typeSegments(partnerPage, dialog.getByRole('group', { name: 'Datum' }), day.typed);
    await typeSegments(partnerPage, dialog.getByRole('group', { name: 'Uhrzeit' }), '1030');
    // A room of its own per meeting is the default (issue 34); the fixed Zoom link is chosen.
    await expect(dialog.getByRole('button', { name: /Plattform/ })).toContainText('Eigener Raum je Termin');
    await selectOption(partnerPage, dialog.getByRole('button', { name: /Plattform/ }), 'Zoom');
    await dialog.getByLabel('Meeting-Link (optional)').fill('https://zoom.us/j/123456789');
    await dialog.getByLabel('Notizen (optional)').fill('Kick-off');
    await viewShot(partnerPage, 'plan-dialog-desktop');
    await dialog.getByRole('button', { name: 'Meeting planen' }).click();
    await expect(toast(partnerPage, 'Meeting geplant')).toBeVisible();
    await expect(dialog).toBeHidden();
    const planned = partnerPage
      .getByTestId('upcoming-meetings')
      .getByTestId('meeting-item')
      .filter({ hasText: clientName });
    await expect(planned).toContainText(day.german);

    // The client's /meetings and the other partner's coordination screen update without a reload.
    const clientUpcoming = clientPage.getByTestId('upcoming-meetings').getByTestId('meeting-item');
    await expect(clientUpcoming).toHaveCount(1);
    await expect(clientUpcoming).toContainText(`${day.german}`);
    await expect(clientUpcoming).toContainText('10:30 Uhr');
    await expect(clientUpcoming).toContainText(partner.name);
    await expect(clientPage.getByTestId('meeting-hours')).toContainText('1 Std.');
    const coordinated = colleague.getByTestId('coordination-upcoming').getByTestId('meeting-item');
    await expect(coordinated).toContainText(partner.name);
    await expect(coordinated.getByText('Du', { exact: true })).toHaveCount(0);

    // The copy button confirms for 2 s.
    await clientPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await clientUpcoming.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(clientUpcoming.getByRole('button', { name: 'Link kopiert' })).toHaveText('Kopiert!');
    await expect(clientUpcoming.getByRole('button', { name: 'Link kopieren' })).toBeVisible({ timeout: 4_000 });

    // The client moves on to the package page (in-app, no reload) and watches the hours.
    await clientPage.getByRole('link', { name: 'Mein Paket' }).first().click();
    await expect(clientPage).toHaveURL(/\/package$/);
    // Remaining of total hours, as the package page words it ('14 von 14 Stunden übrig').
    const packagePage = clientPage.locator('main');
    await expect(packagePage).toContainText(/14 von 14 Stunden/);

    // Complete: the summary is required, then the reserved hour is consumed.
    await planned.getByRole('button', { name: 'Abschließen' }).click();
    const complete = partnerPage.getByRole('dialog', { name: 'Meeting abschließen' });
    await complete.getByRole('button', { name: 'Meeting abschließen' }).click();
    await expect(complete.getByText('Bitte geben Sie eine Zusammenfassung des Meetings ein.')).toBeVisible();
    await complete.getByLabel('Zusammenfassung').fill(summary);
    await complete.getByRole('button', { name: 'Meeting abschließen' }).click();
    await expect(toast(partnerPage, 'Meeting abgeschlossen')).toBeVisible();
    await partnerPage.getByRole('tab', { name: 'Verlauf' }).click();
    await expect(partnerPage).toHaveURL(/tab=completed/);
    await expect(partnerPage.getByTestId('completed-meetings')).toContainText(summary);

    await expect(packagePage).toContainText(/13 von 14 Stunden/);
    await clientPage.getByRole('link', { name: 'Termine' }).first().click();
    await expect(clientPage.getByTestId('meeting-hours')).toContainText('1 von 14 Stunden genutzt');
    await expect(clientPage.getByTestId('past-meetings')).toContainText(summary);
    await expect(colleague.getByTestId('coordination-past').getByTestId('meeting-item')).toContainText(summary);
  });

  test('a future meeting can be deleted after a confirmation', async ({ browser }) => {
    const partnerPage = await signedInPage(browser, partner);
    const day = berlinDate(10);
    const res = await partnerPage.request.post('/api/meetings/create', {
      data: { clientId, date: day.iso, time: '15:00', duration: 30, platform: 'phone' },
    });
    expect(res.status(), await res.text()).toBe(201);
    await openLive(partnerPage, '/partner/meetings');
    const item = partnerPage
      .getByTestId('upcoming-meetings')
      .getByTestId('meeting-item')
      .filter({ hasText: day.german });
    await item.getByRole('button', { name: 'Löschen' }).click();
    const confirm = partnerPage.getByRole('alertdialog', { name: 'Meeting löschen?' });
    await expect(confirm).toContainText('Der Kunde wird per E-Mail benachrichtigt.');
    await confirm.getByRole('button', { name: 'Meeting löschen' }).click();
    await expect(toast(partnerPage, 'Meeting wurde gelöscht. Der Kunde wird benachrichtigt.')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test('the admin searches, filters, opens details and exports the CSV', async ({ browser }) => {
    const adminPage = await signedInPage(browser, admin);
    await adminPage.goto('/admin/meetings');
    const rows = adminPage.getByTestId('admin-meeting-row');
    const count = adminPage.getByTestId('meetings-count');
    // (By role: once it holds text, 'Suche leeren' is labelled 'Suche' too.)
    const searchBox = adminPage.getByRole('searchbox', { name: 'Suche' });
    // Unfiltered, every meeting matches; the table shows one page of them (issue 17), and the count
    // says how many it shows of how many (issue 32).
    await expect(rows.first()).toBeVisible();
    await expect(count).toHaveText(new RegExp(`^${await rows.count()} von \\d+ Meetings angezeigt$`));
    // The whole list beside a narrowed count; alone on the suite's database (this file run by
    // itself) the client's two meetings may be all there are, and then it is not repeated.
    const all = Number((await count.innerText()).split(' von ')[1]!.split(' ')[0]);
    const whole = (n: number) => (n < all ? String.raw` \(\d+ insgesamt\)` : '');
    await searchBox.fill(clientName);
    await expect(rows).toHaveCount(2);
    await expect(count).toHaveText(new RegExp(`^2 von 2 Meetings angezeigt${whole(2)}$`));
    // Typing more narrows the count (the server searches); the URL keeps the search over a reload.
    await searchBox.fill(`${clientName} abgeschlossen`);
    await expect(count).toHaveText(new RegExp(`^1 von 1 Meetings angezeigt${whole(1)}$`));
    await expect(adminPage).toHaveURL(/search=/);
    await adminPage.reload();
    await expect(searchBox).toHaveValue(`${clientName} abgeschlossen`);
    await expect(rows).toHaveCount(1);
    await searchBox.fill(clientName);
    await expect(rows).toHaveCount(2);
    await pick(adminPage, adminPage.locator('main'), /Status/, 'Abgeschlossen');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(clientEmail);
    await expect(rows.first()).toContainText('Abgeschlossen');
    await expect(adminPage.getByTestId('meetings-count')).toHaveText(
      new RegExp(`^1 von 1 Meetings angezeigt${whole(1)}$`),
    );

    await rows
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    const details = adminPage.getByRole('dialog', { name: 'Meeting-Details' });
    await expect(details).toContainText(summary);
    await expect(details).toContainText(partner.name);
    // The meeting's Verlauf: planned, then completed, each in German from the audit log.
    await details.getByRole('tab', { name: 'Verlauf' }).click();
    await expect(details.getByText(/Meeting geplant/).first()).toBeVisible();
    await expect(details.getByText(/Meeting abgeschlossen/).first()).toBeVisible();
    await details.getByRole('button', { name: 'Schließen' }).click();

    const download = adminPage.waitForEvent('download');
    await adminPage.getByRole('button', { name: 'Exportieren' }).click();
    await expect(toast(adminPage, 'Export started')).toBeVisible();
    const file = await (await download).path();
    const csv = fs.readFileSync(file, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Uhrzeit;Dauer (Min.);Klient;E-Mail;Accelerator;Plattform;Status;Stunden;Zusammenfassung;Notizen;Abschlussnotizen',
    );
    // The export holds what the screen shows (issue 15): the search and the 'Abgeschlossen' filter.
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain(
      `10:30;60;${clientName};${clientEmail};${partner.name};Zoom;Abgeschlossen;1;${summary};Kick-off`,
    );
  });

  test('screens at 1280 and 390 px', async ({ browser }) => {
    test.setTimeout(90_000);
    // One future meeting, so the lists and the next-appointment cards have something to show.
    const partnerPage = await signedInPage(browser, partner);
    const res = await partnerPage.request.post('/api/meetings/create', {
      data: {
        clientId,
        date: berlinDate(3).iso,
        time: '09:00',
        duration: 90,
        platform: 'teams',
        link: 'https://teams.microsoft.com/l/meetup-join/e2e',
        notes: 'Vertriebsstrategie',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const clientPage = await signedInPage(browser, clientLogin);
    const colleague = await signedInPage(browser, otherPartner);
    const adminPage = await signedInPage(browser, admin);

    for (const size of [
      { name: 'desktop', width: 1280, height: 800 },
      { name: 'phone', width: 390, height: 844 },
    ]) {
      for (const p of [clientPage, partnerPage, colleague, adminPage]) await p.setViewportSize(size);

      await clientPage.goto('/meetings');
      await expect(clientPage.getByTestId('upcoming-meetings').getByTestId('meeting-item')).toHaveCount(1);
      await shot(clientPage, `client-${size.name}`);
      await clientPage.goto('/dashboard');
      await expect(clientPage.getByTestId('next-appointment')).toContainText(partner.name);
      await shot(clientPage, `client-dashboard-${size.name}`);

      await partnerPage.goto('/partner/meetings');
      await expect(partnerPage.getByTestId('upcoming-meetings')).toContainText(clientName);
      await shot(partnerPage, `partner-${size.name}`);
      await partnerPage.goto('/partner');
      await expect(partnerPage.getByTestId('next-appointment')).toContainText(clientName);
      await shot(partnerPage, `partner-dashboard-${size.name}`);
      if (size.name === 'phone') {
        await partnerPage.goto('/partner/meetings');
        await partnerPage.getByRole('button', { name: 'Meeting planen' }).click();
        const dialog = partnerPage.getByRole('dialog', { name: 'Meeting planen' });
        await viewShot(partnerPage, 'plan-dialog-phone');
        // Past days are disabled in the calendar, and a past date is refused.
        const yesterday = berlinDate(-1);
        await chooseInPicker(partnerPage, dialog.getByRole('combobox', { name: 'Klient' }), clientName, clientName);
        await typeSegments(partnerPage, dialog.getByRole('group', { name: 'Datum' }), yesterday.typed);
        await typeSegments(partnerPage, dialog.getByRole('group', { name: 'Uhrzeit' }), '0800');
        await dialog.getByRole('button', { name: 'Kalender öffnen' }).click();
        const day = String(Number(yesterday.iso.slice(8)));
        const grid = partnerPage.getByRole('grid');
        await expect(
          grid.locator('[data-disabled]:not([data-outside-month])').filter({ hasText: new RegExp(`^${day}$`) }),
        ).toHaveCount(1);
        await viewShot(partnerPage, 'plan-calendar-phone');
        await partnerPage.keyboard.press('Escape');
        await expect(grid).toBeHidden();
        await dialog.getByRole('button', { name: 'Meeting planen' }).click();
        await expect(dialog.getByText('Der Termin liegt in der Vergangenheit.')).toBeVisible();
      }

      // The planning partner's own meetings carry 'Du'.
      await partnerPage.goto(`/partner/coordination?client=${clientId}`);
      await expect(partnerPage.getByTestId('coordination-upcoming').getByText('Du', { exact: true })).toBeVisible();
      await colleague.goto(`/partner/coordination?client=${clientId}`);
      await expect(colleague.getByTestId('coordination-upcoming')).toContainText(partner.name);
      await shot(colleague, `coordination-${size.name}`);

      await adminPage.goto('/admin/meetings');
      await adminPage.getByLabel('Suche').fill(clientName);
      await expect(adminPage.getByTestId('admin-meeting-row')).toHaveCount(3);
      await shot(adminPage, `admin-${size.name}`);
      await adminPage
        .getByTestId('admin-meeting-row')
        .first()
        .getByRole('button', { name: /^Details/ })
        .click();
      await expect(adminPage.getByRole('dialog', { name: 'Meeting-Details' })).toBeVisible();
      await viewShot(adminPage, `admin-details-${size.name}`);
    }
  });
});
