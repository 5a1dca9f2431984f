import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { pain008Errors } from '../server/testing/pain-xsd';
import { offerPackage } from './support/api';
import { addressedClient } from './support/invoices';
import { adminPage } from './support/packages';
import { screenshotsOf } from './support/screenshots';

const { shot } = screenshotsOf('sepa');

// Issue 31 item 4: a client grants a SEPA mandate on /invoices and sees the pre-notification of
// their invoice; the admin creates a collection on /admin/sepa and downloads its pain.008 file,
// which passes the official XSD. One run after the other: a collection takes every due invoice
// with a mandate, so the two runs must not take each other's.
test.describe.configure({ mode: 'serial' });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a client grants a mandate, the admin collects and downloads the file (${viewport.width} px)`, async ({
    browser,
  }) => {
    const { asAdmin, client } = await addressedClient(browser, viewport);
    const packageId = await offerPackage(asAdmin, client.id, {
      name: `Lastschrift ${client.name.slice(-6)}`,
      price: 1190,
      partnerHours: [{ hours: 10 }],
      activate: false,
    });

    // The client grants the mandate with the text shown; a wrong IBAN is refused first.
    const page = client.page;
    await page.goto('/invoices');
    const card = page.getByTestId('sepa-mandate');
    await expect(card.getByTestId('mandate-text')).toContainText(
      'Ich ermächtige Potenzialanalyse Coaching GmbH, Zahlungen von meinem Konto mittels Lastschrift einzuziehen.',
    );
    // Without a mandate (and nothing announced) no card about debits.
    await expect(page.getByTestId('sepa-pre-notifications')).toHaveCount(0);
    await card.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 52');
    await card.getByLabel('Kontoinhaber').fill('Jürgen Müller');
    await card.getByRole('button', { name: 'Mandat erteilen' }).click();
    await expect(card).toContainText('Bitte geben Sie eine gültige IBAN ein (Prüfziffer stimmt nicht).');
    await card.getByLabel('IBAN').fill('DE02 1203 0000 0000 2020 51');
    await shot(page, `grant-${viewport.width}`);
    await card.getByRole('button', { name: 'Mandat erteilen' }).click();
    await expect(card).toContainText('Sie haben Potenzialanalyse Coaching GmbH ermächtigt');
    await expect(card).toContainText('DE02 1203 0000 0000 2020 51');
    await expect(card.getByRole('button', { name: 'Mandat widerrufen' })).toBeVisible();

    // The invoice comes with its pre-notification.
    const accepted = await page.request.post('/api/packages/accept', { data: { packageId } });
    expect(accepted.status(), await accepted.text()).toBeLessThan(300);
    await page.reload();
    const pre = page.getByTestId('sepa-pre-notifications');
    // Generous: the machine's two cores are shared while the invoice's PDF mail renders.
    await expect(pre.getByTestId('pre-notification')).toHaveCount(1, { timeout: 15_000 });
    await expect(pre).toContainText('1.190,00');
    await expect(pre).toContainText('Angekündigt');
    await shot(page, `pre-notification-${viewport.width}`);

    // The admin collects what is due in the next 14 days and downloads the bank's file.
    const office = await adminPage(browser, viewport);
    await office.goto('/admin/sepa');
    await expect(office.getByRole('heading', { name: 'Lastschrift', level: 1 })).toBeVisible();
    await office.getByRole('button', { name: 'Einzug erstellen' }).click();
    await expect(office.getByTestId('sepa-create')).toContainText('Einzug mit 1 Lastschrift über 1.190,00 € erstellt');
    const collection = office.getByTestId('sepa-collection').first();
    await expect(collection).toContainText(client.name);
    await shot(office, `collection-${viewport.width}`);
    const download = office.waitForEvent('download');
    await collection.getByTestId('sepa-collection-xml').click();
    const file = await (await download).path();
    const xml = await readFile(file, 'utf8');
    expect(await pain008Errors(xml)).toEqual([]);
    expect(xml).toContain('<Nm>Juergen Mueller</Nm>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">1190.00</InstdAmt>');

    // The client sees the debit handed to the bank.
    await page.reload();
    await expect(pre).toContainText('Lastschrift eingereicht');

    // The client paid by transfer meanwhile: before the file goes to the bank, the office takes the
    // debit out with a reason, books the transfer, and marks the (now empty) file as handed over.
    const row = collection.getByTestId('sepa-collection-item').filter({ hasText: client.name });
    await row.getByRole('button', { name: 'Herausnehmen …' }).click();
    await row.getByLabel('Grund').fill('Per Überweisung bezahlt');
    await row.getByRole('button', { name: 'Herausnehmen', exact: true }).click();
    await expect(row).toContainText('Herausgenommen (Per Überweisung bezahlt)');
    await shot(office, `withdrawn-${viewport.width}`);
    const [invoice] = (await (await asAdmin.get(`/api/invoices?clientId=${client.id}`)).json()).invoices as {
      id: string;
    }[];
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
    const transfer = { invoiceId: invoice!.id, amount: 119_000, date: today, method: 'other_account', note: null };
    expect((await asAdmin.post('/api/payments/manual', { data: transfer })).status()).toBe(201);
    await collection.getByRole('button', { name: 'An die Bank übergeben' }).click();
    await office.getByRole('alertdialog').getByRole('button', { name: 'Als übergeben vermerken' }).click();
    await expect(collection).toContainText('an die Bank übergeben am');
    await expect(collection.getByRole('button', { name: 'An die Bank übergeben' })).toHaveCount(0);
    await page.reload();
    await expect(pre.getByTestId('pre-notification')).toHaveCount(0);
  });
}
