import { expect, test, type Page } from './support/test';
import { admin, partner, type Login } from './support/accounts';
import { clientWithPackage, offerPackage, registerUser, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 32, spec 02 office rows with a screen, each at 1280 and 390 px: completing a package in the
// client details, the client table's last column, the meetings count, the way back from a
// questionnaire, and audit lines that say whom they concern in German.

const run = `${Date.now().toString(36)}${process.pid}`;
const { shot, viewShot } = screenshotsOf('office');
const viewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** A new client (their login) with an active package of `hours` hours of the demo partner. */
async function activeClient(browser: Parameters<typeof signedInRequest>[0], tag: string) {
  const login: Login = {
    name: `Olga Office ${tag} ${run}`,
    email: `office-${tag}-${run}@e2e.test.de`,
    password: 'Start-Passwort-1',
  };
  const { clientId: id, userPackageId } = await clientWithPackage(
    browser,
    { ...login, company: `Office ${tag} GmbH` },
    { name: `Office-Paket ${tag} ${run}`, price: 800, partnerHours: [{ partnerEmail: partner.email, hours: 6 }] },
  );
  return { login, id, userPackageId };
}

const noSidewaysScroll = (page: Page) =>
  page
    .evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    .then((n) => expect(n).toBeLessThanOrEqual(0));

for (const viewport of viewports) {
  test(`'Paket abschließen' in the client details completes an active package (${viewport.width} px)`, async ({
    browser,
  }) => {
    const c = await activeClient(browser, `abschluss${viewport.width}`);
    const page = await signedInPage(browser, admin, viewport);
    await page.goto(`/admin/clients/${c.id}?tab=packages`);
    const pkg = page.getByTestId('client-package');
    await expect(pkg.getByTestId('client-package-status')).toHaveText('Aktiv');
    await pkg.getByRole('button', { name: 'Paket abschließen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Paket abschließen' });
    await expect(dialog).toContainText('6 nicht genutzte Stunden verfallen');
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
    await viewShot(page, `complete-dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Paket abschließen' }).click();
    await expect(toast(page, 'Das Paket wurde abgeschlossen.')).toBeVisible();
    await expect(pkg.getByTestId('client-package-status')).toHaveText('Abgeschlossen');
    await expect(pkg.getByRole('button', { name: 'Paket abschließen' })).toHaveCount(0);
    await shot(page, `completed-package-${viewport.width}`);
  });

  test(`the client table shows its 'Aktion' column whole (${viewport.width} px)`, async ({ browser }) => {
    // A row as long as the office's real ones: a long name, e-mail and company, a phone number, a
    // long package name and the longest status ('Aktivierung ausstehend').
    const tag = `${run}${viewport.width}`;
    const login: Login = {
      name: `Maximilian Alexander Schneider-Hoffmann ${tag}`,
      email: `maximilian.alexander.schneider-hoffmann.${tag}@unternehmensberatung-beispiel.de`,
      password: 'Start-Passwort-1',
    };
    const context = await browser.newContext();
    const id = await registerUser(context.request, {
      ...login,
      company: 'Schneider-Hoffmann Unternehmensberatung GmbH & Co. KG',
      phone: '+49 30 12345678',
    });
    const userPackageId = await offerPackage(await signedInRequest(browser, admin), id, {
      name: 'Wachstum & Strategie Intensivprogramm für Gründerinnen',
      price: 4800,
      activate: false,
      partnerHours: [{ partnerEmail: partner.email, hours: 20 }],
    });
    expect((await context.request.post('/api/packages/accept', { data: { packageId: userPackageId } })).status()).toBe(
      200,
    );
    await context.close();

    const page = await signedInPage(browser, admin, viewport);
    await page.goto(`/admin/clients?q=${tag}`);
    const row = page.getByTestId('client-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('client-status')).toHaveText('Aktivierung ausstehend');
    // The phone grouped by Berlin's area code (issue 32), not cut 3-3-4 ('+49 301 234 5678').
    await expect(row).toContainText('+49 30 12345678');
    const details = row.getByRole('link', { name: /^Details: / });
    await expect(details).toBeVisible();
    // Nothing to scroll sideways: the table fits its card, the card the page.
    const table = page.getByTestId('client-table');
    const overflow = await table.evaluate((el) => {
      let scroller: Element | null = el;
      let most = 0;
      for (; scroller && scroller !== document.body; scroller = scroller.parentElement)
        most = Math.max(most, scroller.scrollWidth - scroller.clientWidth);
      return most;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await details.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await noSidewaysScroll(page);
    await shot(page, `client-table-${viewport.width}`);
  });

  test(`the meetings list says how many of how many it shows (${viewport.width} px)`, async ({ browser }) => {
    const page = await signedInPage(browser, admin, viewport);
    // A firm with 296 meetings: the answer's counts as the server gives them at that size.
    await page.route('**/api/meetings/admin/all**', async (route) => {
      const answer = (await (await route.fetch()).json()) as { meetings: unknown[]; total: number; all: number };
      await route.fulfill({ json: { ...answer, total: 296, all: 296 } });
    });
    await page.goto('/admin/meetings');
    const count = page.getByTestId('meetings-count');
    await expect(count).toHaveText(/ von 296 Meetings angezeigt$/);
    // The count and the rows come from the same answer: n is the rows on the page, not 296.
    const rows = await page.getByTestId('admin-meeting-row').count();
    await expect(count).toHaveText(`${rows} von 296 Meetings angezeigt`);
    await shot(page, `meetings-count-${viewport.width}`);
  });
}

// 'Klienten ohne Paket' on /admin/packages counts what /admin/clients shows under 'Kein Paket': a
// former client (package completed) is in the KundenKartei, in neither.
test("'Klienten ohne Paket' counts the client list's 'Kein Paket' (1280 and 390 px)", async ({ browser }) => {
  const former = await activeClient(browser, 'ehemalig');
  const completed = await (
    await signedInRequest(browser, admin)
  ).post(`/api/packages/${former.userPackageId}/complete`, { data: {} });
  expect(completed.status(), await completed.text()).toBe(200);
  for (const viewport of viewports) {
    const page = await signedInPage(browser, admin, viewport);
    // Other specs add clients meanwhile: read both until they were read between two such changes.
    await expect(async () => {
      await page.goto('/admin/packages');
      const tile = page.getByTestId('stat-without-package');
      await expect(tile).not.toContainText('–');
      const counted = Number((await tile.innerText()).match(/\d+/)![0]);
      await page.goto('/admin/clients?filter=no_package');
      const listed = Number((await page.getByTestId('client-count').innerText()).match(/^\d+/)![0]);
      expect(counted).toBe(listed);
    }).toPass({ timeout: 20_000 });
    await page.goto('/admin/packages');
    await shot(page, `packages-tiles-${viewport.width}`);
  }
});

test.describe.serial('the way back from a questionnaire, and audit lines', () => {
  let client: Awaited<ReturnType<typeof activeClient>>;
  let questionnaireId = '';

  test.beforeAll(async ({ browser }) => {
    client = await activeClient(browser, 'zurueck');
    const asClient = await signedInRequest(browser, client.login);
    const answers = {
      name: client.login.name,
      email: client.login.email,
      phone: '030 1234567',
      company: 'Office zurueck GmbH',
      businessStatus: 'idea',
    };
    const created = await asClient.post('/api/questionnaires', {
      data: { answers, status: 'converted', userId: client.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    questionnaireId = ((await created.json()) as { id: string }).id;
  });

  for (const viewport of viewports) {
    test(`from the client details back to the client, from the dashboard back to it (${viewport.width} px)`, async ({
      browser,
    }) => {
      const page = await signedInPage(browser, admin, viewport);
      await page.goto(`/admin/clients/${client.id}?tab=questionnaires`);
      await page.getByTestId('client-questionnaire').getByRole('link', { name: 'Ansehen' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/questionnaires/${questionnaireId}`));
      const back = page.getByRole('link', { name: 'Zurück zum Klienten' });
      await expect(back).toBeVisible();
      await shot(page, `questionnaire-back-${viewport.width}`);
      await back.click();
      await expect(page).toHaveURL(`/admin/clients/${client.id}?tab=questionnaires`);
      // Opened without a way it came (a bookmark): back to the dashboard, where the requests are.
      await page.goto(`/admin/questionnaires/${questionnaireId}`);
      await page.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });

    test(`audit lines name whom they concern, in German (${viewport.width} px)`, async ({ browser }) => {
      const page = await signedInPage(browser, admin, viewport);
      // The client's Verlauf reads the audit log for them, with the same lines as /admin/audit.
      await page.goto(`/admin/clients/${client.id}?tab=history`);
      const offered = page.getByTestId('audit-row').filter({ hasText: 'Paket angeboten' });
      await expect(offered).toHaveCount(1);
      await expect(offered.getByTestId('audit-concerns')).toHaveText(`Betrifft: ${client.login.name} (Klient)`);
      // The raw event type is in the expanded event only, not in the line.
      await expect(offered.getByRole('button', { name: /Paket angeboten/ })).not.toContainText('PackageOffered');
      await noSidewaysScroll(page);
      await shot(page, `audit-${viewport.width}`);
    });
  }
});
