import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { admin } from './accounts';
import { artifactsDir } from './env';
import { signInQuickly } from './ui';

// Helpers of the package specs: fresh clients, offers made through the API, screenshots.

let counter = 0;

interface FreshClient {
  id: string;
  name: string;
  email: string;
  page: Page;
}

/** A new client, registered (and so signed in) in a browser context of its own. */
export async function freshClient(
  browser: Browser,
  viewport?: { width: number; height: number },
): Promise<FreshClient> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  const email = `paket-${tag}@e2e.test.de`;
  const name = `Paula Paket ${tag.slice(-6)}`;
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'Start-Passwort-1', name, company: 'Paket GmbH' },
  });
  expect(res.status(), 'Registrierung').toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  return { id: user.id, name, email, page };
}

/** An admin page in a context of its own. */
export async function adminPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signInQuickly(page, admin);
  return page;
}

/** The id of any active partner account (the demo seeds three). */
async function anyPartnerId(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/users/role/partner');
  const partners = (await res.json()) as { id: string; active: boolean }[];
  const first = partners.find((p) => p.active);
  if (!first) throw new Error('Kein Accelerator vorhanden');
  return first.id;
}

/** Offers a package to the client through the API (the admin's request context). */
export async function offerPackage(
  request: APIRequestContext,
  clientId: string,
  opts: { name: string; hours: number; activate?: boolean },
): Promise<string> {
  const partnerId = await anyPartnerId(request);
  const res = await request.post('/api/packages/create-and-assign', {
    data: {
      clientId,
      packageName: opts.name,
      customPrice: 1490,
      partnerHours: [{ partnerId, hours: opts.hours }],
      paymentReference: 'RE-E2E',
      activateImmediately: opts.activate ?? false,
      paymentConfirmed: opts.activate ?? false,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { userPackage: { id: string } }).userPackage.id;
}

/** Waits until the page's realtime socket is connected (changes behind its back reach it then). */
export async function realtimeReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
}

/** Marks the document, so a later check can prove the page was not reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'kept'));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-e2e-mark', 'kept');
}

export const packageShot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({
    path: path.join(artifactsDir, 'screenshots', `packages-${name}.png`),
    fullPage,
    animations: 'disabled',
  });
