import { expect, test } from './support/test';
import { offerPackage } from './support/api';
import { adminPage } from './support/packages';
import { addressedClient } from './support/invoices';
import { screenshotsOf } from './support/screenshots';

const { shot } = screenshotsOf('set-off');

// 'Guthaben verrechnen': a client's credit (an invoice paid 200,00 € too much) pays their next open
// invoice from the open items, and is taken back ('Verrechnung zurücknehmen'), at 1280 and 390 px. The
// rules and DATEV: modules/invoicing/set-off.int.test.ts, set-off-take-back.int.test.ts.

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin sets a client's credit off against their next invoice (${viewport.width} px)`, async ({ browser }) => {
    const { asAdmin, client } = await addressedClient(browser, viewport);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    // The first package active and paid at activation; then 200,00 € more came in.
    await offerPackage(asAdmin, client.id, {
      name: `Erstes ${client.name.slice(-6)}`,
      price: 1190,
      partnerHours: [{ hours: 10 }],
      activate: true,
    });
    const invoices = async () =>
      (
        (await (await asAdmin.get(`/api/invoices?clientId=${client.id}`)).json()) as {
          invoices: { id: string; number: string; paidCents: number; grossCents: number }[];
        }
      ).invoices;
    const [first] = await invoices();
    const extra = await asAdmin.post('/api/payments/manual', {
      data: { invoiceId: first!.id, amount: 20_000, date: today, method: 'other_account' },
    });
    expect(extra.status(), await extra.text()).toBeLessThan(300);
    const nextPackage = await offerPackage(asAdmin, client.id, {
      name: `Folge ${client.name.slice(-6)}`,
      price: 595,
      partnerHours: [{ hours: 5 }],
      activate: false,
    });
    const accepted = await client.page.request.post('/api/packages/accept', { data: { packageId: nextPackage } });
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);
    const next = (await invoices()).find((i) => i.id !== first!.id)!;

    const page = await adminPage(browser, viewport);
    await page.goto('/admin/invoices');
    const card = page.getByTestId('open-items-card');
    const creditRow = card.getByTestId('open-item').filter({ hasText: first!.number });
    await expect(creditRow).toContainText('Guthaben des Klienten: bitte erstatten');
    await creditRow.getByRole('button', { name: 'Guthaben verrechnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guthaben verrechnen' });
    const amount = dialog.getByRole('textbox', { name: 'Betrag (€)' });
    await expect(amount).toHaveValue('200,00');
    // More than the credit: the server's German refusal, nothing booked.
    await amount.fill('300,00');
    await dialog.getByRole('button', { name: 'Verrechnen' }).click();
    await expect(page.getByText('Es können höchstens 200,00')).toBeVisible();
    await amount.fill('200,00');
    await shot(page, `dialog-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Verrechnen' }).click();
    await expect(dialog).toBeHidden();

    await expect(creditRow).toHaveCount(0);
    const nextRow = card.getByTestId('open-item').filter({ hasText: next.number });
    await expect(nextRow).toContainText('395,00');
    await expect(nextRow).toContainText('bezahlt 200,00');
    const after = await invoices();
    expect(after.find((i) => i.id === first!.id)!.paidCents).toBe(119_000);
    expect(after.find((i) => i.id === next.id)!.paidCents).toBe(20_000);
    await shot(page, `done-${viewport.width}`);

    // The wrong credit after all: taken back as one from the next invoice's payments.
    await nextRow.getByRole('button', { name: 'Zahlungen' }).click();
    const payments = page.getByRole('dialog', { name: `Zahlungen zu Rechnung ${next.number}` });
    const payment = payments.getByTestId('invoice-payment').filter({ hasText: 'Verrechnung' });
    await payment.getByRole('button', { name: 'Verrechnung zurücknehmen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Verrechnung zurücknehmen?' });
    await confirm.getByRole('textbox', { name: 'Grund' }).fill('Falsche Rechnung gewählt');
    await confirm.getByRole('button', { name: 'Verrechnung zurücknehmen' }).click();
    await expect(confirm).toBeHidden();
    await expect(payment).toContainText('Verrechnung zurückgenommen am');
    await shot(page, `taken-back-${viewport.width}`);
    await payments.getByRole('button', { name: 'Schließen' }).click();
    await expect(nextRow).toContainText('595,00');
    await expect(creditRow).toContainText('Guthaben des Klienten: bitte erstatten');
    const back = await invoices();
    expect(back.find((i) => i.id === first!.id)!.paidCents).toBe(139_000);
    expect(back.find((i) => i.id === next.id)!.paidCents).toBe(0);
  });
}
