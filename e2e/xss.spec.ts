import { expect, test, type Page } from './support/test';
import { admin, partner, type Login } from './support/accounts';
import {
  berlinDay,
  completePackage,
  completedMeeting,
  offerPackage,
  registerUser,
  signedInRequest,
} from './support/api';
import { signInQuickly } from './support/ui';

// Issue 10 (hardening): what a client or partner types is shown to the admin as text, never run as
// markup. The payloads go in through the API (name, company, package name, meeting notes and
// summary, archive notes), then the admin's screens must show them literally, create no element
// from them and never set window.__xss. The CSP would block inline handlers anyway; asserting the
// literal text proves the rendering itself is safe.

const run = `${Date.now().toString(36)}${process.pid}`;
const img = '<img src=x onerror="window.__xss=1">';
const script = '<script>window.__xss=1</script>';
const svg = '<svg onload="window.__xss=1">';
const client: Login & { company: string } = {
  name: `Xaver ${img} ${run}`,
  company: `${script} Skript ${run} GmbH`,
  email: `xss-${run}@e2e.test.de`,
  password: 'Start-Passwort-1',
};
/** A second client whose package is finished: the KundenKartei lists only those. */
const finished: Login & { company: string } = {
  ...client,
  name: `Fina ${script} ${run}`,
  email: `xss-kartei-${run}@e2e.test.de`,
};
const packageName = `${svg} Paket ${run}`;
const summary = `Zusammenfassung ${img}`;
const notes = `Kartei ${script} ${img}`;
let clientId = '';
let finishedId = '';

/** Nothing ran, and no element was made from a payload. */
async function expectInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload], script:not([src])')).toHaveCount(0);
}

test.describe.serial('markup in user data renders as text', () => {
  test.beforeAll(async ({ browser, request }) => {
    clientId = await registerUser(request, client);
    finishedId = await registerUser(request, finished);
    const asAdmin = await signedInRequest(browser, admin);
    const offer = (id: string) =>
      offerPackage(asAdmin, id, {
        name: packageName,
        price: 900,
        activate: true,
        partnerHours: [{ partnerEmail: partner.email, hours: 5 }],
      });
    await offer(clientId);
    const asPartner = await signedInRequest(browser, partner);
    await completedMeeting(asPartner, { clientId, date: berlinDay(1), time: '11:00', notes: `Vorab ${svg}` }, summary);
    // The second client's package is finished, so they appear in the KundenKartei with the admin's notes.
    await completePackage(asAdmin, await offer(finishedId));
    expect((await asAdmin.put(`/api/client-archive/${finishedId}/notes`, { data: { notes } })).status()).toBe(200);
  });

  test('client list and details show name, company, package and meeting summary literally', async ({ page }) => {
    await signInQuickly(page, admin);
    const response = await page.goto(`/admin/clients?q=${run}`);
    // The page itself forbids inline scripts: a second line of defence.
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const row = page.getByTestId('client-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(client.name);
    await expect(row).toContainText(client.company);
    await expectInert(page);

    await page.goto(`/admin/clients/${clientId}`);
    await expect(page.getByRole('heading', { name: client.name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('client-facts')).toContainText(client.company);
    await expect(page.getByTestId('client-facts')).toContainText(packageName);
    await expect(page.getByTestId('overview-meetings')).toContainText(summary);
    await expectInert(page);
  });

  test('the KundenKartei shows the notes literally', async ({ page }) => {
    await signInQuickly(page, admin);
    await page.goto('/admin/kundenkartei');
    await page.getByRole('searchbox', { name: 'Suche' }).fill(finished.email);
    const row = page.getByTestId('archive-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(finished.name);
    await expect(row).toContainText(finished.company);
    await expect(row).toContainText(packageName);
    await expect(row.getByTestId('archive-notes')).toContainText(notes);
    await expectInert(page);
  });

  test('the admin meeting list shows the client name literally', async ({ page }) => {
    await signInQuickly(page, admin);
    // Searched by the run's id: other specs' meetings (years ahead) may fill the first page.
    await page.goto(`/admin/meetings?search=${encodeURIComponent(run)}`);
    await expect(page.getByText(client.name).first()).toBeVisible();
    await expectInert(page);
  });
});
