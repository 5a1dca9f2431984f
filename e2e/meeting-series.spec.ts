import { expect, test } from './support/test';
import { newClientLogin } from './support/accounts';
import { berlinDay, clientWithHoursOf } from './support/api';
import { acceleratorPerWidth, bookablePartner } from './support/booking';
import { screenshotsOf } from './support/screenshots';
import { chooseInPicker, openPlanDialog, selectOption, signedInPage, toast, typeSegments } from './support/ui';

// Issue 34 item 7: an Accelerator plans a weekly series of 4 in the plan dialog ('Wiederholen',
// 'Anzahl') and sees the 4 meetings, each in a room of its own; a mail's link to one of them
// (/partner/meetings?meeting=ID) brings it into view; at 1280 and 390 px.

const { shot, viewShot } = screenshotsOf('meeting-series');
const partnerOf = acceleratorPerWidth('serie', 'Sina Serie', 'Serien-Passwort-1');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an Accelerator plans a weekly series of 4 at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const partner = partnerOf(viewport.width);
    const client = newClientLogin('serienkunde', 'Kai Kunde');
    await bookablePartner(browser, partner);
    await clientWithHoursOf(browser, client, { partner, hours: 10, packageName: 'Serien-Paket' });

    const page = await signedInPage(browser, partner, viewport);
    const dialog = await openPlanDialog(page);
    await chooseInPicker(page, dialog.getByRole('combobox', { name: 'Klient' }), client.name, client.name);
    const first = berlinDay(3);
    const [y, m, d] = first.split('-');
    await typeSegments(page, dialog.getByRole('group', { name: 'Datum' }), `${d}${m}${y}`);
    await typeSegments(page, dialog.getByRole('group', { name: 'Uhrzeit' }), '1000');
    // A room of its own per meeting is the default.
    await expect(dialog.getByRole('button', { name: /Plattform/ })).toContainText('Eigener Raum je Termin');
    await selectOption(page, dialog.getByRole('button', { name: /Wiederholen/ }), 'wöchentlich');

    // '4,5' is no number of meetings: said in German, nothing sent.
    const count = dialog.getByRole('textbox', { name: 'Anzahl' });
    await count.fill('4,5');
    await dialog.getByRole('button', { name: 'Serie planen' }).click();
    await expect(dialog.getByText('Die Anzahl der Termine muss eine ganze Zahl von 2 bis 52 sein.')).toBeVisible();
    await count.fill('4');
    await count.scrollIntoViewIfNeeded();
    await viewShot(page, `dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Serie planen' }).click();
    await expect(toast(page, 'Serie geplant')).toBeVisible();
    await expect(dialog).toBeHidden();

    const planned = page.getByTestId('upcoming-meetings').getByTestId('meeting-item').filter({ hasText: client.name });
    await expect(planned).toHaveCount(4);
    for (const [k, item] of (await planned.all()).entries()) {
      const [yy, mm, dd] = berlinDay(3 + 7 * k).split('-');
      await expect(item).toContainText(`${dd}.${mm}.${yy}`);
      await expect(item).toContainText('10:00');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, `planned-${viewport.width}`);

    // The Accelerator's mails link to /partner/meetings?meeting=ID: that meeting in view, the keyboard on its 'Verschieben'.
    const third = await planned.nth(2).getAttribute('data-meeting-id');
    await page.goto(`/partner/meetings?meeting=${third}`);
    const linked = page.locator(`[data-meeting-id="${third}"]`);
    await expect(linked.getByRole('button', { name: 'Verschieben' })).toBeFocused();
    await expect(linked).toBeInViewport();
    await page.goto(`/partner/meetings?meeting=${crypto.randomUUID()}`);
    await expect(page.getByText('Der Termin aus Ihrer E-Mail steht nicht mehr an')).toBeVisible();
    await page.context().close();
  });
}
