import { expect, test } from './support/test';
import { newClientLogin } from './support/accounts';
import { berlinDay, clientWithHoursOf, signedInRequest } from './support/api';
import { acceleratorPerWidth, bookablePartner } from './support/booking';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';

// Hunt of 2026-11-29: a meeting in the portal's own room (a 55-character Jitsi link without a
// break) on the screens that show the room's link, at 390 px: the next-appointment cards of client
// and Accelerator and the meetings lists. Nothing may push the page wider than the phone.

const { shot } = screenshotsOf('meeting-room');
const partner = acceleratorPerWidth('raum', 'Rolf Raum', 'Raum-Passwort-1')(390);

test('the room link fits a 390 px phone on dashboards and meeting lists', async ({ browser }) => {
  test.setTimeout(90_000);
  const client = newClientLogin('raumkunde', 'Rita Raum');
  await bookablePartner(browser, partner);
  const { clientId } = await clientWithHoursOf(browser, client, { partner, hours: 4, packageName: 'Raum-Paket' });
  const planned = await (
    await signedInRequest(browser, partner)
  ).post('/api/meetings/create', {
    data: { clientId, date: berlinDay(2), time: '10:00', duration: 60, platform: 'video-room' },
  });
  expect(planned.status(), await planned.text()).toBe(201);
  const { link } = (await planned.json()) as { link: string };
  expect(link).toMatch(/\/Coaching-[a-z2-7]{26}$/u);

  const phone = { width: 390, height: 844 };
  const clientPage = await signedInPage(browser, client, phone);
  const partnerPage = await signedInPage(browser, partner, phone);
  for (const [page, path, testId] of [
    [clientPage, '/dashboard', 'next-appointment'],
    [clientPage, '/meetings', 'upcoming-meetings'],
    [partnerPage, '/partner', 'next-appointment'],
    [partnerPage, '/partner/meetings', 'upcoming-meetings'],
  ] as const) {
    await page.goto(path);
    const shown = page.getByTestId(testId).locator(`a[href="${link}"]`);
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width, `${path}: the link ends inside the screen`).toBeLessThanOrEqual(phone.width);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${path}: no sideways scrolling`,
    ).toBeLessThanOrEqual(0);
    await shot(page, `${path.replaceAll('/', '-').slice(1)}-390`);
  }
  await clientPage.context().close();
  await partnerPage.context().close();
});
