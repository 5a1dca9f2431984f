import { expect, test, type Page } from './support/test';
import { newClientLogin } from './support/accounts';
import { berlinDay } from './support/api';
import { acceleratorPerWidth, clientOfBookablePartner, pickSlot } from './support/booking';
import { screenshotsOf } from './support/screenshots';
import { selectOption, toast } from './support/ui';

// Issue 34 item 5: a client sets 'New York' in her profile and then reads her booking dialog's
// starts and her meeting's time on her clock, named ('09:00 Uhr (New York)'). At 1280 and 390 px.

/** An Accelerator of the test's own (07:00–21:00 Berlin every day: 01:00–15:00 in New York). */
const partnerOf = acceleratorPerWidth('zone', 'Zora Zone', 'Zonen-Passwort-1');
const { viewShot } = screenshotsOf('time-zone');

/** Chooses an option of a labelled select. */
const choose = (page: Page, label: string, option: string) =>
  selectOption(page, page.getByRole('button', { name: new RegExp(label) }), option);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a client in New York reads her times in her zone, named, at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const partner = partnerOf(viewport.width);
    const login = newClientLogin(`zone${viewport.width}`, `Nora York ${viewport.width}`);
    const page = await clientOfBookablePartner(browser, partner, login, 'Zonen-Paket E2E', viewport);

    await page.goto('/account-settings');
    const card = page.getByTestId('time-zone');
    await choose(page, 'Ihre Zeitzone', 'New York (UTC−5/−4)');
    await card.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Zeitzone gespeichert')).toBeVisible();
    await viewShot(page, `profile-${viewport.width}`);

    // The week is hers: 09:00 in New York is 15:00 in Berlin (14:00 while only one side has summer time).
    await page.goto('/meetings');
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    const day = berlinDay(4);
    const dialog = await pickSlot(page, 'Termin buchen', day, '09:00');
    await expect(dialog.getByTestId('slot-zone')).toHaveText('Uhrzeiten in Ihrer Zeitzone: New York');
    await expect(
      dialog.getByRole('radiogroup', { name: /^Freie Termine/ }).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName(/09:00 Uhr \(New York\)$/);
    await expect(dialog.getByTestId('chosen-slot')).toContainText('09:00 Uhr (New York)');
    await viewShot(page, `dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(toast(page, 'Termin gebucht')).toBeVisible();

    // Her meeting reads New York's clock, named.
    const meeting = page.getByTestId('meeting-item').filter({ hasText: partner.name });
    await expect(meeting).toContainText('09:00 Uhr (New York)');
    await expect(meeting).toContainText(`${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`);
    await viewShot(page, `meetings-${viewport.width}`);
  });
}
