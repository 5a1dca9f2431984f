import { expect, test, type Page } from './support/test';
import { datevMessages } from '../modules/invoicing/contract';
import { admin } from './support/accounts';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 18, item 7: the admin saves the DATEV numbers on /admin/settings and downloads a month's
// Buchungsstapel; the card at 1280 and 390 px without sideways scrolling.

const { shot } = screenshotsOf('datev');

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('an admin saves the DATEV settings and downloads the month’s Buchungsstapel', async ({ browser }) => {
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'DATEV' });
  await expect(card.getByText(datevMessages.notSaved)).toBeVisible();
  const download = card.getByRole('button', { name: 'DATEV-Export herunterladen' });
  await expect(download).toBeDisabled();
  await expect(card.getByLabel('Erlöse 19 % USt')).toHaveValue('8400');
  // Issue 31: advances received (an advance invoice's payment) and the taxation, SKR03 and Soll preset.
  await expect(card.getByLabel('Erhaltene Anzahlungen 19 % USt')).toHaveValue('1718');
  await expect(card.getByLabel('Erhaltene Anzahlungen 7 % USt')).toHaveValue('1711');
  await expect(card.getByRole('button', { name: /Versteuerung/ })).toContainText('Sollversteuerung');

  // A debtor account as long as the Sachkonten is refused in German, at the field.
  await card.getByLabel('Beraternummer').fill('29098');
  await card.getByLabel('Mandantennummer').fill('55003');
  await card.getByLabel('Debitor (Sammelkonto)').fill('1000');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(card.getByText(datevMessages.accountLengthMismatch(4))).toBeVisible();

  await card.getByLabel('Debitor (Sammelkonto)').fill('10000');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, datevMessages.saved)).toBeVisible();
  await expect(download).toBeEnabled();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_\d{4}-\d{2}\.csv$/);
  // Last month has ended: its first download is recorded, and the card says when, by whom, for good.
  await expect(card.getByTestId('datev-export-note')).toContainText(
    /^Exportiert am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr von .+\. Ein erneuter Download liefert dieselbe Datei/,
  );
  await expect(card.getByRole('button', { name: /Monat/ })).toContainText('(exportiert)');
  await shot(page, 'settings-1280');

  const small = await signedInPage(browser, admin, { width: 390, height: 844 });
  await small.goto('/admin/settings');
  await expect(small.getByRole('region', { name: 'DATEV' }).getByLabel('Beraternummer')).toHaveValue('29098');
  await noSidewaysScroll(small);
  await shot(small, 'settings-390');
});
