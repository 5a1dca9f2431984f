import { expect, test } from './support/test';
import { schedulingMessages } from '../modules/scheduling/contract';
import { acceleratorPerWidth, bookablePartner } from './support/booking';
import { screenshotsOf } from './support/screenshots';
import { selectOption, signedInPage, toast } from './support/ui';

// Audit of spec 02: an Accelerator who meets clients in person ('Vor Ort') gives the address their
// bookings take; without one the editor says so and saves nothing; at 1280 and 390 px.

const { viewShot } = screenshotsOf('availability-in-person');
const partnerOf = acceleratorPerWidth('vorort', 'Vera Vorort', 'Vorort-Passwort-1');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an Accelerator meeting in person gives the address at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(60_000);
    const partner = partnerOf(viewport.width);
    await bookablePartner(browser, partner);
    const page = await signedInPage(browser, partner, viewport);
    await page.goto('/partner/availability');
    await selectOption(page, page.getByRole('button', { name: /Standard-Plattform/ }), 'Vor Ort');
    const address = page.getByRole('textbox', { name: 'Adresse für Termine vor Ort' });
    await expect(address).toBeVisible();

    await page.getByRole('button', { name: 'Verfügbarkeit speichern' }).click();
    await expect(page.getByText(schedulingMessages.locationRequired)).toBeVisible();
    await address.scrollIntoViewIfNeeded();
    await viewShot(page, `missing-${viewport.width}`);

    await address.fill('Büro Mitte, Hauptstraße 5, 10115 Berlin');
    await page.getByRole('button', { name: 'Verfügbarkeit speichern' }).click();
    await expect(toast(page, schedulingMessages.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Adresse für Termine vor Ort' })).toHaveValue(
      'Büro Mitte, Hauptstraße 5, 10115 Berlin',
    );
    await page.getByRole('textbox', { name: 'Adresse für Termine vor Ort' }).scrollIntoViewIfNeeded();
    await viewShot(page, `saved-${viewport.width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
}
