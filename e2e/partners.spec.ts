import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from './support/test';
import { admin, partner, type Login } from './support/accounts';
import { screenshotsOf } from './support/screenshots';
import { resetLinkFrom, waitForMail } from './support/mail';
import { fillLogin, signInQuickly, toast } from './support/ui';
import { LEGAL_VERSIONS } from '../lib/legal-versions';
import { wallClock } from '../server/testing/wall-clock';

// Issue 6, done when: an admin creates an Accelerator with a generated password and edits the
// profile (expertise and a reference); the partner signs in through the set-password e-mail link;
// a client finds that partner by search and specialty filter and opens the profile dialog. Plus the
// partner's client list, a stale profile write, deleting, and screenshots (the admins tab: admins.spec.ts).

const run = `${Date.now().toString(36)}${process.pid}`;
const partnerName = `Paula Partnertest ${run}`;
const partnerEmail = `accelerator-${run}@e2e.test.de`;
const partnerPassword = 'Eigenes-Passwort-6';
const clientName = `Carla Kundentest ${run}`;
const clientEmail = `directory-${run}@e2e.test.de`;
const client: Login = { email: clientEmail, password: 'Start-Passwort-1', name: clientName };
let clientId = '';

const { shot, viewShot } = screenshotsOf('partners');

async function signedIn(
  browser: Browser,
  account: Login,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signInQuickly(page, account);
  return { context, page };
}

async function pick(page: Page, scope: Locator | Page, field: RegExp, option: string): Promise<void> {
  await scope.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function partnerIdByEmail(page: Page, email: string): Promise<string> {
  const accounts = (await (await page.request.get('/api/users/role/partner')).json()) as {
    id: string;
    email: string;
  }[];
  const found = accounts.find((a) => a.email === email);
  if (!found) throw new Error(`Kein Accelerator ${email}`);
  return found.id;
}

test.describe.serial('partners', () => {
  test.beforeAll(async ({ request }) => {
    // A fresh client with a phone number; the Accelerator gets hours in their package later.
    const res = await request.post('/api/auth/register', {
      data: {
        acceptedTerms: LEGAL_VERSIONS,
        email: clientEmail,
        password: client.password,
        name: clientName,
        company: 'Kundentest GmbH',
        phone: '+49 170 1234567',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    clientId = ((await res.json()) as { user: { id: string } }).user.id;
  });

  test('an admin creates an Accelerator with a generated password and edits the profile', async ({ browser }) => {
    // A long walk (create, edit, view at two widths): 15 s alone, more on a busy CI machine.
    test.setTimeout(60_000);
    const { context, page } = await signedIn(browser, admin, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto('/admin/partners');
    await expect(page.getByRole('heading', { name: 'Accelerator & Admin Verwaltung' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Acceleratoren' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Accelerator anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accelerator anlegen' });
    await dialog.getByRole('button', { name: 'Accelerator anlegen' }).click();
    await expect(dialog.getByText('Bitte füllen Sie alle Pflichtfelder aus')).toBeVisible();
    await expect(dialog.getByText('Please fill out all required fields')).toHaveCount(0);

    await dialog.getByLabel('Name', { exact: true }).fill(partnerName);
    await dialog.getByLabel('E-Mail', { exact: true }).fill(partnerEmail);
    await pick(page, dialog, /Fachgebiet/, 'Recht');
    await dialog.getByRole('button', { name: 'Passwort generieren' }).click();
    const passwordField = dialog.getByLabel('Passwort (optional)');
    const generated = await passwordField.inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await dialog.getByRole('button', { name: 'Passwort kopieren' }).click();
    await expect(dialog.getByText('Kopiert!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);
    await shot(page, 'create-accelerator-desktop');
    await dialog.getByRole('button', { name: 'Accelerator anlegen' }).click();
    await expect(toast(page, 'Accelerator erstellt')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('accelerator-row').filter({ hasText: partnerName });
    await expect(row).toContainText('Recht');
    // German names only: no English gloss in brackets (audit of spec 02).
    await expect(row).not.toContainText('(Legal)');
    await expect(row).toContainText('Aktiv');
    await shot(page, 'admin-list-desktop');

    await row.getByRole('link', { name: `Profil von ${partnerName} bearbeiten` }).click();
    await expect(page.getByRole('heading', { name: 'Accelerator-Profil bearbeiten' })).toBeVisible();
    await expect(page.getByText(partnerEmail)).toBeVisible();
    await page.getByLabel('Standort').fill('Hamburg');
    await page.getByLabel('Telefon').fill('keine Nummer');
    await page.getByLabel('LinkedIn').fill('https://example.com/paula');
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(
      page.getByText('Bitte geben Sie eine gültige Telefonnummer ein (z. B. +49 30 1234567).'),
    ).toBeVisible();
    await expect(
      page.getByText('Bitte geben Sie eine gültige LinkedIn-Adresse ein (z. B. https://www.linkedin.com/in/ihr-name).'),
    ).toBeVisible();
    await page.getByLabel('Telefon').fill('+49 40 1234567');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/paula-partnertest');
    await page.getByLabel('Stundensatz (€)').fill('150');
    await page.getByLabel('Kurzprofil').fill('Gesellschaftsrecht für junge Unternehmen.');

    await page.getByRole('button', { name: '+ Expertise hinzufügen' }).click();
    const expertise = page.getByRole('group', { name: 'Expertise 1' });
    await expertise.getByLabel('Titel').fill('GmbH-Gründung');
    await expertise.getByLabel('Beschreibung').fill('Satzung, Notartermin, Handelsregister.');
    await page.getByRole('button', { name: '+ Referenz hinzufügen' }).click();
    const reference = page.getByRole('group', { name: 'Referenz 1' });
    await expect(reference.getByRole('button', { name: /Bewertung/ })).toContainText('5 – Ausgezeichnet');
    await reference.getByLabel('Kunde').fill('Nordlicht Software GmbH');
    await pick(page, reference, /Bewertung/, '4 – Sehr gut');
    await reference.getByLabel('Projekt').fill('Gründung und Beteiligungsvertrag');
    await reference.getByLabel('Testimonial').fill('Klar, schnell und verständlich.');
    await shot(page, 'editor-desktop');
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(toast(page, 'The partner profile has been successfully updated.')).toBeVisible();

    // View mode: the saved profile with stars and the rating label.
    const profile = page.getByTestId('partner-profile');
    await expect(profile.getByText('GmbH-Gründung')).toBeVisible();
    await expect(profile.getByText('Nordlicht Software GmbH')).toBeVisible();
    await expect(profile.getByText('Sehr gut')).toBeVisible();
    await expect(profile).not.toContainText('Very Good');
    await expect(profile.getByText('+49 40 1234567')).toBeVisible();
    await expect(profile.getByRole('img', { name: 'Bewertung 4,0 von 5' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
    await shot(page, 'profile-view-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('group', { name: 'Referenz 1' }).getByLabel('Kunde')).toHaveValue(
      'Nordlicht Software GmbH',
    );
    await shot(page, 'editor-phone');
    await context.close();
  });

  test('the new partner signs in through the set-password link and sees their client', async ({ browser, page }) => {
    const mail = await waitForMail(partnerEmail);
    expect(mail.subject).toContain('Passwort festlegen');
    await page.goto(resetLinkFrom(mail));
    await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
    await page.getByLabel('Neues Passwort', { exact: true }).fill(partnerPassword);
    await page.getByLabel('Passwort bestätigen', { exact: true }).fill(partnerPassword);
    await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
    await expect(page).toHaveURL('/login');
    await fillLogin(page, partnerEmail, partnerPassword);
    await expect(page).toHaveURL('/partner');

    await page.goto('/partner/clients');
    await expect(page.getByRole('heading', { name: 'Meine Kunden' })).toBeVisible();
    await expect(page.getByText('Noch keine Kunden')).toBeVisible();

    // The admin gives the new partner 10 hours in the client's package.
    const { context: adminContext, page: adminPage } = await signedIn(browser, admin);
    const created = await adminPage.request.post('/api/packages/create-and-assign', {
      data: {
        clientId,
        packageName: 'Rechtspaket E2E',
        customPrice: 900,
        activateImmediately: true,
        paymentConfirmed: true,
        partnerHours: [{ partnerId: await partnerIdByEmail(adminPage, partnerEmail), hours: 10 }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await adminContext.close();

    await page.reload();
    const card = page.getByTestId('client-card').filter({ hasText: clientName });
    await expect(card).toContainText(clientEmail);
    await expect(card).toContainText('+49 170 1234567');
    await expect(card).toContainText('Kundentest GmbH');
    await expect(card).toContainText('Rechtspaket E2E');
    await expect(card).toContainText('10 von 10 Std. übrig');
    await expect(card.getByRole('button', { name: 'Meeting planen' })).toBeVisible();
    await expect(page.getByText('Zugeteilte Stunden')).toBeVisible();
    await shot(page, 'clients-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeVisible();
    await shot(page, 'clients-phone');
  });

  test('a client finds the partner by search and specialty filter and opens the profile dialog', async ({
    browser,
  }) => {
    const { context, page } = await signedIn(browser, client);
    await page.goto('/partners');
    await expect(page.getByRole('heading', { name: 'Acceleratoren', level: 1 })).toBeVisible();

    // Their own partner comes first, with the hours.
    const own = page.getByRole('region', { name: 'Ihre Acceleratoren' });
    await expect(own.getByTestId('partner-card').filter({ hasText: partnerName })).toContainText(
      '10 von 10 Std. verbleibend',
    );

    await page.getByRole('button', { name: 'Fachgebiet filtern' }).click();
    const filter = page.getByRole('dialog', { name: 'Nach Fachgebiet filtern' });
    // The chip's label covers react-aria's visually hidden input, so the chip is what a user clicks.
    // The chip reads the name and its count ('Recht 1'), with no English gloss in brackets.
    await filter
      .locator('label')
      .filter({ hasText: /^Recht\d+$/ })
      .click();
    await expect(filter.getByRole('checkbox', { name: /^Recht\s*\d+$/ })).toBeChecked();
    await expect(filter).not.toContainText('(');
    await shot(page, 'filter-desktop');
    await filter.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page.getByRole('button', { name: 'Fachgebiet filtern (1)' })).toBeVisible();
    for (const card of await page.getByTestId('partner-card').all()) await expect(card).toContainText('Recht');

    await page.getByRole('searchbox', { name: 'Suche' }).fill('Marketing-Nobody');
    await expect(page.getByText('Keine Acceleratoren gefunden')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Suche' }).fill(`partnertest ${run}`);
    await expect(page.getByTestId('partner-card')).toHaveCount(1);
    await expect(page.getByText('1 Accelerator · Recht')).toBeVisible();
    await shot(page, 'directory-desktop');

    await page.getByRole('button', { name: `Profil von ${partnerName} ansehen` }).click();
    const dialog = page.getByRole('dialog', { name: partnerName });
    await expect(dialog.getByText('GmbH-Gründung')).toBeVisible();
    await expect(dialog.getByText('Satzung, Notartermin, Handelsregister.')).toBeVisible();
    await expect(dialog.getByText('Nordlicht Software GmbH')).toBeVisible();
    await expect(dialog.getByText('Sehr gut')).toBeVisible();
    await expect(dialog.getByText('„Klar, schnell und verständlich.“')).toBeVisible();
    // Assigned to this client: contact details, but never the hourly rate.
    await expect(dialog.getByText(partnerEmail)).toBeVisible();
    await expect(dialog.getByText('Stundensatz')).toHaveCount(0);
    await shot(page, 'profile-dialog-desktop');

    await dialog.getByRole('link', { name: 'Profilseite öffnen' }).click();
    await expect(page).toHaveURL(/\/partners\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: partnerName, level: 1 })).toBeVisible();
    await expect(page.getByText('Gesellschaftsrecht für junge Unternehmen.')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'profile-page-phone');
    await page.goto('/partners');
    await expect(page.getByTestId('partner-card').filter({ hasText: partnerName })).toBeVisible();
    await shot(page, 'directory-phone');
    await page.getByRole('button', { name: `Profil von ${partnerName} ansehen` }).click();
    await expect(page.getByRole('dialog', { name: partnerName }).getByText('GmbH-Gründung')).toBeVisible();
    await shot(page, 'profile-dialog-phone');
    await context.close();
  });

  test('a stale profile write is refused and the editor reloads the other change', async ({ browser }) => {
    const { context, page: first } = await signedIn(browser, admin);
    const second = await context.newPage();
    const id = await partnerIdByEmail(first, partnerEmail);
    for (const p of [first, second]) {
      await p.goto(`/admin/partners/edit/${id}`);
      await expect(p.getByLabel('Standort')).toHaveValue('Hamburg');
    }
    await first.getByLabel('Standort').fill('Bremen');
    await first.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(toast(first, 'The partner profile has been successfully updated.')).toBeVisible();

    await second.getByLabel('Standort').fill('Kiel');
    await second.getByRole('button', { name: 'Profil speichern' }).click();
    await expect(toast(second, 'Failed to save partner profile')).toBeVisible();
    await expect(second.getByRole('form', { name: 'Profil bearbeiten' }).getByRole('alert')).toContainText(
      'Das Profil wurde inzwischen von jemand anderem geändert. Bitte laden Sie es neu und versuchen Sie es erneut.',
    );
    await second.getByRole('button', { name: 'Profil neu laden' }).click();
    await expect(second.getByLabel('Standort')).toHaveValue('Bremen');
    await context.close();
  });

  test('deleting: without history the account goes, with history it is deactivated', async ({ browser }) => {
    const { context, page } = await signedIn(browser, admin);
    const spareEmail = `spare-${run}@e2e.test.de`;
    const spare = await page.request.post('/api/users', {
      data: { role: 'partner', name: `Sven Spare ${run}`, email: spareEmail, partnerType: 'KI' },
    });
    expect(spare.status(), await spare.text()).toBe(201);

    await page.goto('/admin/partners');
    const spareRow = page.getByTestId('accelerator-row').filter({ hasText: spareEmail });
    await expect(spareRow).toContainText('Kein Profil');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'admin-list-phone');
    await page.getByRole('button', { name: 'Accelerator anlegen' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Accelerator anlegen' }).getByRole('button', { name: 'Passwort generieren' }),
    ).toBeVisible();
    await shot(page, 'create-accelerator-phone');
    await page.getByRole('dialog', { name: 'Accelerator anlegen' }).getByRole('button', { name: 'Abbrechen' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await spareRow.getByRole('button', { name: `Sven Spare ${run} löschen` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Accelerator löschen?' });
    await expect(confirm).toContainText('wird sein Konto deaktiviert und seine Historie bleibt erhalten');
    await shot(page, 'delete-accelerator-desktop');
    await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(toast(page, 'Accelerator gelöscht')).toBeVisible();
    await expect(spareRow).toHaveCount(0);

    // The partner of the first test holds 10 open hours in the client's package (issue 15 item 4):
    // the dialog shows them and hands them over before the account is deactivated; then they come back.
    // A meeting on the leaver's own Zoom link: the dialog says before the confirmation that it moves
    // to the successor's place (2026-11-29).
    const leaverId = await partnerIdByEmail(page, partnerEmail);
    const { year, month, day } = wallClock(new Date(Date.now() + 8 * 86_400_000), 'Europe/Berlin');
    const onZoom = await page.request.post('/api/meetings/create', {
      data: {
        clientId,
        partnerId: leaverId,
        date: `${year}-${month}-${day}`,
        time: '10:00',
        duration: 60,
        platform: 'zoom',
        link: 'https://zoom.us/j/4711-e2e',
      },
    });
    expect(onZoom.status(), await onZoom.text()).toBe(201);
    // And one in the portal's own room, whose link the leaver knows: a fresh room.
    const inRoom = await page.request.post('/api/meetings/create', {
      data: { clientId, partnerId: leaverId, date: `${year}-${month}-${day}`, time: '12:00', duration: 60 },
    });
    expect(inRoom.status(), await inRoom.text()).toBe(201);
    const row = page.getByTestId('accelerator-row').filter({ hasText: partnerEmail });
    await row.getByRole('button', { name: `${partnerName} löschen` }).click();
    const handover = page.getByRole('alertdialog', { name: 'Accelerator löschen?' });
    await expect(handover).toContainText('betreut noch Klienten');
    await expect(handover.getByRole('list', { name: 'Offene Pakete' })).toContainText(clientName);
    await expect(handover).toContainText('10 Std. offen');
    const send = handover.getByRole('button', { name: 'Übergeben und deaktivieren' });
    await expect(send).toBeDisabled();
    await pick(page, handover, new RegExp(`Wer übernimmt die Stunden von ${clientName}`), partner.name);
    const moves = handover.getByRole('region', { name: 'Termine mit neuem Ort' });
    await expect(moves).toContainText(`${day}.${month}.${year}, 10:00 Uhr · ${clientName}`);
    await expect(moves).toContainText('Zoom, https://zoom.us/j/4711-e2e →');
    await expect(moves).toContainText('Ein Termin auf dem eigenen Link oder im Büro von');
    await expect(moves).toContainText('Ein Termin im Raum des Portals bekommt einen neuen Raum');
    await expect(moves).toContainText(`${day}.${month}.${year}, 12:00 Uhr · ${clientName}`);
    await expect(moves).toContainText('Eigener Raum je Termin (Jitsi), neuer Raum');
    // Cancelled instead, nothing changes place.
    await handover.getByRole('radio', { name: 'Termine absagen' }).check({ force: true });
    await expect(moves).toHaveCount(0);
    await handover.getByRole('radio', { name: 'Termine mit übergeben' }).check({ force: true });
    await expect(moves).toBeVisible();
    // The dialog's body scrolls under its sticky buttons: the list's last line to the middle.
    const lastMove = moves.getByRole('listitem').last();
    await lastMove.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await viewShot(page, 'handover-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(send).toBeInViewport();
    await lastMove.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(lastMove).toBeInViewport();
    await viewShot(page, 'handover-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await send.click();
    await expect(toast(page, 'Accelerator deaktiviert')).toBeVisible();
    await expect(row).toContainText('Deaktiviert');
    const pkg = (await (await page.request.get(`/api/packages/user/${clientId}`)).json()) as {
      partners: { partnerName: string; totalHours: number }[];
    };
    expect(pkg.partners.map((p) => [p.partnerName, p.totalHours])).toEqual([[partner.name, 10]]);

    await row.getByRole('button', { name: `${partnerName} reaktivieren` }).click();
    await expect(toast(page, 'Accelerator reaktiviert')).toBeVisible();
    await expect(row).not.toContainText('Deaktiviert');
    await context.close();
  });
});
