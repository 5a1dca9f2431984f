import { expect, test } from './support/test';
import { berlinDay } from './support/api';
import { invoicedClient } from './support/invoices';
import { adminPage } from './support/packages';
import { screenshotsOf } from './support/screenshots';
import { toast } from './support/ui';

const { viewShot } = screenshotsOf('refund');

// Issue 31 item 6: an invoice paid in full, then corrected by 2 unused hours (238,00 €), owes the
// client that sum. On /admin/invoices the office books the 'Erstattung': more than that is refused
// in German, '238,00' with the IBAN typed with spaces is booked, and the refund is listed with its
// transfer file (pain.001). At 1280 and 390 px.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin refunds what a Rechnungskorrektur leaves overpaid (${viewport.width} px)`, async ({ browser }) => {
    const { asAdmin, invoiceId, number } = await invoicedClient(browser, viewport);
    const paid = await asAdmin.post('/api/payments/manual', {
      data: { invoiceId, amount: 119_000, date: berlinDay(0), method: 'other_account', note: 'Überweisung E2E' },
    });
    expect(paid.status(), await paid.text()).toBeLessThan(300);
    const credited = await asAdmin.post(`/api/invoices/${invoiceId}/partial-credit`, {
      data: { hours: 2, reason: 'Zwei Stunden nicht genutzt' },
    });
    expect(credited.status(), await credited.text()).toBe(201);

    const page = await adminPage(browser, viewport);
    await page.goto('/admin/invoices');
    const row = page
      .getByTestId('invoice-row')
      .filter({ hasText: number })
      .filter({ hasNotText: 'Rechnungskorrektur' });
    await row.getByRole('button', { name: 'Erstattung' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erstattung' });
    await dialog.getByRole('textbox', { name: 'Betrag (€)' }).fill('500,00');
    await dialog.getByRole('textbox', { name: 'Grund' }).fill('Rechnungskorrektur: zwei Stunden zurück');
    await dialog.getByRole('textbox', { name: 'IBAN (optional)' }).fill('DE89 3704 0044 0532 0130 00');
    await dialog.getByRole('textbox', { name: 'Kontoinhaber (optional)' }).fill('Jürgen Müller');
    await dialog.getByRole('button', { name: 'Erstattung buchen' }).click();
    await expect(dialog).toContainText('238,00');
    await dialog.getByRole('textbox', { name: 'Betrag (€)' }).fill('238,00');
    await viewShot(page, `dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Erstattung buchen' }).click();
    await expect(toast(page, 'Erstattung gebucht')).toBeVisible();

    await row.getByRole('button', { name: 'Erstattung' }).click();
    const again = page.getByRole('dialog', { name: 'Erstattung' });
    await expect(again).toContainText('238,00 € an Jürgen Müller');
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      again.getByRole('link', { name: 'Überweisungsdatei (XML)' }).click(),
    ]);
    const xml = await file.createReadStream().then(async (s) => {
      const parts: Buffer[] = [];
      for await (const c of s) parts.push(c as Buffer);
      return Buffer.concat(parts).toString('utf8');
    });
    expect(xml).toContain('pain.001.001.09');
    expect(xml).toContain(`Erstattung zu Rechnung ${number}`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">238.00</InstdAmt>');
    await viewShot(page, `listed-${viewport.width}`);
    await page.keyboard.press('Escape');

    // The refund is listed among the payments, without 'Zurücknehmen' (that route knows no refund: it
    // answered 404); the payment it returns keeps its own.
    await row.getByRole('button', { name: 'Zahlungen' }).click();
    const payments = page.getByRole('dialog', { name: `Zahlungen zu Rechnung ${number}` });
    const refundLine = payments.getByTestId('invoice-payment').filter({ hasText: 'Erstattung' });
    await expect(refundLine).toContainText('238,00');
    await expect(refundLine.getByRole('button')).toHaveCount(0);
    const paidLine = payments.getByTestId('invoice-payment').filter({ hasText: 'Überweisung E2E' });
    await expect(paidLine.getByRole('button', { name: 'Zurücknehmen' })).toBeVisible();
  });
}
