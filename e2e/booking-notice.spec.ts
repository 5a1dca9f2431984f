import { expect, test } from './support/test';
import { newClientLogin } from './support/accounts';
import { berlinDay } from './support/api';
import { acceleratorPerWidth, clientOfBookablePartner, pickSlot } from './support/booking';
import { mailDir } from './support/env';
import { mailsFor } from './support/mail-sink';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 34 items 4 and 6: the booking dialog marks a start inside the firm's cancellation notice
// (48 hours) and says what that means before the client books; the booking mail's link opens the
// meeting on /meetings with its move button at hand. At 1280 and 390 px.

/** An Accelerator of the test's own. */
const partnerOf = acceleratorPerWidth('frist', 'Fritzi Frist', 'Frist-Passwort-1');
const { viewShot } = screenshotsOf('booking-notice');

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the dialog marks a start inside the notice, and the mail's link opens the meeting, at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const partner = partnerOf(viewport.width);
    const login = newClientLogin(`frist${viewport.width}`, `Fabia Frist ${viewport.width}`);
    const page = await clientOfBookablePartner(browser, partner, login, 'Fristen-Paket E2E', viewport);
    await page.goto('/meetings');
    await page.getByRole('button', { name: 'Termin buchen' }).click();

    // Tomorrow is inside the 48 hours: marked, and once chosen the dialog says what it means.
    const soon = viewport.width === 390 ? '13:00' : '14:00';
    const dialog = await pickSlot(page, 'Termin buchen', berlinDay(1), soon);
    await expect(
      dialog.getByRole('radiogroup', { name: /^Freie Termine/ }).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName(new RegExp(`${soon} Uhr, innerhalb der Absagefrist$`));
    await expect(dialog).toContainText('Innerhalb der Absagefrist: Dieser Termin beginnt in weniger als 48 Stunden.');
    await expect(dialog).toContainText('„!“: innerhalb der Absagefrist von 48 Stunden.');
    await viewShot(page, `inside-notice-${viewport.width}`);

    // Four days ahead is not: no mark, no warning; booked.
    const later = viewport.width === 390 ? '10:00' : '11:30';
    await pickSlot(page, 'Termin buchen', berlinDay(4), later);
    await expect(
      dialog.getByRole('radiogroup', { name: /^Freie Termine/ }).getByRole('radio', { checked: true }),
    ).toHaveAccessibleName(new RegExp(`${later} Uhr$`));
    await expect(dialog).not.toContainText('Dieser Termin beginnt in weniger als');
    await dialog.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(toast(page, 'Termin gebucht')).toBeVisible();

    // The mail links to this meeting; opened, its card is in view with the move button focused.
    const booked = () => mailsFor(mailDir, login.email).find((m) => m.subject.startsWith('Termin gebucht'));
    await expect.poll(() => booked() !== undefined, { timeout: 15_000 }).toBe(true);
    const mail = booked()!;
    const link = /https?:\/\/\S+\/meetings\?meeting=[0-9a-f-]{36}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.text).toMatch(/Kostenfrei absagen bis \w{2}\., \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    const fresh = await signedInPage(browser, login, viewport);
    await fresh.goto(new URL(link!).pathname + new URL(link!).search);
    const card = fresh.locator(`[data-meeting-id="${new URL(link!).searchParams.get('meeting')}"]`);
    await expect(card).toContainText(`${later} Uhr`);
    await expect(card.getByRole('button', { name: 'Verschieben' })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Verschieben' })).toBeInViewport();
    await expect(card.getByRole('button', { name: 'Absagen' })).toBeVisible();
    await viewShot(fresh, `mail-link-${viewport.width}`);
  });
}
