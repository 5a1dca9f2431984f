import { expect, test, type Page } from './support/test';
import { newClientLogin } from './support/accounts';
import { berlinDay, clientWithHoursOf } from './support/api';
import { acceleratorPerWidth, bookablePartner, clientOfBookablePartner, dayName } from './support/booking';
import { invoicedClient } from './support/invoices';
import { arrowTo, expectFocusVisible, tabTo } from './support/keyboard';
import { adminPage } from './support/packages';
import { signedInPage, toast } from './support/ui';

// One flow per role with the keyboard alone (WCAG 2.1.1, 2.4.1, 2.4.3, 2.4.7): Tab and Shift+Tab
// move, Enter presses, Escape closes, and what a widget's own pattern asks (arrow keys and Space in
// a radio group, a table's grid or a list box, digits in a date field). The focus is always visible and goes back
// to the button that opened a dialog when it closes. At 1280 px: the phone's flows are the same
// controls, reached through the menu drawer.

const coach = acceleratorPerWidth('tastatur', 'Tara Taste', 'Tastatur-Passwort-1');

/** The first Tab reaches the skip link; Enter puts the focus on the page's content, past the menu. */
async function skipToContent(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectFocusVisible(skip);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}

test('the admin records a payment with the keyboard', async ({ browser }) => {
  const { number } = await invoicedClient(browser, { width: 1280, height: 800 });
  const page = await adminPage(browser);
  await page.goto('/admin/invoices');
  const row = page.getByTestId('open-items-card').getByTestId('open-item').filter({ hasText: number });
  const trigger = row.getByRole('button', { name: 'Zahlung buchen' });
  await expect(trigger).toBeVisible();
  await skipToContent(page);

  // The open items are a table (react-aria's grid): Tab stops once on it (a row), the arrow keys
  // go down to the invoice's row and right to its buttons.
  await tabTo(page, page.getByTestId('open-items-card').getByTestId('open-item'));
  await arrowTo(page, row, 'ArrowDown');
  await arrowTo(page, trigger);
  // Escape closes the dialog and the focus is back on its button.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zahlung buchen' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('textbox', { name: 'Betrag (€)' }));
  await page.keyboard.type('500,00');
  await tabTo(page, dialog.getByRole('button', { name: 'Zahlung buchen' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('bezahlt 500,00');
  await expect(trigger).toBeFocused();
});

test('an Accelerator plans and completes a meeting with the keyboard', async ({ browser }) => {
  test.setTimeout(90_000);
  const partner = coach(1280);
  await bookablePartner(browser, partner);
  const login = newClientLogin('tastatur-plan', 'Kai Keyboard');
  await clientWithHoursOf(browser, login, { partner, hours: 4, packageName: 'Tastatur-Paket' });
  const page = await signedInPage(browser, partner);
  await page.goto('/partner/meetings');
  await skipToContent(page);

  const trigger = page.getByRole('button', { name: 'Meeting planen' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Meeting planen' });
  await expect(dialog).toBeVisible();
  // The client: typed, then picked from the list with the arrow key and Enter.
  const picker = dialog.getByRole('combobox', { name: 'Klient' });
  await tabTo(page, picker);
  await page.keyboard.type(login.name);
  await expect(page.getByRole('option', { name: new RegExp(login.name) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(login.name);
  const [year, month, day] = berlinDay(5).split('-');
  await tabTo(page, dialog.getByRole('group', { name: 'Datum' }).getByRole('spinbutton').first());
  await page.keyboard.type(`${day}${month}${year}`);
  await tabTo(page, dialog.getByRole('group', { name: 'Uhrzeit' }).getByRole('spinbutton').first());
  await page.keyboard.type('0900');
  await tabTo(page, dialog.getByRole('button', { name: 'Meeting planen' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Meeting geplant')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Complete it: the summary typed, the dialog's button pressed with Enter.
  const planned = page.getByTestId('upcoming-meetings').getByTestId('meeting-item').filter({ hasText: login.name });
  const complete = planned.getByRole('button', { name: 'Abschließen' });
  await tabTo(page, complete);
  await page.keyboard.press('Enter');
  const completeDialog = page.getByRole('dialog', { name: 'Meeting abschließen' });
  await tabTo(page, completeDialog.getByRole('textbox', { name: 'Zusammenfassung' }));
  await page.keyboard.type('Ziele besprochen, nur mit der Tastatur.');
  await tabTo(page, completeDialog.getByRole('button', { name: 'Meeting abschließen' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Meeting abgeschlossen')).toBeVisible();
  await expect(completeDialog).toBeHidden();
});

test('a client books a free time with the keyboard', async ({ browser }) => {
  const partner = coach(1280);
  const login = newClientLogin('tastatur-bucht', 'Kira Keyboard');
  const page = await clientOfBookablePartner(browser, partner, login, 'Tastatur-Buchung', { width: 1280, height: 800 });
  await page.goto('/meetings');
  await skipToContent(page);

  const trigger = page.getByRole('button', { name: 'Termin buchen' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Termin buchen' });
  await expect(dialog.getByRole('radio').first()).toBeAttached();
  // A start three days ahead, outside the notice: its week first ('Nächste Woche' when it is the next).
  const day = dayName(berlinDay(3));
  const later = dialog.getByRole('radio', { name: new RegExp(`^${day}`) });
  if ((await later.count()) === 0) {
    await tabTo(page, dialog.getByRole('button', { name: 'Nächste Woche' }));
    await page.keyboard.press('Enter');
    await expect(later.first()).toBeAttached();
  }
  // Tab reaches the group of free times; the arrow keys move the choice (a radio group).
  await tabTo(page, dialog.getByRole('radio'));
  await arrowTo(page, later);
  await expect(later.first()).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Termin buchen' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Termin gebucht')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
