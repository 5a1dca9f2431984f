import { expect, test, type Page } from './support/test';
import { admin, client, partner, type Login } from './support/accounts';
import { signedInPage } from './support/ui';

// A section that fills in after its page showed pushes what is below it away, just as the user
// presses it: 'Termin buchen' under the hours card and 'Kalender-Abo einrichten' under the billing
// address each once took a click that then opened nothing. The screens with buttons below cards
// (the admin's too) show as they stay: no element of the page moves once it is there (Chromium's
// layout-shift entries, as for the Cumulative Layout Shift of Core Web Vitals), on a phone, where
// cards stack.

interface Shift {
  value: number;
  what: string;
}

declare global {
  interface Window {
    pageShifts: Shift[];
  }
}

/** From the first paint on, every layout shift that moved something inside <main>. */
function recordShifts() {
  window.pageShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources?: { node?: Node | null }[];
    })[]) {
      for (const source of entry.sources ?? []) {
        const node = source.node;
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        if (!element?.closest('main')) continue;
        const label = element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.tagName.toLowerCase();
        window.pageShifts.push({ value: entry.value, what: `${label}: ${(element.textContent ?? '').slice(0, 60)}` });
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `path` and answers what moved inside the page until every section has loaded. */
async function shiftsOn(page: Page, path: string, heading: string | RegExp): Promise<Shift[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').getByRole('status', { name: /geladen/ })).toHaveCount(0);
  // Layout shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => window.pageShifts);
}

const screens: { who: string; login: Login; pages: { path: string; heading: string | RegExp }[] }[] = [
  {
    who: 'a client',
    login: client,
    pages: [
      { path: '/dashboard', heading: /^Willkommen/ },
      { path: '/meetings', heading: 'Meeting-Übersicht' },
      { path: '/package', heading: 'Mein Paket' },
      { path: '/account-settings', heading: 'Kontoeinstellungen' },
    ],
  },
  {
    who: 'an Accelerator',
    login: partner,
    pages: [
      { path: '/partner', heading: /^Willkommen/ },
      { path: '/account-settings', heading: 'Kontoeinstellungen' },
    ],
  },
  {
    who: 'an admin',
    login: admin,
    pages: [
      { path: '/admin', heading: /^Willkommen|Dashboard/ },
      { path: '/admin/packages', heading: 'Pakete' },
      { path: '/admin/invoices', heading: 'Rechnungen' },
      { path: '/admin/settings', heading: 'Einstellungen' },
    ],
  },
];

for (const { who, login, pages } of screens) {
  test(`the screens of ${who} do not move under the pointer while their cards load (390 px)`, async ({ browser }) => {
    const page = await signedInPage(browser, login, { width: 390, height: 844 });
    await page.addInitScript(recordShifts);
    // Only the loading is measured: with its live socket, a row another test adds meanwhile (a
    // pushed invoice draft) would move the list too. The socket is held, never answered.
    await page.routeWebSocket(/\/socket\.io\//, () => {});
    // As on a busy server, and in the order that hurts: each answer late, the first asked the latest
    // (a card whose data the loader starts before the page's own then fills in after the page showed).
    let asked = 0;
    await page.route('**/api/**', async (route) => {
      asked += 1;
      await new Promise((done) => setTimeout(done, 500 - 80 * (asked % 6)));
      await route.continue();
    });
    for (const { path, heading } of pages) {
      expect(await shiftsOn(page, path, heading), path).toEqual([]);
    }
    await page.context().close();
  });
}
