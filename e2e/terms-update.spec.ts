import { expect, test } from './support/test';
import pg from 'pg';
import { registerClient } from './support/accounts';
import { e2eEnv } from './support/env';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 32: a client whose acceptance names older texts is asked once, before anything else, and
// cannot dismiss the question; agreeing keeps the new versions, and the next visit asks nothing.

const { shot } = screenshotsOf('terms-update');

/**
 * The arrangement: the client's read row says they accepted the texts of 2025 (as every client
 * does the day the firm publishes new ones). Only the read table is set: agreeing appends the
 * event that makes the row what the log says, so the suite's closing replay finds no difference.
 */
async function acceptedOlderTexts(email: string): Promise<void> {
  const db = new pg.Client({
    host: '127.0.0.1',
    port: e2eEnv.pgPort,
    user: 'postgres',
    password: 'postgres',
    database: 'portal',
  });
  await db.connect();
  try {
    await db.query(`UPDATE users SET terms_version = '2025-01-01', privacy_version = '2025-01-01' WHERE email = $1`, [
      email,
    ]);
  } finally {
    await db.end();
  }
}

for (const width of [1280, 390]) {
  test(`changed texts are accepted once, in a dialog only agreeing or signing out ends (${width} px)`, async ({
    browser,
    request,
  }) => {
    const client = await registerClient(request, `terms-${width}`);
    await acceptedOlderTexts(client.email);
    const page = await signedInPage(browser, client, { width, height: 800 });
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Geänderte Nutzungsbedingungen und Datenschutzerklärung' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    await dialog.getByRole('button', { name: 'Zustimmen' }).click();
    await expect(
      dialog.getByText('Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.'),
    ).toBeVisible();
    await shot(page, `dialog-${width}`);
    await dialog.getByText('Ich stimme den Nutzungsbedingungen zu und habe die Datenschutzerklärung gelesen.').click();
    await dialog.getByRole('button', { name: 'Zustimmen' }).click();
    await expect(toast(page, 'Vielen Dank. Ihre Zustimmung ist gespeichert.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Willkommen/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });
}
