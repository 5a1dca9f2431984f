import { expect, test } from './support/test';
import type { Login } from './support/accounts';
import { berlinDay, clientOfTwoPartners, plannedMeeting, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { openPlanDialog, signedInPage, toast, typeSegments } from './support/ui';
import { demoPartners } from '../server/seed/demo-accounts';

// Issue 15 items 6 and 9: the plan dialog finds a client by typing (name, e-mail or company) and
// names a double booking before it is sent (the server still refuses it, 409 CLASH); a partner
// downloads their client's questionnaire from /partner/clients.

// Tobias plans; Sabine already meets the same client. Far enough ahead to be no other spec's next appointment.
const planner: Login = demoPartners[2]!;
const colleague: Login = demoPartners[1]!;
const run = `${Date.now().toString(36)}${process.pid}`;
const client = {
  email: `planung-${run}@e2e.test.de`,
  password: 'Start-Passwort-1',
  name: `Clara Clash ${run}`,
  company: `Klarblick ${run} GmbH`,
};
const day = berlinDay(24);
const [year, month, date] = day.split('-');
const { viewShot } = screenshotsOf('plan-dialog');

/** Types into a react-aria date or time input: focus its first segment, then type the digits. */
test.describe.serial('plan dialog', () => {
  test.beforeAll(async ({ browser }) => {
    const clientId = await clientOfTwoPartners(browser, client, {
      packageName: 'Planungs-Paket E2E',
      partners: [planner, colleague],
      hours: [6, 6],
    });
    // The questionnaire the client's partners may download (as the wizard links it at the end).
    const { name, email, company } = client;
    const answers = { name, email, company, phone: '030 5550 1234', businessStatus: 'idea' };
    const asClient = await signedInRequest(browser, client);
    const linked = await asClient.post('/api/questionnaires', {
      data: { answers, status: 'converted', userId: clientId },
    });
    expect(linked.status(), await linked.text()).toBe(201);
    await plannedMeeting(await signedInRequest(browser, colleague), { clientId, date: day, time: '10:00' });
  });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the client is found by typing and the clash is named before planning (${viewport.width} px)`, async ({
      browser,
    }) => {
      const page = await signedInPage(browser, planner, viewport);
      const dialog = await openPlanDialog(page);

      // Typing the company filters the list; the keyboard picks.
      const picker = dialog.getByRole('combobox', { name: 'Klient' });
      await picker.scrollIntoViewIfNeeded();
      await expect(picker).toBeInViewport();
      await picker.fill(`klarblick ${run}`);
      await expect(page.getByRole('option')).toHaveCount(1);
      await expect(page.getByRole('option')).toContainText(client.email);
      await viewShot(page, `picker-${viewport.width}`);
      await picker.press('ArrowDown');
      await picker.press('Enter');
      await expect(picker).toHaveValue(client.name);
      await expect(dialog.getByText('Paket: Planungs-Paket E2E')).toBeVisible();
      if (viewport.width === 1280) {
        // By e-mail too; a miss says so.
        await picker.fill('gibt-es-nicht');
        await expect(page.getByText('Kein Klient gefunden')).toBeVisible();
        await picker.fill(client.email.slice(0, 12));
        await expect(page.getByRole('option', { name: new RegExp(client.name) })).toBeVisible();
        await page.getByRole('option', { name: new RegExp(client.name) }).click();
        await expect(picker).toHaveValue(client.name);
      }

      // Sabine meets the client 10:00-11:00: 10:30 clashes, 11:00 (back to back) does not.
      await typeSegments(page, dialog.getByRole('group', { name: 'Datum' }), `${date}${month}${year}`);
      await typeSegments(page, dialog.getByRole('group', { name: 'Uhrzeit' }), '1030');
      const hint = `Überschneidung: ${client.name} hat um 10:00 Uhr bereits ein Meeting (60 Min.) mit ${colleague.name}.`;
      await expect(dialog.getByText(hint)).toBeVisible();
      await dialog.getByText(hint).scrollIntoViewIfNeeded();
      await viewShot(page, `clash-${viewport.width}`);

      if (viewport.width === 1280) {
        // The hint does not stop the plan: the server's rule answers.
        await dialog.getByRole('button', { name: 'Meeting planen' }).click();
        await expect(toast(page, 'Der Klient hat zu dieser Zeit schon einen Termin')).toBeVisible();
        await typeSegments(page, dialog.getByRole('group', { name: 'Uhrzeit' }), '1100');
        await expect(dialog.getByText(/^Überschneidung/)).toHaveCount(0);
      }
    });
  }

  test("a partner downloads their client's questionnaire from the client list", async ({ browser }) => {
    const page = await signedInPage(browser, planner);
    await page.goto('/partner/clients');
    const card = page.getByTestId('client-card').filter({ hasText: client.name });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Fragebogen (DOCX)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.docx$/);
    await card.scrollIntoViewIfNeeded();
    await viewShot(page, 'partner-clients-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await viewShot(page, 'partner-clients-390');
  });
});
