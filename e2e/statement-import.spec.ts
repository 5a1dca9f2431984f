import { expect, test } from './support/test';
import { adminPage } from './support/packages';
import { screenshotsOf } from './support/screenshots';

const { viewShot } = screenshotsOf('statement-import');

// Issue 31 item 1: a long statement is imported in the background; the upload card shows how far
// ('… von 1.000 Zeilen') and then the summary. At 1280 and 390 px. Two batches of 500 show the
// progress; the 10,000 lines of a year are the integration test's (statement-import.int.test.ts).

const HEADER =
  'Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Verwendungszweck;Betrag;Waehrung';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin uploads a long statement and sees the import's progress (${viewport.width} px)`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/payments');
    const tag = `${viewport.width}-${Date.now().toString(36)}`;
    const rows = Array.from(
      { length: 1_000 },
      (_, i) => `13.03.2026;13.03.2026;Spenderin ${i};DE02120300000000202051;Spende ${tag} ${i};${(i % 90) + 1},50;EUR`,
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Datei auswählen und hochladen' }).click();
    await (
      await chooser
    ).setFiles({ name: 'umsaetze.csv', mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...rows].join('\r\n')) });
    const card = page.getByTestId('payments-upload');
    await expect(card).toContainText(/Import läuft: (Der Kontoauszug (wartet|wird gelesen)|[\d.]+ von 1\.000 Zeilen)/);
    await viewShot(page, `running-${viewport.width}`);
    await expect(card).toContainText('1000 Gutschrift(en) gelesen, 1000 neu', { timeout: 90_000 });
  });
}
