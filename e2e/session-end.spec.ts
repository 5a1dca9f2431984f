import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { registerClient, type Login } from './support/accounts';
import { openLive } from './support/realtime';
import { openUserMenu, signInQuickly, toast } from './support/ui';

// Issue 15 item 11: a session ended elsewhere (a logout in another tab, a password change on
// another device, a load refused with 401) returns every open tab to '/' with 'Nicht authentifiziert'.

const signedOut = 'Nicht authentifiziert';

/** One browser (one cookie jar) with two tabs of the signed-in client, both live. */
async function twoTabs(browser: Browser, account: Login): Promise<{ context: BrowserContext; tabs: Page[] }> {
  const context = await browser.newContext();
  await signInQuickly(context, account);
  const tabs = [await context.newPage(), await context.newPage()];
  await openLive(tabs[0]!, '/dashboard');
  await openLive(tabs[1]!, '/meetings');
  return { context, tabs };
}

async function expectReturnedToStart(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, signedOut)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
}

test('a logout in one tab returns the other tab to / with the message', async ({ browser, request }) => {
  const account = await registerClient(request, 'sitzung-tab');
  const { tabs } = await twoTabs(browser, account);
  const [here, other] = tabs as [Page, Page];

  await openUserMenu(here);
  await here.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(here).toHaveURL(/\/$/);
  await expect(toast(here, 'Abgemeldet')).toBeVisible();
  // The tab that logged out says so once, and not that the session ended elsewhere.
  await expect(toast(here, signedOut)).toHaveCount(0);

  await expectReturnedToStart(other);
});

test('a password change on another device ends both tabs here', async ({ browser, request }) => {
  const account = await registerClient(request, 'sitzung-passwort');
  const { tabs } = await twoTabs(browser, account);

  const elsewhere = await browser.newContext();
  await signInQuickly(elsewhere, account);
  const changed = await elsewhere.request.post('/api/users/change-password', {
    data: {
      currentPassword: account.password,
      newPassword: 'Anderes-Passwort-7',
      confirmPassword: 'Anderes-Passwort-7',
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  for (const tab of tabs) await expectReturnedToStart(tab);
});

test('a load refused with 401 ends the session in the tab that asked', async ({ browser, request }) => {
  const account = await registerClient(request, 'sitzung-401');
  const { context, tabs } = await twoTabs(browser, account);
  const tab = tabs[1]!;

  // The cookie is gone without the server closing the socket: the next load answers 401.
  await context.clearCookies();
  await tab.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Acceleratoren' }).click();
  await expectReturnedToStart(tab);
});
