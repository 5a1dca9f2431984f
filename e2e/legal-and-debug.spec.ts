import { expect, test } from './support/test';
import { portalCookies } from '../lib/portal-cookies';
import { admin, roleAccounts } from './support/accounts';
import { signedInRequest } from './support/api';
import { e2eFirm, saveE2eFirm } from './support/firm';
import { signInQuickly } from './support/ui';

test('legal pages: privacy figures, terms figures and roles, the imprint from the firm data', async ({
  page,
  browser,
}) => {
  // The Impressum reads the firm's saved data (other specs save the same `e2eFirm`); fields it
  // leaves empty show the placeholder.
  await saveE2eFirm(await signedInRequest(browser, admin));
  await page.goto('/datenschutz');
  await expect(page.getByRole('heading', { name: 'Datenschutzerklärung' })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('nach 30 Tagen gelöscht');
  await expect(page.getByRole('article')).toContainText('7 Jahre');
  await expect(page.getByRole('article')).toContainText('6 Monate nach Ihrer letzten Antwort');
  // Every cookie the server sets (lib/portal-cookies.ts), with its purpose and lifetime.
  for (const cookie of Object.values(portalCookies))
    await expect(page.getByTestId('privacy-cookies')).toContainText(
      `${cookie.productionName}: Das Cookie ${cookie.purpose}`,
    );

  // Through the footer, as a visitor would.
  await page.getByTestId('footer').getByRole('link', { name: 'Nutzungsbedingungen' }).click();
  const text = page.getByRole('article');
  await expect(text).toContainText('innerhalb von 14 Tagen');
  await expect(text).toContainText('einem Monat zum Monatsende');
  await expect(text).toContainText('innerhalb von 1–2 Werktagen');
  for (const role of ['Administrator', 'Partner (Accelerator)', 'Standardnutzer (Klient)'])
    await expect(text).toContainText(role);

  await page.getByTestId('footer').getByRole('link', { name: 'Impressum' }).click();
  await expect(page.getByRole('heading', { name: 'Impressum' })).toBeVisible();
  await expect(page.getByTestId('impressum-company')).toHaveText(e2eFirm.legalName);
  await expect(page.getByTestId('impressum-vatId')).toHaveText('nicht angegeben');
});

// Issue 32 (spec 01): at 390 px the long headings pushed the page sideways and the Impressum's
// values (an e-mail, a register entry) ran out of the card.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`legal pages fit ${viewport.width} px: no sideways scrolling, no value cut off`, async ({ page, browser }) => {
    await saveE2eFirm(await signedInRequest(browser, admin));
    await page.setViewportSize(viewport);
    for (const path of ['/datenschutz', '/nutzungsbedingungen', '/impressum']) {
      await page.goto(path);
      await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement!;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `${path} scrollt seitwärts`).toBeLessThanOrEqual(0);
    }
    await expect(page.getByTestId('impressum-email')).toHaveText(e2eFirm.email);
    // Every value's text lies inside its own box and inside the card around it.
    const cut = await page.getByRole('article').evaluate((article) => {
      const card = article.getBoundingClientRect();
      return [...article.querySelectorAll<HTMLElement>('[data-testid^="impressum-"]')].flatMap((value) => {
        const box = value.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(value);
        const text = [...range.getClientRects()];
        const inside = text.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
        const inCard = box.left >= card.left && box.right <= card.right;
        return inside && inCard && value.scrollWidth <= value.clientWidth ? [] : [value.dataset.testid];
      });
    });
    expect(cut).toEqual([]);
  });
}

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('the debug panel probes connection, session and the client list', async ({ page }) => {
    const { account, home } = roleAccounts[2];
    await signInQuickly(page, account);
    await page.goto(home);
    await page.getByRole('button', { name: 'Debug' }).click();
    const panel = page.getByRole('dialog', { name: 'Debug-Panel' });
    const log = panel.getByTestId('debug-log');
    await panel.getByRole('button', { name: 'Verbindung testen' }).click();
    await expect(log.getByRole('listitem').first()).toContainText('Verbindung testen · 200');
    await panel.getByRole('button', { name: 'Anmeldung testen' }).click();
    await expect(log.getByRole('listitem').first()).toContainText('"authenticated":true');
    await panel.getByRole('button', { name: 'Klienten laden' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(3);
    await expect(log.getByRole('listitem').first()).toContainText('Klienten laden');
  });
});

test('no debug panel on other browsers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
});
