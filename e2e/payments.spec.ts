import { expect, test, type Page } from './support/test';
import { paymentStateLabels } from '../modules/invoicing/contract';
import { adminPage } from './support/packages';
import { invoicedClient } from './support/invoices';
import { screenshotsOf } from './support/screenshots';

const { shot } = screenshotsOf('payments');

// Issue 18: the admin uploads a bank statement on /admin/payments and confirms the match, on a
// wide screen and on a phone. The client's invoice exists through the API (firm data, address,
// an accepted offer with its own payment reference).

/** A CAMT.053 statement with one credit of 1.190,00 € naming `reference` (split over two lines, as banks do). */
function camt(reference: string, bankRef: string): Buffer {
  const half = Math.floor(reference.length / 2);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${bankRef}</MsgId><CreDtTm>2026-03-12T08:15:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${bankRef}</Id>
      <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">1190.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-03-11</Dt></BookgDt>
        <ValDt><Dt>2026-03-11</Dt></ValDt>
        <AcctSvcrRef>${bankRef}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>Zahlende Kundin</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Zahlung ${reference.slice(0, half)}</Ustrd><Ustrd>${reference.slice(half)}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`);
}

/** On /admin/payments: the admin uploads a statement file through the file chooser. */
async function uploadStatement(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Datei auswählen und hochladen' }).click();
  await (await chooser).setFiles(file);
}
const camtFile = (reference: string, bankRef: string) => ({
  name: 'auszug.xml',
  mimeType: 'application/xml',
  buffer: camt(reference, bankRef),
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin uploads a statement and confirms the match (${viewport.width} px)`, async ({ browser }) => {
    const { asAdmin, reference, invoiceId, number, clientId } = await invoicedClient(browser, viewport);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { name: 'Zahlungen', level: 1 })).toBeVisible();

    const bankRef = `E2E${Date.now()}${viewport.width}`;
    await uploadStatement(page, camtFile(reference, bankRef));
    await expect(page.getByTestId('payments-upload')).toContainText('1 neu, davon 1 einer Rechnung zugeordnet');

    const row = page.getByTestId('payments-proposals').getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Betrag stimmt');
    await expect(row).toContainText('1.190,00');
    await shot(page, `proposal-${viewport.width}`);
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByTestId('payments-proposals')).toContainText(
      'Zahlung gebucht. Die Rechnung ist bezahlt; das Paket ist bereit zur Aktivierung.',
    );
    await expect(page.getByTestId('payments-confirmed')).toContainText(number);

    const invoice = (await (await asAdmin.get(`/api/invoices/${invoiceId}`)).json()) as { paymentState: string };
    expect(invoice.paymentState).toBe('paid');

    // Activating by hand (automatic activation is off), the admin sees the invoice paid.
    await page.goto(`/admin/clients/${clientId}/activate-package`);
    const activate = page.getByRole('dialog', { name: 'Activate Package' });
    await expect(activate.getByTestId('package-invoice-state')).toContainText(number);
    await expect(activate.getByTestId('package-invoice-state')).toContainText(paymentStateLabels.paid);
    await shot(page, `activate-paid-${viewport.width}`);
    await page.goto('/admin/payments');

    // The same statement again: nothing new.
    await uploadStatement(page, camtFile(reference, bankRef));
    await expect(page.getByTestId('payments-upload')).toContainText('nichts Neues gebucht');
  });
}

// Issue 32: a payment for a package the admin activated already (before the money came) says so,
// not that the package is ready for activation.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a payment on an active package says it is active (${viewport.width} px)`, async ({ browser }) => {
    const { asAdmin, reference, number, packageId, invoiceId } = await invoicedClient(browser, viewport);
    const activated = await asAdmin.post(`/api/packages/${packageId}/activate`, { data: { paymentConfirmed: true } });
    expect(activated.status(), await activated.text()).toBe(200);
    // The activation booked the payment (issue 31); the admin takes it back, the money had not come yet.
    const booked = (await (await asAdmin.get(`/api/invoices/${invoiceId}/payments`)).json()) as {
      payments: { id: string }[];
    };
    const undone = await asAdmin.post(`/api/payments/${booked.payments[0]!.id}/undo`, {
      data: { reason: 'Noch nicht eingegangen' },
    });
    expect(undone.status(), await undone.text()).toBe(200);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/payments');
    const bankRef = `E2EAKTIV${Date.now()}${viewport.width}`;
    await uploadStatement(page, camtFile(reference, bankRef));
    const row = page.getByTestId('payments-proposals').getByRole('row').filter({ hasText: number });
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    const proposals = page.getByTestId('payments-proposals');
    await expect(proposals).toContainText('Zahlung gebucht. Die Rechnung ist bezahlt; das Paket ist bereits aktiv.');
    await expect(proposals).not.toContainText('bereit zur Aktivierung');
    await shot(page, `confirmed-active-${viewport.width}`);
  });
}

// Issue 31: one transfer naming two invoices is split over them on confirmation (both paid); an
// unrelated credit is dismissed with its reason and shows under 'Erledigt'.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a split transfer pays both invoices; an unrelated credit is dismissed (${viewport.width} px)`, async ({
    browser,
  }) => {
    const first = await invoicedClient(browser, viewport);
    const second = await invoicedClient(browser, viewport);
    const donation = `Spende Sommerfest ${Date.now()}-${viewport.width}`;
    const csv = [
      'Bezeichnung Auftragskonto;IBAN Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung',
      `Geschäftskonto;DE89370400440532013000;13.03.2026;13.03.2026;Holding GmbH;DE02120300000000202051;Gutschrift;RE ${first.number} und RE ${second.number};2380,00;EUR`,
      `Geschäftskonto;DE89370400440532013000;13.03.2026;13.03.2026;Förderverein;DE75512108001245126199;Gutschrift;${donation};250,00;EUR`,
    ].join('\r\n');
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/payments');
    await uploadStatement(page, { name: 'umsaetze.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('payments-upload')).toContainText('2 neu, davon 1 einer Rechnung zugeordnet');

    const row = page.getByTestId('payments-proposals').getByRole('row').filter({ hasText: first.number });
    await expect(row).toContainText(second.number);
    await expect(row).toContainText('mehrere Rechnungsnummern');
    await shot(page, `split-proposal-${viewport.width}`);
    await row.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByTestId('payments-proposals')).toContainText('Zahlung gebucht.');
    for (const { invoiceId } of [first, second]) {
      const invoice = (await (await first.asAdmin.get(`/api/invoices/${invoiceId}`)).json()) as {
        paymentState: string;
      };
      expect(invoice.paymentState).toBe('paid');
    }

    const unmatched = page.getByTestId('payments-unmatched').getByRole('row').filter({ hasText: donation });
    await unmatched.getByRole('button', { name: 'Erledigt …' }).click();
    await unmatched.getByRole('textbox', { name: 'Grund' }).fill('Spende, keine Rechnung');
    await unmatched.getByRole('button', { name: 'Ablegen' }).click();
    const dismissed = page.getByTestId('payments-dismissed').getByRole('row').filter({ hasText: donation });
    await expect(dismissed).toContainText('Spende, keine Rechnung');
    await expect(page.getByTestId('payments-unmatched')).not.toContainText(donation);
    await shot(page, `dismissed-${viewport.width}`);
  });
}
