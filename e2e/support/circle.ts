import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { admin, partner, type Login } from './accounts';
import { offerPackage, registerUser, signedInRequest } from './api';
import { openLive } from './realtime';
import { signedInPage } from './ui';

/**
 * A new client whose active package gives the demo Accelerator (Markus Berger) 8 hours: the two of
 * a between-sessions spec (notes, tasks, files, messages). `who` names them ('Nora Notiz'), `tag` the
 * run (unique per viewport).
 */
export async function clientOfDemoCoach(
  browser: Browser,
  request: APIRequestContext,
  who: string,
  tag: string,
): Promise<{ client: Login; clientId: string; coach: Login }> {
  const run = `${Date.now().toString(36)}${tag}`;
  const client: Login = {
    name: `${who} ${run}`,
    email: `${who.toLowerCase().replace(/\W+/g, '-')}-${run}@e2e.test.de`,
    password: 'Start-Passwort-1',
  };
  const clientId = await registerUser(request, client);
  await offerPackage(await signedInRequest(browser, admin), clientId, {
    name: `Paket ${run}`,
    price: 800,
    activate: true,
    partnerHours: [{ partnerEmail: partner.email, hours: 8 }],
  });
  return { client, clientId, coach: partner };
}

/**
 * The demo coach's screen of a between-sessions feature (`path`: '/notes', '/tasks', '/files') on
 * the client, open and live (its socket connected), once its heading (`title`) shows.
 */
export async function coachScreenLive(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  clientId: string,
  title: string,
): Promise<Page> {
  const page = await signedInPage(browser, partner, viewport);
  await openLive(page, `${path}?client=${clientId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return page;
}
