import { expect, test } from './support/test';
import { adminPage } from './support/packages';
import { invoicedClient } from './support/invoices';
import { screenshotsOf } from './support/screenshots';

const { shot } = screenshotsOf('payments-manual');

// Issue 31: on the admin's invoices page ('Offene Posten') the office books a payment by hand and
// takes it back with a reason, and sees when the next dunning level is due; at 1280 and 390 px.
// Sending a level needs an invoice overdue for days: e2e/dunning.spec.ts writes one with its past
// (support/overdue-history.ts) and sends the 2. Mahnung; every level is in manual-payments.int.test.ts.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin books a payment by hand and undoes it (${viewport.width} px)`, async ({ browser }) => {
    const { asAdmin, invoiceId, number } = await invoicedClient(browser, viewport);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/invoices');
    const card = page.getByTestId('open-items-card');
    const row = card.getByTestId('open-item').filter({ hasText: number });
    await expect(row).toContainText('1.190,00');
    // Not overdue yet: the first level waits for its day.
    await expect(row.getByRole('button', { name: 'Zahlungserinnerung senden' })).toBeDisabled();
    await expect(row).toContainText(/ab \d\d\.\d\d\.\d{4}/);

    await row.getByRole('button', { name: 'Zahlung buchen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zahlung buchen' });
    const amount = dialog.getByRole('textbox', { name: 'Betrag (€)' });
    // What cannot be read as an amount is refused in German, nothing booked.
    await amount.fill('zwölf Euro');
    await dialog.getByRole('button', { name: 'Zahlung buchen' }).click();
    await expect(dialog).toContainText('Bitte geben Sie eine Zahl ein');
    await amount.fill('500,00');
    await dialog.getByRole('textbox', { name: 'Notiz' }).fill('Quittung Nr. 17, bar im Büro übergeben');
    await shot(page, `manual-dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Zahlung buchen' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('690,00');
    await expect(row).toContainText('bezahlt 500,00');
    const afterPayment = (await (await asAdmin.get(`/api/invoices/${invoiceId}`)).json()) as { paidCents: number };
    expect(afterPayment.paidCents).toBe(50_000);
    await shot(page, `manual-booked-${viewport.width}`);

    await row.getByRole('button', { name: 'Zahlungen' }).click();
    const payments = page.getByRole('dialog', { name: `Zahlungen zu Rechnung ${number}` });
    const payment = payments.getByTestId('invoice-payment');
    await expect(payment).toContainText('500,00');
    await expect(payment).toContainText('Bar');
    await payment.getByRole('button', { name: 'Zurücknehmen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Zahlung zurücknehmen?' });
    await confirm.getByRole('textbox', { name: 'Grund' }).fill('Doppelt erfasst, Geld liegt nicht in der Kasse');
    await confirm.getByRole('button', { name: 'Zahlung zurücknehmen' }).click();
    await expect(confirm).toBeHidden();
    await expect(payment).toContainText('Zahlung zurückgenommen am');
    await expect(payment).toContainText('Doppelt erfasst');
    await shot(page, `undone-${viewport.width}`);
    await payments.getByRole('button', { name: 'Schließen' }).click();
    await expect(row).toContainText('1.190,00');
    await expect(row).not.toContainText('bezahlt 500,00');
    const afterUndo = (await (await asAdmin.get(`/api/invoices/${invoiceId}`)).json()) as { paidCents: number };
    expect(afterUndo.paidCents).toBe(0);

    // Paid in full, then cancelled: the client's credit, to be paid back, not a claim to be paid.
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const paid = await asAdmin.post('/api/payments/manual', {
      data: { invoiceId, amount: 119_000, date: today, method: 'other_account' },
    });
    expect(paid.status(), await paid.text()).toBeLessThan(300);
    const storno = await asAdmin.post(`/api/invoices/${invoiceId}/credit-note`, {
      data: { reason: 'Paket auf Wunsch des Klienten nicht begonnen' },
    });
    expect(storno.status(), await storno.text()).toBeLessThan(300);
    await page.reload();
    await expect(row).toContainText('Guthaben 1.190,00');
    await expect(row).toContainText('Guthaben des Klienten: bitte erstatten');
    await expect(row.getByRole('button', { name: 'Zahlung buchen' })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Erstattung' })).toBeVisible();
    await expect(card.getByTestId('open-items-totals')).toContainText('Guthaben von Klienten');
    await shot(page, `credit-${viewport.width}`);
  });
}
