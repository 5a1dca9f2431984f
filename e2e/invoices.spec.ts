import { expect, test, type Locator, type Page } from './support/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { embeddedFile } from '../modules/invoicing/documents/testing/pdf-reading';
import { offerPackage } from './support/api';
import { offerParties } from './support/packages';
import { e2eFirm } from './support/firm';
import { screenshotsOf } from './support/screenshots';
import { sideMenu, toast } from './support/ui';

// Issue 18 item 4: the admin saves the firm's data (issue 31: the phone XRechnung requires, a German
// VAT rate); a client with an offer gives the billing address and accepts; the invoice, issued
// before the package starts, is a 'Vorausrechnung' (with its number) on /package and /invoices with
// its download links; the client downloads the PDF (it opens; its embedded e-invoice names the
// number); the admin finds it among the open ones on /admin/invoices. At 1280 and 390 px.

const shots = screenshotsOf('invoices');

// Both runs save the firm's data: one after the other, not racing each other's save.
test.describe.configure({ mode: 'serial' });

/** The firm's data, the same each run (saving it again changes nothing). */
async function saveFirmData(admin: Page): Promise<void> {
  await admin.goto('/admin/settings');
  const card = admin.getByTestId('settings-firm');
  await expect(card.getByRole('heading', { name: 'Firmendaten' })).toBeVisible();
  const fill = async (label: string, value: string) => card.getByLabel(label, { exact: true }).fill(value);
  const f = e2eFirm;
  await fill('Firmenname', f.legalName);
  await fill('Straße und Hausnummer', f.address.street);
  await fill('PLZ', f.address.postalCode);
  await fill('Ort', f.address.city);
  await fill('Land', f.address.country);
  await fill('E-Mail', f.email);
  // What another spec's save may have left in the optional fields goes: this spec saves e2eFirm exactly.
  for (const label of ['Telefon', 'USt-IdNr.', 'Registereintrag', 'Geschäftsführung']) await fill(label, '');
  await fill('Steuernummer', f.taxNumber ?? '');
  await fill('BIC', f.bic ?? '');
  await fill('Bank', f.bankName ?? '');
  await fill('Nummernmuster', f.numberPattern);
  await fill('Zahlungsziel (Tage)', String(f.paymentTermDays));
  // A VAT rate out of range is refused when leaving the field, a wrong IBAN on saving: in German, at the field.
  await fill('Umsatzsteuersatz (%)', '120');
  await card.getByLabel('IBAN', { exact: true }).focus();
  await expect(card.getByText('Der Steuersatz muss zwischen 0 und 100 % liegen.')).toBeVisible();
  // A rate DATEV has no account for (16 %), no phone (XRechnung's BR-DE-6), a wrong IBAN: each refused on saving.
  await fill('Umsatzsteuersatz (%)', '16');
  await fill('IBAN', 'DE00 1234');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(card.getByText('Bitte geben Sie eine gültige IBAN ein (Prüfziffer stimmt nicht).')).toBeVisible();
  await expect(card.getByText('Bitte geben Sie eine Telefonnummer an (Pflichtangabe jeder XRechnung).')).toBeVisible();
  await expect(card.getByText(/Bitte geben Sie einen der deutschen Umsatzsteuersätze an: 19 %/)).toBeVisible();
  await shots.shot(admin, `firm-form-refused-${admin.viewportSize()!.width}`);
  await fill('IBAN', f.iban);
  await fill('Telefon', f.phone);
  await fill('Umsatzsteuersatz (%)', '19');
  await card.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(admin, 'Firmendaten gespeichert')).toBeVisible();
  // Saved: the hint that the data only comes from the Impressum is gone, the values stay.
  await expect(card.getByText(/aus dem Impressum vorbelegt/)).toBeHidden();
  await expect(card.getByLabel('Firmenname', { exact: true })).toHaveValue(f.legalName);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the client gives the billing address, accepts and finds the invoice; the admin sees it open (${viewport.name})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const size = { width: viewport.width, height: viewport.height };
    const { client, admin, packageName } = await offerParties(browser, 'Rechnung', size);
    await saveFirmData(admin);
    await offerPackage(admin.request, client.id, {
      name: packageName,
      price: 1234.56,
      activate: false,
      partnerHours: [{ hours: 5 }],
    });

    // /package: the address is asked before the binding acceptance.
    const page = client.page;
    await page.goto('/package');
    const prompt = page.getByTestId('billing-address-prompt');
    await expect(prompt).toBeVisible();
    await prompt.getByLabel('Straße und Hausnummer').fill('Lindenweg 5');
    await prompt.getByLabel('PLZ').fill('123');
    await prompt.getByLabel('Ort').fill('Köln');
    await prompt.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    await expect(prompt.getByText('Bitte geben Sie eine gültige Postleitzahl ein.')).toBeVisible();
    await prompt.getByLabel('PLZ').fill('50667');
    await prompt.getByRole('button', { name: 'Rechnungsadresse speichern' }).click();
    await expect(prompt).toBeHidden();

    await page.getByRole('button', { name: 'Paket annehmen' }).click();
    await page.getByRole('button', { name: 'Verbindlich annehmen' }).click();
    const invoiceCard = page.getByTestId('package-invoice');
    await expect(invoiceCard).toBeVisible();
    // Issued at acceptance, before the package starts: an advance invoice.
    await expect(invoiceCard.getByRole('heading', { name: 'Vorausrechnung' })).toBeVisible();
    const numberText = invoiceCard.getByText(/^\d{4}-\d{4}$/);
    await expect(numberText).toBeVisible();
    const number = (await numberText.innerText()).trim();
    await expect(invoiceCard).toContainText('1.234,56 €');
    await expect(invoiceCard.getByTestId('invoice-state')).toHaveText('Offen');
    await expect(invoiceCard.getByRole('link', { name: `PDF der Rechnung ${number}` })).toHaveAttribute(
      'href',
      /^\/api\/invoices\/[0-9a-f-]{36}\/pdf$/,
    );
    await shots.shot(page, `package-${viewport.name}`);

    // /invoices: the client's list, reached from the side menu on a wide screen.
    if (viewport.width >= 1280) await sideMenu(page).getByRole('link', { name: 'Rechnungen' }).click();
    else await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
    const row = page.getByTestId('invoice-row').filter({ hasText: number });
    await expect(row).toContainText(packageName);
    await expect(row).toContainText('Vorausrechnung');
    await expect(row).toContainText('1.234,56 €');
    await expect(row.getByTestId('invoice-state')).toHaveText('Offen');
    await expect(row.getByRole('link', { name: `PDF der Rechnung ${number}` })).toBeVisible();
    await expect(row.getByRole('link', { name: `XML (XRechnung) der Rechnung ${number}` })).toHaveAttribute(
      'href',
      /^\/api\/invoices\/[0-9a-f-]{36}\/xml$/,
    );
    await shots.shot(page, `client-list-${viewport.name}`);

    // The download: a PDF that opens, carrying the invoice's number in its embedded e-invoice.
    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: `PDF der Rechnung ${number}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Vorausrechnung-${number}.pdf`);
    const pdf = await PDFDocument.load(await readFile((await download.path())!));
    expect(pdf.getPageCount()).toBe(1);
    expect(embeddedFile(pdf, 'factur-x.xml')?.text).toContain(`<ram:ID>${number}</ram:ID>`);

    // /admin/invoices: among the open ones, with the client's name and its actions.
    await admin.goto('/admin/invoices');
    // A chip is the label; its radio input is visually hidden.
    const chip = (name: string) => admin.locator('label', { has: admin.getByRole('radio', { name, exact: true }) });
    await chip('Offen').click();
    await expect(admin).toHaveURL(/payment=open/);
    const adminRow = admin.getByTestId('invoice-row').filter({ hasText: number });
    await expect(adminRow).toContainText(client.name);
    await expect(adminRow).toContainText('1.234,56 €');
    await expect(adminRow.getByTestId('invoice-state')).toHaveText('Offen');
    await expect(adminRow.getByRole('button', { name: 'Stornieren' })).toBeVisible();
    await expect(admin.getByTestId('invoice-summary')).toContainText('Summen je Monat');
    if (viewport.width < 768) {
      // A phone's card is dense (web/README.md, 'The admin's invoices on a phone'): the state pill
      // beside the number, 'Teilgutschrift' and 'Stornieren' side by side; it was ~450 px tall.
      const top = async (l: Locator) => (await l.boundingBox())!.y;
      const title = adminRow.getByText(number, { exact: true });
      expect(Math.abs((await top(adminRow.getByTestId('invoice-state'))) - (await top(title)))).toBeLessThan(8);
      expect(await top(adminRow.getByRole('button', { name: 'Stornieren' }))).toBe(
        await top(adminRow.getByRole('button', { name: 'Teilgutschrift' })),
      );
      expect((await adminRow.boundingBox())!.height).toBeLessThan(320);
    }
    await shots.shot(admin, `admin-list-${viewport.name}`);

    // 'Bezahlt' does not list it.
    await chip('Bezahlt').click();
    await expect(admin).toHaveURL(/payment=paid/);
    await expect(admin.getByTestId('invoice-row').filter({ hasText: number })).toHaveCount(0);
  });
}
