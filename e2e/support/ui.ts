import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { demoAdmin, demoClients, demoPartners } from '../../server/seed/demo-accounts';
import type { Login } from './accounts';

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/**
 * Signs in through the API (the browser context keeps the session cookie), for tests whose
 * subject is not the login screen itself; faster than typing. Takes a page or a browser context.
 */
export async function signInQuickly(page: { request: APIRequestContext }, account: Login): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: account.email, password: account.password },
  });
  expect(res.status(), `Anmeldung von ${account.email}`).toBe(200);
}

// The demo accounts' sessions, one per worker: signed in once through the API, then handed to each
// new browser context as its stored state (the cookie), so a test does not pay a sign-in (an argon2
// check and a round trip, 60-700 ms under load) for every page it opens. Only the seeded demo
// accounts: no spec ends their sessions (the logout specs sign in afresh with `signInQuickly`),
// while an account a test registers may be signed out or have its password changed.
type StoredSession = Awaited<ReturnType<BrowserContext['storageState']>>;
const demoEmails = new Set([demoAdmin, ...demoPartners, ...demoClients].map((a) => a.email));
const storedSessions = new Map<string, Promise<StoredSession>>();

async function signInOnce(browser: Browser, account: Login): Promise<StoredSession> {
  const context = await browser.newContext();
  try {
    await signInQuickly(context, account);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A browser context of its own signed in as `account`: a demo account's stored session, else a fresh sign-in. */
export async function signedInContext(
  browser: Browser,
  account: Login,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  if (!demoEmails.has(account.email)) {
    const context = await browser.newContext(options);
    await signInQuickly(context, account);
    return context;
  }
  let session = storedSessions.get(account.email);
  if (!session) {
    session = signInOnce(browser, account);
    storedSessions.set(account.email, session);
    // A failed sign-in is not kept: the next test signs in again (and fails with its own message).
    session.catch(() => storedSessions.delete(account.email));
  }
  return browser.newContext({ ...options, storageState: await session });
}

/** A page in a browser context of its own (the config's viewport unless given), signed in as `account`. */
export async function signedInPage(
  browser: Browser,
  account: Login,
  viewport?: { width: number; height: number },
): Promise<Page> {
  return (await signedInContext(browser, account, viewport ? { viewport } : {})).newPage();
}

export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Hauptmenü' });
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Benutzermenü/ }).click();
}

/** Every path the page has been on, including in-app (history API) navigations. */
export function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) paths.push(new URL(frame.url()).pathname);
  });
  return paths;
}

/**
 * Chooses in a searchable picker (react-aria ComboBox) by typing `text` and clicking the option
 * showing `optionText`. The list is non-modal: react-aria closes it when the field's scroll parent
 * scrolls (a dialog body Playwright has just scrolled to reach the field), so the field is brought
 * into view first and the typing repeated if the list closed under the click.
 */
export async function chooseInPicker(page: Page, picker: Locator, text: string, optionText: string | RegExp) {
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toBeInViewport();
  await expect(async () => {
    await picker.fill(text);
    await page.getByRole('option').filter({ hasText: optionText }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Chooses the first option of a select (react-aria Select) and returns its label. At 390 px the
 * trigger sits in a scrolling dialog body, and the popover closes when that body scrolls under it
 * (as the picker above), so the trigger is brought into view first and opened again if it closed.
 */
export async function chooseFirstOption(page: Page, trigger: Locator): Promise<string> {
  await trigger.scrollIntoViewIfNeeded();
  let label = '';
  await expect(async () => {
    const option = page.getByRole('option').first();
    if (!(await option.isVisible())) await trigger.click();
    label = (await option.innerText({ timeout: 2_000 })).trim();
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return label;
}

/** Types digits into a react-aria date or time field (its segments take them one after the other). */
export async function typeSegments(page: Page, group: Locator, digits: string): Promise<void> {
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** Picks an option of a react-aria Select, opening it again if a scroll closed it. */
export async function selectOption(page: Page, trigger: Locator, option: string) {
  await trigger.scrollIntoViewIfNeeded();
  await expect(async () => {
    if (!(await page.getByRole('option', { name: option }).isVisible())) await trigger.click();
    await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(trigger).toContainText(option);
}

/** The Accelerator's 'Meeting planen' dialog, opened on /partner/meetings. */
export async function openPlanDialog(page: Page): Promise<Locator> {
  await page.goto('/partner/meetings');
  await page.getByRole('button', { name: 'Meeting planen' }).click();
  return page.getByRole('dialog', { name: 'Meeting planen' });
}
