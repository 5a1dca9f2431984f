import { expect, test, type Page } from './support/test';
import { partner } from './support/accounts';
import { clientOfDemoCoach } from './support/circle';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';

// Issue 33, messages: the coach writes; the client's menu counts it live; reading clears the count;
// the client's answer reaches the coach's open conversation without reloading. 1280 and 390 px.

const { shot } = screenshotsOf('messages');
const message = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

async function send(page: Page, text: string) {
  const box = page.getByTestId('write-message');
  await box.getByRole('textbox', { name: 'Nachricht' }).fill(text);
  await box.getByRole('button', { name: 'Senden' }).click();
  await expect(message(page, text)).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a client's conversation: counted, read, answered live (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { client, clientId } = await clientOfDemoCoach(browser, request, 'Nele Nachricht', `${viewport.width}`);

    const clientPage = await signedInPage(browser, client, viewport);
    await openLive(clientPage, '/dashboard');
    const coachPage = await signedInPage(browser, partner, viewport);
    await openLive(coachPage, `/messages?client=${clientId}`);
    await send(coachPage, 'Hallo! Die Unterlagen: https://beispiel.de/unterlagen. Bis Donnerstag?');

    // The client's menu counts the new message without a reload (on phones in the drawer).
    if (viewport.width < 768) await clientPage.getByRole('button', { name: 'Menü öffnen' }).click();
    const entry = clientPage.getByRole('link', { name: 'Nachrichten, 1 neu' });
    await expect(entry).toBeVisible();
    await entry.click();
    const received = message(clientPage, 'Bis Donnerstag?');
    await expect(received).toContainText('Markus Berger');
    await expect(received.getByRole('link', { name: 'https://beispiel.de/unterlagen' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // Read: the count goes.
    await expect(clientPage.getByTestId('menu-count')).toHaveCount(0);
    await send(clientPage, 'Ja, Donnerstag passt. Danke!');
    await shot(clientPage, `client-${viewport.width}`);

    await expect(message(coachPage, 'Donnerstag passt')).toContainText(client.name);
    await shot(coachPage, `coach-${viewport.width}`);
    for (const page of [coachPage, clientPage]) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
