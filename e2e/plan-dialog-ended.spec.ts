import { expect, test } from './support/test';
import { admin, newClientLogin, type Login } from './support/accounts';
import { berlinDay, clientWithHoursOf, completePackage, signedInRequest } from './support/api';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { chooseInPicker, signedInPage, typeSegments } from './support/ui';
import { demoPartners } from '../server/seed/demo-accounts';

// Audit of spec 02, planning: the client's package ends while the Accelerator's plan dialog is
// open. The dialog says so, not 'Bitte füllen Sie alle Felder aus.'; at 1280 and 390 px.

const planner: Login = demoPartners[2]!;
const ended = 'Das Paket dieses Klienten ist inzwischen beendet. Es können keine Meetings mehr dafür geplant werden.';
const { viewShot } = screenshotsOf('plan-dialog-ended');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a package that ended while the plan dialog was open is named at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const login = newClientLogin(`paketende${viewport.width}`, `Ella Ende ${viewport.width}`);
    const { userPackageId } = await clientWithHoursOf(browser, login, {
      partner: planner,
      hours: 4,
      packageName: 'Ende-Paket E2E',
    });
    const page = await signedInPage(browser, planner, viewport);
    await openLive(page, '/partner/meetings');
    await page.getByRole('button', { name: 'Meeting planen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meeting planen' });
    await chooseInPicker(page, dialog.getByRole('combobox', { name: 'Klient' }), login.name!, login.email);
    await expect(dialog.getByText('Paket: Ende-Paket E2E')).toBeVisible();
    const [year, month, day] = berlinDay(20).split('-');
    await typeSegments(page, dialog.getByRole('group', { name: 'Datum' }), `${day}${month}${year}`);
    await typeSegments(page, dialog.getByRole('group', { name: 'Uhrzeit' }), '1400');

    await completePackage(await signedInRequest(browser, admin), userPackageId);
    // At 1280 px the push reaches the open dialog first (its list of clients drops the package);
    // at 390 px the click may beat it and the server answers. Both say the same.
    if (viewport.width === 1280) await expect(dialog.getByText('Nur Klienten mit aktivem Paket.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Meeting planen' }).click();
    await expect(dialog.getByText(ended).first()).toBeVisible();
    await expect(dialog.getByText('Bitte füllen Sie alle Felder aus.')).toHaveCount(0);
    await dialog.getByText(ended).first().scrollIntoViewIfNeeded();
    await viewShot(page, `ended-${viewport.width}`);
    await page.context().close();
  });
}
