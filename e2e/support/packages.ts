import type { Browser, Page } from '@playwright/test';
import path from 'node:path';
import { admin } from './accounts';
import { registerUser } from './api';
import { artifactsDir } from './env';
import { signedInPage } from './ui';

// Helpers of the package specs: fresh clients, admin pages, screenshots.

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
  const id = await registerUser(page.request, { email, password: 'Start-Passwort-1', name, company: 'Paket GmbH' });
  return { id, name, email, page };
}

/** An admin page in a context of its own. */
export function adminPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  return signedInPage(browser, admin, viewport);
}

/**
 * The two sides of an offer, each in a browser context of its own: a new client and the admin; and
 * the package's name, unique by the client's tag (`Wachstum 1a2b3c`).
 */
export async function offerParties(
  browser: Browser,
  packagePrefix: string,
  viewport?: { width: number; height: number },
) {
  const client = await freshClient(browser, viewport);
  const admin = await adminPage(browser, viewport);
  return { client, admin, packageName: `${packagePrefix} ${client.name.slice(-6)}` };
}

export const packageShot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({
    path: path.join(artifactsDir, 'screenshots', `packages-${name}.png`),
    fullPage,
    animations: 'disabled',
  });
