import { expect, test } from './support/test';
import { admin } from './support/accounts';
import { signedInRequest } from './support/api';
import { invoiceWithPastDunning } from './support/dunning';
import { saveE2eFirm } from './support/firm';
import { mailsFor } from './support/mail-sink';
import { mailDir } from './support/env';
import { adminPage } from './support/packages';
import { screenshotsOf } from './support/screenshots';

const { shot } = screenshotsOf('dunning');

// Issue 31 (Done when): the office sends the second dunning level (2. Mahnung) of an overdue invoice
// from 'Offene Posten' on /admin/invoices, at 1280 and 390 px. The server runs on the real clock:
// the invoice is overdue by its data (issued 50 days ago, reminded and dunned on their days, written
// by support/overdue-history.ts through the API of a second instance whose clock stood then).

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`admin sends the 2. Mahnung of an overdue invoice (${viewport.width} px)`, async ({ browser }) => {
    const asAdmin = await signedInRequest(browser, admin);
    await saveE2eFirm(asAdmin);
    const past = invoiceWithPastDunning(`${viewport.width}-${Date.now().toString(36)}`);
    const page = await adminPage(browser, viewport);
    await page.goto('/admin/invoices');
    const row = page.getByTestId('open-items-card').getByTestId('open-item').filter({ hasText: past.number });
    await expect(row).toContainText('1. Mahnung');
    await expect(row).toContainText('überfällig');
    // A business client: the flat fee of § 288 Abs. 5 BGB beside the interest.
    await expect(row).toContainText('Pauschale 40,00');
    if (viewport.width < 768) {
      // On a phone's card the actions take the card's width, without a label: two buttons a line.
      const top = async (name: string) => (await row.getByRole('button', { name, exact: true }).boundingBox())!.y;
      expect(await top('Zahlung buchen')).toBe(await top('Zahlungen'));
    }
    await shot(page, `before-${viewport.width}`);

    await row.getByRole('button', { name: '2. Mahnung senden' }).click();
    await expect(page.getByText('Mahnstufe versandt')).toBeVisible();
    await expect(row).toContainText('2. Mahnung');
    // The last level: no button for a further one.
    await expect(row.getByRole('button', { name: /senden$/ })).toHaveCount(0);
    const item = (await (await asAdmin.get(`/api/invoices/open-items?clientId=${past.clientId}`)).json()) as {
      items: { dunningLevel: number }[];
    };
    expect(item.items[0]!.dunningLevel).toBe(3);
    await shot(page, `sent-${viewport.width}`);

    // The letter went to the client.
    await expect
      .poll(
        () => mailsFor(mailDir, past.email).filter((m) => m.subject === `2. Mahnung: Rechnung ${past.number}`).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
  });
}
