import { expect, test } from './support/test';
import { admin, newClientLogin, type Login } from './support/accounts';
import { demoPartners } from '../server/seed/demo-accounts';
import { berlinDay, clientWithMeetingOf } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast, typeSegments } from './support/ui';

// Issue 15 item 9: the admin moves a planned meeting from /admin/meetings ('Verschieben' in its
// details): the same meeting at a new time, at 1280 and 390 px.

const partner: Login = demoPartners[1]!;
const clientLogin = newClientLogin('verschieben', 'Vera Verschiebt');
const { viewShot } = screenshotsOf('reschedule');

test('the admin moves a planned meeting to another time from the meeting details', async ({ browser }) => {
  test.setTimeout(90_000);
  const booking = { partner, hours: 4, packageName: 'Verschiebe-Paket E2E' };
  await clientWithMeetingOf(browser, clientLogin, booking, { date: berlinDay(9), time: '07:00' });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    const page = await signedInPage(browser, admin, viewport);
    await page.goto('/admin/meetings');
    await page.getByLabel('Suche').fill(clientLogin.name!);
    const row = page.getByTestId('admin-meeting-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Meeting-Details' });
    await details.getByRole('button', { name: 'Verschieben' }).click();
    const move = page.getByRole('dialog', { name: 'Meeting verschieben' });
    await expect(move).toContainText(clientLogin.name!);
    const time = viewport.width === 390 ? '0730' : '0800';
    await typeSegments(page, move.getByRole('group', { name: 'Neue Uhrzeit' }), time);
    await viewShot(page, `dialog-${viewport.width}`);
    await move.getByRole('button', { name: 'Verschieben' }).click();
    await expect(toast(page, 'Meeting verschoben')).toBeVisible();
    await expect(move).toBeHidden();
    const shown = `${time.slice(0, 2)}:${time.slice(2)}`;
    await expect(row).toContainText(shown);
    await page.context().close();
  }
});
