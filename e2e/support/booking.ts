import { expect, type Browser, type Page } from '@playwright/test';
import { admin, type Login } from './accounts';
import { clientWithHoursOf, signedInRequest } from './api';
import { signedInPage } from './ui';
import { everyDayAvailability } from '../../server/testing/availability';

// The client's booking (issue 19) as specs start it: an Accelerator of the spec's own, bookable
// every day, and the pick of one start in the open slot dialog.

/** 'Fr., 27.11.' as the week shows a day. */
export const dayName = (date: string) =>
  new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
const mondayOf = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/** The Accelerator is bookable 07:00–21:00 every day, at once, in their Zoom room. */
export async function openEveryDay(browser: Browser, partner: Login): Promise<void> {
  const asPartner = await signedInRequest(browser, partner);
  const res = await asPartner.put('/api/availability', {
    data: everyDayAvailability(
      { from: '07:00', to: '21:00' },
      { platform: 'zoom', link: 'https://zoom.us/j/e2e-raum' },
    ),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * A new Accelerator (made by the admin) free 07:00–21:00 every day, no lead time or buffer: a
 * spec's own, since another spec saves a demo Accelerator's availability meanwhile. Answers the id.
 */
export function bookablePartner(browser: Browser, partner: Login): Promise<string> {
  // A worker that runs both viewports of a spec runs its beforeAll once per group: made once.
  let made = madeInThisWorker.get(partner.email);
  if (!made) madeInThisWorker.set(partner.email, (made = makeBookablePartner(browser, partner)));
  return made;
}

const madeInThisWorker = new Map<string, Promise<string>>();

/**
 * The spec's own bookable Accelerator (`bookablePartner`) and a new client holding 4 of their hours
 * in `packageName`: the client's page, signed in at `viewport`.
 */
export async function clientOfBookablePartner(
  browser: Browser,
  partner: Login,
  client: Login,
  packageName: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  await bookablePartner(browser, partner);
  await clientWithHoursOf(browser, client, { partner, hours: 4, packageName });
  return signedInPage(browser, client, viewport);
}

/**
 * The logins of a spec's own Accelerator, one per viewport `width` (a worker may run both
 * viewports, each after a beforeAll of its own): `<mailbox>-<run>-<width>@e2e.test.de`.
 */
export function acceleratorPerWidth(mailbox: string, name: string, password: string): (width: number) => Login {
  const tag = `${Date.now().toString(36)}${process.pid}`;
  return (width) => ({ email: `${mailbox}-${tag}-${width}@e2e.test.de`, password, name: `${name} ${tag} ${width}` });
}

async function makeBookablePartner(browser: Browser, partner: Login): Promise<string> {
  const asAdmin = await signedInRequest(browser, admin);
  const created = await asAdmin.post('/api/users', { data: { role: 'partner', ...partner, partnerType: 'Strategie' } });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  const profile = await asAdmin.post('/api/partners', { data: { userId: user.id, specialty: 'Strategie' } });
  expect(profile.status(), await profile.text()).toBe(201);
  await openEveryDay(browser, partner);
  return user.id;
}

/**
 * In the open slot dialog: from the week it shows (an earlier pick may have paged on: on a Sunday,
 * tomorrow is next week) to the week of `date`, and its start `time`.
 */
export async function pickSlot(page: Page, dialogName: string, date: string, time: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  // The week's label, '23.03. – 29.03.2026': its Sunday.
  const label = await dialog.getByText(/^\d{2}\.\d{2}\. – \d{2}\.\d{2}\.\d{4}$/).innerText();
  const [, day, month, year] = /(\d{2})\.(\d{2})\.(\d{4})$/.exec(label)!;
  const weeks = Math.round(
    (Date.parse(mondayOf(date)) - Date.parse(mondayOf(`${year}-${month}-${day}`))) / (7 * 86_400_000),
  );
  const turn = dialog.getByRole('button', { name: weeks >= 0 ? 'Nächste Woche' : 'Vorherige Woche' });
  for (let i = 0; i < Math.abs(weeks); i++) await turn.click();
  // The chip is the label; its radio input is visually hidden.
  const start = page.getByRole('radio', { name: `${dayName(date)} ${time} Uhr` });
  await dialog.locator('label', { has: start }).click();
  await expect(dialog.getByRole('radio', { name: `${dayName(date)} ${time} Uhr` })).toBeChecked();
  await expect(dialog.getByTestId('chosen-slot')).toContainText(`${time} Uhr`);
  return dialog;
}
