import { expect, test, type Locator } from './support/test';
import { admin, newClientLogin, type Login } from './support/accounts';
import { berlinDay, clientWithHoursOf } from './support/api';
import { bookablePartner, pickSlot } from './support/booking';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 19: a client books an Accelerator's free slot, the Accelerator sees it live, the client
// moves it and then cancels inside the notice, and the hours show as used; the charged cancellation
// is listed at once for client, Accelerator and office (audit of spec 02); at 1280 and 390 px.

/** An Accelerator of this spec's own: another spec saves a demo Accelerator's availability meanwhile. */
const tag = `${Date.now().toString(36)}${process.pid}`;
const partner: Login = {
  email: `buchbar-${tag}@e2e.test.de`,
  password: 'Buchbar-Passwort-1',
  name: `Bea Buchbar ${tag}`,
};
const { shot, viewShot } = screenshotsOf('booking');

test.beforeAll(async ({ browser }) => {
  await bookablePartner(browser, partner);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a client books, moves and cancels late at ${viewport.width} px; the Accelerator sees it live`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const login = newClientLogin(`buchung${viewport.width}`, `Bea Bucht ${viewport.width}`);
    const { clientId } = await clientWithHoursOf(browser, login, {
      partner,
      hours: 4,
      packageName: 'Buchungs-Paket E2E',
    });
    const asPartner = await signedInPage(browser, partner, viewport);
    await openLive(asPartner, '/partner/meetings');
    const page = await signedInPage(browser, login, viewport);
    await page.goto('/meetings');

    // Book: three days ahead, outside the 48-hour notice.
    const later = berlinDay(3);
    const time = viewport.width === 390 ? '10:00' : '11:30';
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    const dialog = await pickSlot(page, 'Termin buchen', later, time);
    await viewShot(page, `book-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(toast(page, 'Termin gebucht')).toBeVisible();
    const upcoming = page.getByTestId('upcoming-meetings');
    await expect(upcoming).toContainText(`${time} Uhr`);
    // The Accelerator's open page shows it without reloading.
    await expect(asPartner.getByTestId('upcoming-meetings')).toContainText(login.name!);

    // Move it to tomorrow (each width its own hour: both tests use the same Accelerator).
    const tomorrow = berlinDay(1);
    const moved = viewport.width === 390 ? '09:00' : '12:00';
    await upcoming.getByRole('button', { name: 'Verschieben' }).click();
    const move = await pickSlot(page, 'Termin verschieben', tomorrow, moved);
    await move.getByRole('button', { name: 'Verschieben' }).click();
    await expect(toast(page, 'Termin verschoben')).toBeVisible();
    await expect(upcoming).toContainText(`${moved} Uhr`);
    await expect(asPartner.getByTestId('upcoming-meetings')).toContainText(`${moved} Uhr`);

    // Cancel inside the notice: the dialog says the hour counts as used, and it does.
    await upcoming.getByRole('button', { name: 'Absagen' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'Termin absagen?' });
    await expect(cancel).toContainText(
      'Die Absagefrist von 48 Stunden ist unterschritten: Die 1 Std. werden als genutzt gezählt.',
    );
    await viewShot(page, `cancel-${viewport.width}`);
    await cancel.getByRole('button', { name: 'Termin absagen' }).click();
    await expect(toast(page, 'Termin abgesagt')).toBeVisible();
    await expect(page.getByTestId('meeting-hours')).toContainText('1 von 4 Stunden genutzt');
    await expect(page.getByTestId('remaining-hours')).toHaveText('3 Std.');
    await expect(asPartner.getByTestId('upcoming-meetings')).not.toContainText(login.name!);
    // Charged, so listed at once (not only after its date): under past, marked, with its hour.
    // The Accelerator's list may also hold the other width's client (one Accelerator per worker).
    const charged = (list: Locator) => list.getByTestId('meeting-item').filter({ hasText: 'Kurzfristig abgesagt' });
    const clientCharged = charged(page.getByTestId('past-meetings'));
    const partnerCharged = charged(asPartner.getByTestId('past-meetings')).filter({ hasText: login.name! });
    for (const item of [clientCharged, partnerCharged]) {
      await expect(item).toContainText(`${moved} Uhr`);
      await expect(item).toContainText('1 Std. abgebucht');
    }
    await clientCharged.scrollIntoViewIfNeeded();
    await viewShot(page, `charged-client-${viewport.width}`);
    await partnerCharged.scrollIntoViewIfNeeded();
    await viewShot(asPartner, `charged-partner-${viewport.width}`);
    // The office: the row says it, the details give the hour.
    const office = await signedInPage(browser, admin, viewport);
    await office.goto(`/admin/meetings?search=${encodeURIComponent(login.email)}`);
    const row = office.getByTestId('admin-meeting-row').filter({ hasText: 'Kurzfristig abgesagt' });
    await expect(row).toHaveCount(1);
    await viewShot(office, `charged-office-${viewport.width}`);
    await row.getByRole('button', { name: /^Details/ }).click();
    await expect(office.getByRole('dialog', { name: 'Meeting-Details' })).toContainText('1 Std. abgebucht');
    await viewShot(office, `charged-details-${viewport.width}`);
    // And in the client's details.
    await office.goto(`/admin/clients/${clientId}?tab=meetings`);
    const listed = office
      .getByRole('tabpanel')
      .getByTestId('client-meeting')
      .filter({ hasText: 'Kurzfristig abgesagt' });
    await expect(listed).toHaveCount(1);
    await listed.scrollIntoViewIfNeeded();
    await viewShot(office, `charged-client-details-${viewport.width}`);
    await office.context().close();
    await shot(page, `after-${viewport.width}`);
    await page.context().close();
    await asPartner.context().close();
  });
}
