import { expect, test } from './support/test';
import { admin, newClientLogin, type Login } from './support/accounts';
import { demoPartners } from '../server/seed/demo-accounts';
import { berlinDay, clientWithMeetingOf } from './support/api';
import { openPlanDialog, signedInPage, toast, typeSegments } from './support/ui';

// Review of 29.11.2026: times around the clock changes are asked or refused at the time field,
// never silently changed; a time typed in part is no time. Markus plans on 31.10.2027, when
// 02:00–02:59 comes twice, and on 28.03.2027, when it does not come at all.

const planner: Login = demoPartners[0]!;
const clientLogin = newClientLogin('zeitumstellung', 'Zora Zeitumstellung');
const autumn = 'Die Uhrzeit 02:30 gibt es am 31.10.2027 zweimal';
const spring = 'Die Uhrzeit 02:30 gibt es am 28.03.2027 nicht';

test.describe.serial('times around the clock changes', () => {
  test.beforeAll(async ({ browser }) => {
    const booking = { partner: planner, hours: 8, packageName: 'Zeitumstellungs-Paket E2E' };
    await clientWithMeetingOf(browser, clientLogin, booking, { date: berlinDay(30), time: '09:15' });
  });

  for (const [viewport, choice, startsAt] of [
    [{ width: 1280, height: 900 }, 'Winterzeit (MEZ)', '02:30'],
    [{ width: 390, height: 844 }, 'Sommerzeit (MESZ)', '02:30'],
  ] as const) {
    test(`the plan dialog refuses the spring's 02:30 and asks which autumn 02:30 (${viewport.width} px)`, async ({
      browser,
    }) => {
      const page = await signedInPage(browser, planner, viewport);
      const dialog = await openPlanDialog(page);
      const picker = dialog.getByRole('combobox', { name: 'Klient' });
      await picker.fill(clientLogin.name!);
      await page.getByRole('option', { name: new RegExp(clientLogin.name!) }).click();
      const time = dialog.getByRole('group', { name: 'Uhrzeit' });

      // Spring: the server refuses; its words stand at the time field, not in a toast.
      await typeSegments(page, dialog.getByRole('group', { name: 'Datum' }), '28032027');
      await typeSegments(page, time, startsAt.replace(':', ''));
      await dialog.getByRole('button', { name: 'Meeting planen' }).click();
      await expect(dialog.getByText(spring)).toBeVisible();
      await expect(toast(page, spring)).toHaveCount(0);

      // Autumn: the choice appears only then, and nothing is sent without it.
      const which = dialog.getByRole('radiogroup', { name: `Welche ${startsAt} Uhr?` });
      await expect(which).toHaveCount(0);
      await typeSegments(page, dialog.getByRole('group', { name: 'Datum' }), '31102027');
      await expect(which).toBeVisible();
      await dialog.getByRole('button', { name: 'Meeting planen' }).click();
      await expect(dialog.getByText(autumn)).toBeVisible();
      await which.getByRole('radio', { name: choice }).click({ force: true });
      await dialog.getByRole('button', { name: 'Meeting planen' }).click();
      await expect(toast(page, 'Meeting geplant')).toBeVisible();
      await expect(dialog).toBeHidden();
      await page.context().close();
    });
  }

  test('the move dialog: minutes cleared are refused at the field, the old time is not sent', async ({ browser }) => {
    const page = await signedInPage(browser, admin, { width: 1280, height: 900 });
    await page.goto('/admin/meetings');
    await page.getByLabel('Suche').fill(clientLogin.name!);
    const row = page.getByTestId('admin-meeting-row').filter({ hasText: '09:15' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Details/ }).click();
    await page.getByRole('dialog', { name: 'Meeting-Details' }).getByRole('button', { name: 'Verschieben' }).click();
    const move = page.getByRole('dialog', { name: 'Meeting verschieben' });
    const time = move.getByRole('group', { name: 'Neue Uhrzeit' });
    await time.getByRole('spinbutton').last().click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await move.getByRole('button', { name: 'Verschieben' }).click();
    await expect(move.getByText('Die Uhrzeit ist unvollständig')).toBeVisible();
    await expect(toast(page, 'Meeting verschoben')).toHaveCount(0);
    // Completed, it is sent as typed.
    await time.getByRole('spinbutton').last().click();
    await page.keyboard.type('45');
    await move.getByRole('button', { name: 'Verschieben' }).click();
    await expect(toast(page, 'Meeting verschoben')).toBeVisible();
    await expect(page.getByTestId('admin-meeting-row').filter({ hasText: '09:45' })).toHaveCount(1);
  });
});
