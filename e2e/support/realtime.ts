import { expect, type Page } from '@playwright/test';

// Pages that must follow changes made elsewhere: wait for the socket, then prove no reload.

/**
 * Waits until the page's realtime socket is connected (changes behind its back reach it then). Up to
 * 20 s: in the whole suite a page opened while the other worker imports 3,000 bank lines waited longer
 * than the default 7 s for its first render (tasks.spec at 1280 px, twice).
 */
export async function realtimeReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });
}

/** Opens a page and waits for its realtime socket, so changes made elsewhere reach it. */
export async function openLive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await realtimeReady(page);
}

/** Marks the document, so a later check can prove the page was not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'kept'));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-mark', 'kept');
}
