import { expect, test, type Page } from './support/test';
import { admin, partner } from './support/accounts';
import { clientWithPackage, completePackage, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly } from './support/ui';

// Issue 15, item 10: dialogs scroll inside their box on a phone with the primary button in reach,
// the KundenKartei fits a laptop with its row menu, e-mail addresses break only between their
// parts, and toasts stay clear of a form's primary button at the bottom.

const run = `${Date.now().toString(36)}${process.pid}`;
// Playwright may run this hook once per group of tests in the same worker: each run its own client.
let email = '';
let groups = 0;
const { shot } = screenshotsOf('layout');

test.beforeAll(async ({ browser }) => {
  groups += 1;
  email = `layout-lang-${run}-${groups}@kundenkartei-beispiel-unternehmen.de`;
  const client = {
    name: `Lea Layout ${run} ${groups}`,
    email,
    password: 'Start-Passwort-1',
    company: `Layoutwerkstatt ${run} ${groups} GmbH & Co. KG`,
  };
  const { userPackageId } = await clientWithPackage(browser, client, {
    name: `Layout-Paket ${run} ${groups}`,
    price: 900,
    partnerHours: [{ partnerEmail: partner.email, hours: 4 }],
  });
  await completePackage(await signedInRequest(browser, admin), userPackageId);
});

/** The admin's KundenKartei at this size, searched for this run's client; answers their one row. */
async function archiveRowOfTheClient(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await signInQuickly(page, admin);
  await page.goto('/admin/kundenkartei');
  await page.getByRole('searchbox', { name: 'Suche' }).fill(email);
  // The server searches (issue 17): the one row once the answer is there.
  const row = page.getByTestId('archive-row');
  await expect(row).toHaveCount(1);
  return row;
}

test('the KundenKartei fits 1280 px with its row menu; e-mails break only between their parts', async ({ page }) => {
  const row = await archiveRowOfTheClient(page, { width: 1280, height: 900 });
  const menu = row.getByRole('button', { name: /^Aktionen für/ });
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  const table = page.getByTestId('archive-table');
  const overflow = await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Each part of the address ('layout-lang-…@', 'kundenkartei-beispiel-unternehmen.', 'de') on one line.
  const lines = await row
    .getByTestId('email-address')
    .evaluate((address) => [...address.querySelectorAll(':scope > span')].map((part) => part.getClientRects().length));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((n) => n === 1)).toBe(true);
  await shot(page, 'kundenkartei-1280');
});

test('a long dialog on a phone scrolls inside its box; its primary button stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInQuickly(page, admin);
  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'Neues Paket erstellen' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Create & Assign' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  // The box that scrolls is an ancestor of the button (the button sticks to its bottom).
  const scrolls = await submit.evaluate((el) => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY === 'auto') return true;
    return false;
  });
  expect(scrolls).toBe(true);
  await shot(page, 'dialog-390');
});

test('toasts appear at the top of a phone screen, clear of the primary buttons at the bottom', async ({ page }) => {
  const row = await archiveRowOfTheClient(page, { width: 390, height: 844 });
  await row.getByRole('button', { name: /^Aktionen für/ }).click();
  await page.getByRole('menuitem', { name: 'Daten exportieren' }).click();
  const shown = page.getByTestId('toast').first();
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  expect(box.y + box.height).toBeLessThan(844 / 2);
  await shot(page, 'toast-390');
});
