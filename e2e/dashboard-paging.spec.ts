import { expect, test } from './support/test';
import { admin, partner } from './support/accounts';
import { berlinDay, clientWithHoursOf, plannedMeeting, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly } from './support/ui';

// Issue 17: the admin dashboard shows the attention list's counts and its first ten items with a
// pager to the rest; a client's details show the newest 20 meetings and load more on demand. At
// 1280 and 390 px.

const run = `${Date.now().toString(36)}${process.pid}`;
const { shot } = screenshotsOf('dashboard-paging');
const login = (name: string) => ({
  name,
  email: `${name.replace(/\W+/g, '-').toLowerCase()}@e2e.test.de`,
  password: 'Start-Passwort-1',
});

test('admin dashboard: attention counts, the first ten and a pager through the rest', async ({ page, browser }) => {
  // Eleven clients with four hours each: all below the low-hours line.
  const names = Array.from({ length: 11 }, (_, i) => `Aufmerksam ${run} ${String(i + 1).padStart(2, '0')}`);
  for (const name of names)
    await clientWithHoursOf(browser, login(name), { partner, hours: 4, packageName: `Vier Stunden ${run}` });

  await signInQuickly(page, admin);
  await page.goto('/admin');
  const card = page.getByTestId('attention-list');
  await expect(card.getByTestId('attention-counts')).toContainText(/Wenige Stunden übrig: \d+/);
  await expect(card.getByTestId('attention-item')).toHaveCount(10);
  const range = card.getByTestId('attention-range');
  await expect(range).toHaveText(/^1–10 von \d+$/);
  const total = Number((await range.innerText()).split(' von ')[1]);
  expect(total).toBeGreaterThanOrEqual(11);
  await shot(page, 'admin-desktop');

  // Page through the whole list: every one of the eleven is on some page. Other specs running beside
  // this one may add clients low on hours meanwhile (the total grows, items shift back a place), so
  // each page's range is read as it stands; that pages do not overlap is the int test's to show.
  const seen: string[] = [];
  let offset = 0;
  for (;;) {
    await expect(range).toHaveText(new RegExp(`^${offset + 1}–\\d+ von \\d+$`));
    seen.push(...(await card.getByTestId('attention-item').allInnerTexts()));
    if (offset + 10 >= Number((await range.innerText()).split(' von ')[1])) break;
    await card.getByRole('button', { name: 'Weiter' }).click();
    offset += 10;
  }
  for (const name of names) expect(seen.filter((line) => line.includes(name)).length).toBeGreaterThanOrEqual(1);
  await card.getByRole('button', { name: 'Zurück' }).click();
  await expect(range).toHaveText(new RegExp(`^${offset - 9}–${offset} von \\d+$`));

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByTestId('attention-item').first()).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await shot(page, 'admin-phone');
});

test("client details: the newest 20 meetings, then 'Weitere anzeigen'", async ({ page, browser }) => {
  const name = `Langjährig ${run}`;
  const { clientId } = await clientWithHoursOf(browser, login(name.replace('ä', 'ae')), {
    partner,
    hours: 30,
    packageName: `Lang ${run}`,
  });
  const asPartner = await signedInRequest(browser, partner);
  // 22 meetings far ahead, at an hour other specs leave alone.
  for (let d = 0; d < 22; d += 1) await plannedMeeting(asPartner, { clientId, date: berlinDay(60 + d), time: '07:00' });

  await signInQuickly(page, admin);
  await page.goto(`/admin/clients/${clientId}`);
  await expect(page.getByTestId('overview-meetings').getByTestId('client-meeting')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Alle 22 Meetings' })).toBeVisible();
  await page.getByRole('button', { name: 'Alle 22 Meetings' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByTestId('client-meeting')).toHaveCount(20);
  const more = panel.getByRole('button', { name: 'Weitere anzeigen (2 weitere)' });
  await expect(more).toBeVisible();
  await shot(page, 'details-meetings-desktop');
  await more.click();
  await expect(panel.getByTestId('client-meeting')).toHaveCount(22);
  await expect(panel.getByRole('button', { name: /Weitere anzeigen/ })).toHaveCount(0);
  // Newest first across the pages: the first is the latest day, the last the earliest.
  const german = (iso: string) => iso.split('-').reverse().join('.');
  await expect(panel.getByTestId('client-meeting').first()).toContainText(german(berlinDay(81)));
  await expect(panel.getByTestId('client-meeting').last()).toContainText(german(berlinDay(60)));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(panel.getByTestId('client-meeting')).toHaveCount(20);
  await expect(panel.getByRole('button', { name: 'Weitere anzeigen (2 weitere)' })).toBeVisible();
  await shot(page, 'details-meetings-phone');
});
