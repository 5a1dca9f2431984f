import { expect, test } from './support/test';
import { admin, newClientLogin, type Login } from './support/accounts';
import { demoPartners } from '../server/seed/demo-accounts';
import { wallClock } from '../server/testing/wall-clock';
import { clientWithHoursOf, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// A partner no other spec uses: the meetings planned here start within minutes, and would be the
// next appointment another spec expects on its partner's dashboard.
const partner: Login = demoPartners[2]!;

// Issue 15: a started meeting that did not take place is closed as 'Nicht stattgefunden' (hours
// freed), and an admin cancels a package with a reason; both screens at 1280 and 390 px.

const clientLogin = newClientLogin('ends', 'Erik Endetest');
const { shot, viewShot } = screenshotsOf('ends');

/** Berlin date and time of an instant, as the planning API takes them. */
function berlin(at: Date): { date: string; time: string } {
  const { year, month, day, hour, minute } = wallClock(at, 'Europe/Berlin');
  return { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

let clientId = '';
let userPackageId = '';
let startsAt = new Date();

test.describe.serial('ends', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    ({ clientId, userPackageId } = await clientWithHoursOf(browser, clientLogin, {
      partner,
      hours: 6,
      packageName: 'Ende-Paket E2E',
    }));
    // The server plans nothing in the past: a meeting at the next minute but one, then its start passes.
    const asPartner = await signedInRequest(browser, partner);
    const planned = await asPartner.post('/api/meetings/create', {
      data: { clientId, ...berlin(new Date(Date.now() + 120_000)), duration: 60, platform: 'zoom' },
    });
    expect(planned.status(), await planned.text()).toBe(201);
    startsAt = new Date(((await planned.json()) as { startsAt: string }).startsAt);
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt.getTime() - Date.now() + 2_000)));
  });

  // 390 px first: it only looks; 1280 px then closes the meeting.
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test(`the partner sees 'Nicht stattgefunden' beside 'Abschließen' on a past meeting (${viewport.width} px)`, async ({
      browser,
    }) => {
      const page = await signedInPage(browser, partner, viewport);
      // The list 'Abschluss offen' starts 30 minutes after the start: the browser's clock is there.
      await page.clock.setFixedTime(new Date(startsAt.getTime() + 31 * 60_000));
      await page.goto('/partner/meetings');
      const item = page.getByTestId('to-finish-meetings').locator('li').filter({ hasText: clientLogin.name! });
      await expect(item.getByRole('button', { name: 'Abschließen' })).toBeVisible();
      await expect(item.getByRole('button', { name: 'Nicht stattgefunden' })).toBeVisible();
      await shot(page, `partner-past-meeting-${viewport.width}`);
      await item.getByRole('button', { name: 'Nicht stattgefunden' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('Klient nicht erschienen');
      await dialog.getByRole('button', { name: 'Nicht stattgefunden' }).click();
      await expect(dialog).toContainText('Bitte geben Sie einen Grund an.');
      await viewShot(page, `not-held-dialog-${viewport.width}`);
      if (viewport.width === 390) {
        expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
        await dialog.getByRole('button', { name: 'Abbrechen' }).click();
        return;
      }
      await dialog.getByLabel('Grund').fill('Klient kurzfristig erkrankt');
      await dialog.getByRole('button', { name: 'Nicht stattgefunden' }).click();
      await expect(toast(page, 'Nicht stattgefunden')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('to-finish-meetings')).not.toContainText(clientLogin.name!);
    });
  }

  test("the admin sees the meeting 'Nicht stattgefunden' and cancels the package with a reason", async ({
    browser,
  }) => {
    const page = await signedInPage(browser, admin);
    await page.goto(`/admin/clients/${clientId}?tab=meetings`);
    await expect(page.getByTestId('meeting-status').first()).toHaveText('Nicht stattgefunden');
    await page.goto(`/admin/clients/${clientId}?tab=packages`);
    const pkg = page.getByTestId('client-package');
    await expect(pkg).toContainText('6 von 6 Stunden übrig');
    await pkg.getByRole('button', { name: 'Paket stornieren' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Grund').fill('Vertrag einvernehmlich aufgelöst');
    await viewShot(page, 'cancel-package-dialog-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);
    await viewShot(page, 'cancel-package-dialog-390');
    await dialog.getByRole('button', { name: 'Paket stornieren' }).click();
    await expect(toast(page, 'Das Paket wurde storniert')).toBeVisible();
    await expect(page.getByTestId('client-package-status')).toHaveText('Storniert');
    await expect(pkg).toContainText('Storniert: Vertrag einvernehmlich aufgelöst');
    await expect(pkg.getByRole('button', { name: 'Paket stornieren' })).toHaveCount(0);
    await shot(page, 'cancelled-package-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'cancelled-package-1280');
    const res = await page.request.get(`/api/packages/user/${clientId}`);
    expect(((await res.json()) as { userPackage: { id: string; status: string } }).userPackage).toMatchObject({
      id: userPackageId,
      status: 'cancelled',
    });
  });
});
