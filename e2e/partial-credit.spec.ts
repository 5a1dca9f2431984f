import { expect, test } from './support/test';
import { adminPage } from './support/packages';
import { invoicedClient } from './support/invoices';
import { screenshotsOf } from './support/screenshots';

const { shot, viewShot } = screenshotsOf('partial-credit');

// Issue 31 item 6: on /admin/invoices the office credits the unused hours of an invoice
// ('Teilgutschrift'): typed the German way ('2,5'), refused in German when unreadable, and the
// Rechnungskorrektur appears beside the invoice, which now owes the rest. At 1280 and 390 px.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin credits unused hours of an invoice (${viewport.width} px)`, async ({ browser }) => {
    const { asAdmin, invoiceId, number } = await invoicedClient(browser, viewport);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/invoices');
    const row = page.getByTestId('invoice-row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Teilgutschrift' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teilgutschrift' });
    const hours = dialog.getByRole('textbox', { name: 'Nicht genutzte Stunden' });
    await hours.fill('zwei');
    await dialog.getByRole('textbox', { name: 'Grund' }).fill('Paket gekündigt, Stunden nicht genutzt');
    await dialog.getByRole('button', { name: 'Rechnungskorrektur stellen' }).click();
    await expect(dialog).toContainText('Bitte geben Sie die Stunden als Zahl');
    // 2,5 of 10 hours of 1.190,00 €: 297,50 €.
    await hours.fill('2,5');
    await viewShot(page, `dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Rechnungskorrektur stellen' }).click();
    await expect(dialog).toBeHidden();

    const correction = page.getByTestId('invoice-row').filter({ hasText: `Rechnungskorrektur zu ${number}` });
    await expect(correction).toContainText('297,50');
    const original = (await (await asAdmin.get(`/api/invoices/${invoiceId}`)).json()) as { creditedCents: number };
    expect(original.creditedCents).toBe(29_750);
    await shot(page, `list-${viewport.width}`);
  });
}
