import fs from 'node:fs';
import { expect, test } from './support/test';
import { readGermanNumber } from '../lib/german/number';
import { figureLabels } from '../modules/reports/contract';
import { adminPage } from './support/packages';
import { invoicedClient } from './support/invoices';
import { screenshotsOf } from './support/screenshots';

const { shot } = screenshotsOf('reports');

// Issue 35, item 7: the office opens 'Auswertungen' for this year and sees its figures (an invoice
// of this year made through the API first, whatever else the suite made), the charts and tables,
// and downloads the same figures as CSV for a German Excel, which parses back.

const thisYear = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date());

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the office sees this year’s figures and downloads them as CSV (${viewport.width} px)`, async ({ browser }) => {
    await invoicedClient(browser, viewport);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin');
    if (viewport.width >= 1024) await page.getByRole('link', { name: 'Auswertungen' }).click();
    else await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Auswertungen', level: 1 })).toBeVisible();

    // At least the invoice above: 1.000,00 € net of 1.190,00 € gross.
    const revenue = page.getByTestId('figure-revenue');
    await expect(revenue).toContainText('€');
    const net = readGermanNumber((await revenue.locator('dd').first().innerText()).replace(/\s*€$/, ''))!.value!;
    expect(net).toBeGreaterThanOrEqual(1000);
    await expect(page.getByTestId('figure-open')).toContainText('Stand');
    await expect(page.getByTestId('months-table')).toContainText(`Jahr ${thisYear}`);
    await expect(page.getByTestId('months-table').getByRole('row')).toHaveCount(14);
    await expect(page.getByTestId('chart-revenue').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('chart-hours').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('package-type-figures')).toBeVisible();
    await expect(page.getByRole('button', { name: /Jahr/ })).toContainText(thisYear);
    // Nothing wider than the screen but the months table, which scrolls inside its card.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, `year-${viewport.width}`);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportieren (CSV)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^auswertung-${thisYear}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const csv = fs.readFileSync(await file.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const rows = csv
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Monat', ...Object.values(figureLabels)]);
    const year = rows.find((r) => r[0] === `Jahr ${thisYear}`)!;
    expect(year).toHaveLength(14);
    // Every figure of the year is a German number (a stock of a month not begun is empty).
    for (const cell of year.slice(1)) expect(readGermanNumber(cell), cell).toBeDefined();
    expect(readGermanNumber(year[1]!)!.value).toBeGreaterThanOrEqual(1000);
    expect(rows.some((r) => r[0] === 'Accelerator')).toBe(true);
    expect(rows.some((r) => r[0] === 'Pakettyp')).toBe(true);
    await page.context().close();
  });
}
