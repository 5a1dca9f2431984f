import { expect, test, type Page } from './support/test';
import { roleAccounts } from './support/accounts';
import { screenshotsOf } from './support/screenshots';
import { fillLogin, openUserMenu, sideMenu, signInQuickly, toast } from './support/ui';
import { sideMenuLabels } from '../web/components/layout/testing/side-menu';

// Spec 01 §2's entries of each role, then the portal's own screens (shared with the nav-items unit test).
const menuByRole = { admin: sideMenuLabels('admin'), partner: sideMenuLabels('partner'), user: sideMenuLabels('user') };

for (const { role, label, account, home } of roleAccounts) {
  test(`${label}: lands on ${home} after login and sees exactly the menu of the role`, async ({ page }) => {
    await page.goto('/');
    await fillLogin(page, account.email, account.password);
    await expect(toast(page, 'Anmeldung erfolgreich')).toBeVisible();
    await expect(page).toHaveURL(home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // An entry may show its count after its label ('Nachrichten' and the unread messages).
    await expect(sideMenu(page).getByRole('link')).toHaveText(
      menuByRole[role].map((l) => new RegExp(`^${l}(\\d+|99\\+)?$`)),
    );
    await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toContainText(label);
  });
}

/** Signs the role's account in through the API and opens its home. */
async function openHome(page: Page, { account, home }: (typeof roleAccounts)[number]): Promise<void> {
  await signInQuickly(page, account);
  await page.goto(home);
}

test('a signed-in user on / or /login is sent to the home of the role', async ({ page }) => {
  const { account, home } = roleAccounts[1];
  await signInQuickly(page, account);
  await page.goto('/');
  await expect(page).toHaveURL(home);
  await page.goto('/login');
  await expect(page).toHaveURL(home);
});

test('logout from the user menu ends the session', async ({ page }) => {
  await openHome(page, roleAccounts[2]);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(toast(page, 'Abgemeldet')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  // The cookie is gone: a guarded page sends us back to the start.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
});

test("'Konto verwalten' opens the account settings", async ({ page }) => {
  await openHome(page, roleAccounts[0]);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Konto verwalten' }).click();
  await expect(page).toHaveURL('/account-settings');
  await expect(page.getByRole('heading', { name: 'Kontoeinstellungen' })).toBeVisible();
});

test('the user menu works from the keyboard: arrows open it on the first or last item, Escape closes it', async ({
  page,
}) => {
  await openHome(page, roleAccounts[0]);
  const trigger = page.getByRole('button', { name: /^Benutzermenü/ });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Konto verwalten' })).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // The button names the popup and controls the menu, as a menu trigger does.
  await expect(trigger).toHaveAttribute('aria-controls', (await page.getByRole('menu').getAttribute('id'))!);
  await expect(page.getByRole('dialog', { name: /^Benutzermenü/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Abgemeldet')).toBeVisible();
});

test('the side menu collapses to icons and expands again', async ({ page }) => {
  await openHome(page, roleAccounts[2]);
  const menu = sideMenu(page);
  await expect(menu.getByText('Mein Paket')).toBeVisible();
  await page.getByRole('button', { name: 'Menü einklappen' }).click();
  await expect(menu.getByText('Mein Paket')).toBeHidden();
  // Still reachable by name while collapsed.
  await menu.getByRole('link', { name: 'Mein Paket' }).click();
  await expect(page).toHaveURL('/package');
  await page.getByRole('button', { name: 'Menü ausklappen' }).click();
  await expect(menu.getByText('Mein Paket')).toBeVisible();
});

// Issue 32 (spec 01): collapsed to icons, every entry still has its name for screen readers
// and shows it as a tooltip on hover and on keyboard focus.
for (const entry of roleAccounts) {
  test(`${entry.label}: the collapsed side menu names every entry and shows it as a tooltip`, async ({ page }) => {
    await openHome(page, entry);
    await page.getByRole('button', { name: 'Menü einklappen' }).click();
    const menu = sideMenu(page);
    await expect(menu.getByText(menuByRole[entry.role][0]!, { exact: true })).toBeHidden();
    for (const label of menuByRole[entry.role]) {
      // 'Nachrichten' may carry its count ('Nachrichten, 2 neu': other tests write to the demo firm).
      const name = new RegExp(`^${label}(, \\d+ neu)?$`);
      const link = menu.getByRole('link', { name });
      await expect(link).toHaveAccessibleName(name);
      await link.hover();
      // By name: the tooltip of the entry before may still be fading out.
      await expect(page.getByRole('tooltip', { name })).toBeVisible();
    }
    // Keyboard users see it too: the first entry, focused, names itself.
    await page.mouse.move(640, 400);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.getByRole('button', { name: 'Menü ausklappen' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('tooltip', { name: menuByRole[entry.role].at(-1)!, exact: true })).toBeVisible();
  });
}

// Audit of spec 02: /progress ('Fortschritt') is open to every role, and the menu leads there: the
// side menu on a laptop, the drawer on a phone (the collapsed menu's tooltip: the loop above).
const { shot, viewShot } = screenshotsOf('roles');
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  for (const entry of roleAccounts) {
    test(`${entry.label}: the menu leads to Fortschritt (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openHome(page, entry);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const phone = viewport.width < 1280;
      if (phone) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      const menu = phone ? page.getByRole('dialog').getByRole('navigation', { name: 'Hauptmenü' }) : sideMenu(page);
      const link = menu.getByRole('link', { name: 'Fortschritt', exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', '/progress');
      // The drawer is an overlay: the visible screen.
      await (phone ? viewShot : shot)(page, `menu-${entry.role}-${viewport.width}`);
      await link.click();
      await expect(page).toHaveURL('/progress');
      await expect(page.getByRole('heading', { level: 1, name: 'Fortschritt' })).toBeVisible();
      if (phone) return;
      // The entry lights up on its page; collapsed, its icon stays and names itself on hover.
      await expect(link).toHaveAttribute('aria-current', 'page');
      await page.getByRole('button', { name: 'Menü einklappen' }).click();
      await expect(menu.getByText('Fortschritt', { exact: true })).toBeHidden();
      await expect(link.locator('svg')).toBeVisible();
      // The menu narrows with a transition: a hover while it still moves may land beside the icon.
      await expect(async () => {
        await link.hover();
        await expect(page.getByRole('tooltip', { name: 'Fortschritt', exact: true })).toBeVisible({ timeout: 2000 });
      }).toPass();
      await viewShot(page, `menu-${entry.role}-collapsed`);
      // Expanded again for the next test in this browser (the preference is kept).
      await page.getByRole('button', { name: 'Menü ausklappen' }).click();
    });
  }
}

test('on a phone the drawer shows every label, also when the desktop menu was collapsed', async ({ page }) => {
  await openHome(page, roleAccounts[0]);
  await page.getByRole('button', { name: 'Menü einklappen' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Hauptmenü' });
  for (const name of menuByRole.admin) await expect(drawer.getByText(name, { exact: true })).toBeVisible();
});

test('login validates, then validates live, and reports wrong credentials', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();
  // Live now: typing changes the message without another submit.
  await page.getByLabel('E-Mail', { exact: true }).fill('anna@');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await page.getByLabel('E-Mail', { exact: true }).fill('niemand@e2e.test.de');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeHidden();
  await page.getByLabel('Passwort', { exact: true }).fill('falsch-123');
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeHidden();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const failure = toast(page, 'Fehler bei der Anmeldung');
  await expect(failure).toContainText('Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.');
  await expect(page).toHaveURL('/login');

  // Toasts can be swiped away (more than 50 px).
  const box = (await failure.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(failure).toHaveCount(0);
});
