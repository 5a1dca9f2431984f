import { expect, test } from './support/test';
import { newClientLogin, type Login } from './support/accounts';
import { berlinDay, clientWithHoursOf } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { chooseInPicker, selectOption, signedInPage, toast, typeSegments } from './support/ui';
import { demoPartners } from '../server/seed/demo-accounts';

// Audit of spec 02: a meeting in person ('Vor Ort') is planned with its address; without one the
// dialog says what is missing. Client and Accelerator read it in the meeting; 'Verschieben' changes
// it; at 1280 and 390 px.

const planner: Login = demoPartners[2]!;
const { viewShot } = screenshotsOf('plan-in-person');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an in-person meeting is planned with its address at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const login = newClientLogin(`vorort${viewport.width}`, `Otto Ort ${viewport.width}`);
    await clientWithHoursOf(browser, login, { partner: planner, hours: 4, packageName: 'Vor-Ort-Paket E2E' });
    const address = `Hauptstraße ${viewport.width}, 10115 Berlin`;
    const page = await signedInPage(browser, planner, viewport);
    await page.goto('/partner/meetings');
    await page.getByRole('button', { name: 'Meeting planen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meeting planen' });
    await chooseInPicker(page, dialog.getByRole('combobox', { name: 'Klient' }), login.name!, login.email);
    const [year, month, day] = berlinDay(22).split('-');
    await typeSegments(page, dialog.getByRole('group', { name: 'Datum' }), `${day}${month}${year}`);
    await typeSegments(page, dialog.getByRole('group', { name: 'Uhrzeit' }), viewport.width === 390 ? '1100' : '0900');
    await selectOption(page, dialog.getByRole('button', { name: /Plattform/ }), 'Vor Ort');
    // In person: no link, an address instead.
    await expect(dialog.getByRole('textbox', { name: /Meeting-Link/ })).toHaveCount(0);
    const field = dialog.getByRole('textbox', { name: 'Adresse' });

    await dialog.getByRole('button', { name: 'Meeting planen' }).click();
    const missing = dialog.getByText('Bitte geben Sie die Adresse für das Treffen vor Ort an.');
    await expect(missing).toBeVisible();
    await field.scrollIntoViewIfNeeded();
    await viewShot(page, `missing-${viewport.width}`);

    await field.fill(address);
    await viewShot(page, `filled-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Meeting planen' }).click();
    await expect(toast(page, 'Meeting geplant')).toBeVisible();
    const planned = page.getByTestId('upcoming-meetings').getByTestId('meeting-item').filter({ hasText: login.name! });
    await expect(planned).toContainText(`Adresse: ${address}`);
    await expect(planned).toContainText('Vor Ort');
    await planned.scrollIntoViewIfNeeded();
    await viewShot(page, `partner-list-${viewport.width}`);

    // Moved to another place: 'Verschieben' keeps the time and changes the address.
    const elsewhere = `Marktplatz ${viewport.width}, 80331 München`;
    await planned.getByRole('button', { name: 'Verschieben' }).click();
    const move = page.getByRole('dialog', { name: 'Meeting verschieben' });
    await expect(move.getByRole('textbox', { name: 'Adresse' })).toHaveValue(address);
    await move.getByRole('textbox', { name: 'Adresse' }).fill(elsewhere);
    await viewShot(page, `move-${viewport.width}`);
    await move.getByRole('button', { name: 'Verschieben' }).click();
    await expect(toast(page, 'Meeting verschoben')).toBeVisible();
    await expect(planned).toContainText(`Adresse: ${elsewhere}`);

    const asClient = await signedInPage(browser, login, viewport);
    await asClient.goto('/meetings');
    const mine = asClient.getByTestId('upcoming-meetings').getByTestId('meeting-item');
    await expect(mine).toContainText(`Adresse: Marktplatz ${viewport.width}, 80331 München`);
    await mine.scrollIntoViewIfNeeded();
    await viewShot(asClient, `client-list-${viewport.width}`);
    await asClient.context().close();
    await page.context().close();
  });
}
