import { expect, test } from './support/test';
import { demoPartners } from '../server/seed/demo-accounts';
import { newClientLogin, type Login } from './support/accounts';
import { berlinDay, clientWithMeetingOf } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';

// Issue 19 item 6: a client subscribes to their meetings on /account-settings ('Kalender-Abo'): the
// secret address is shown once, a calendar app reads it without a session, and it holds the meeting.
// At 1280 and 390 px; the second width makes a new address, which ends the first.

const partner: Login = demoPartners[0]!;
const clientLogin = newClientLogin('kalender', 'Karla Kalender');
const { shot } = screenshotsOf('calendar-feed');

test('a client subscribes to their meetings and the calendar app finds the meeting', async ({ browser }) => {
  test.setTimeout(90_000);
  const booking = { partner, hours: 4, packageName: 'Kalender-Paket E2E' };
  const { meetingId } = await clientWithMeetingOf(browser, clientLogin, booking, { date: berlinDay(8), time: '10:00' });
  // A calendar app: no cookie, no session.
  const calendarApp = (await browser.newContext()).request;

  let previous: string | null = null;
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const page = await signedInPage(browser, clientLogin, viewport);
    await page.goto('/account-settings');
    const card = page.getByTestId('calendar-feed');
    await expect(card.getByRole('heading', { name: 'Kalender-Abo' })).toBeVisible();
    await expect(card).toContainText('Abonnieren Sie Ihre Termine in Outlook, Google Kalender oder Apple Kalender.');
    if (previous === null) {
      await card.getByRole('button', { name: 'Kalender-Abo einrichten' }).click();
    } else {
      await expect(card).toContainText('Ihr Kalender-Abo besteht seit');
      await card.getByRole('button', { name: 'Neue Adresse erzeugen' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Neue Adresse erzeugen' }).click();
    }
    await expect(card).toContainText(
      'Kopieren Sie die Adresse jetzt; aus Sicherheitsgründen wird sie nur einmal angezeigt.',
    );
    const field = card.getByRole('textbox', { name: 'Kalender-Adresse' });
    const url = await field.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(card.getByRole('link', { name: /webcal/ })).toHaveAttribute(
      'href',
      url.replace(/^https?:/, 'webcal:'),
    );
    await expect(card.getByRole('button', { name: 'Kalender-Adresse kopieren' })).toBeVisible();
    // Nothing sticks out of the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `account-settings-${viewport.width}`);

    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`UID:${meetingId}@coaching-portal`);
    if (previous !== null) expect((await calendarApp.get(previous)).status()).toBe(404);
    previous = url;

    // The meeting itself offers its calendar file.
    await page.goto('/meetings');
    const item = page.locator(`[data-meeting-id="${meetingId}"]`);
    const download = page.waitForEvent('download');
    await item.getByRole('button', { name: 'Zum Kalender hinzufügen' }).click();
    expect((await download).suggestedFilename()).toBe(`termin-${berlinDay(8)}.ics`);
    await shot(page, `meetings-${viewport.width}`);
    await page.context().close();
  }
});
