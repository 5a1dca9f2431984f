import { expect, test, type Page } from './support/test';
import { berlinWallClock } from '../lib/german/time';
import { clientOfDemoCoach, coachScreenLive } from './support/circle';
import { openLive } from './support/realtime';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast, typeSegments } from './support/ui';

// Issue 33, tasks: a coach gives a task with a due day; the client ticks it off and the coach's open
// page follows without reloading; a reopened task is open again for both. 1280 and 390 px.

const { shot } = screenshotsOf('tasks');
const task = (page: Page, title: string) => page.getByTestId('task').filter({ hasText: title });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`tasks between sessions: given, ticked, live (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { client, clientId } = await clientOfDemoCoach(browser, request, 'Tom Aufgabe', `${viewport.width}`);

    const coachPage = await coachScreenLive(browser, viewport, '/tasks', clientId, 'Aufgaben');
    const card = coachPage.getByTestId('give-task');
    await card.getByRole('textbox', { name: 'Titel' }).fill('Preisliste überarbeiten');
    await card.getByRole('textbox', { name: 'Details (optional)' }).fill('Drei Varianten, ab 99,90 € im Monat.');
    // A week from today, typed as a German user types it.
    const due = berlinWallClock(new Date(Date.now() + 7 * 86_400_000)).date;
    const [y, m, d] = due.split('-');
    await typeSegments(coachPage, card.getByRole('group', { name: 'Fällig am (optional)' }), `${d}${m}${y}`);
    await card.getByRole('button', { name: 'Aufgabe stellen' }).click();
    await expect(toast(coachPage, 'Aufgabe gestellt')).toBeVisible();
    await expect(task(coachPage, 'Preisliste überarbeiten')).toContainText(`fällig am ${d}.${m}.${y}`);
    await shot(coachPage, `coach-${viewport.width}`);

    const clientPage = await signedInPage(browser, client, viewport);
    await openLive(clientPage, '/tasks');
    const mine = task(clientPage, 'Preisliste überarbeiten');
    await expect(mine).toContainText('von Markus Berger');
    await expect(clientPage.getByTestId('give-task')).toHaveCount(0);
    await mine.getByRole('checkbox', { name: 'Preisliste überarbeiten' }).check({ force: true });
    await expect(toast(clientPage, 'Aufgabe erledigt')).toBeVisible();
    await expect(mine).toHaveAttribute('data-state', 'done');
    // The coach's open page follows without a reload.
    await expect(task(coachPage, 'Preisliste überarbeiten')).toHaveAttribute('data-state', 'done');
    await expect(task(coachPage, 'Preisliste überarbeiten')).toContainText(`von ${client.name}`);
    await shot(clientPage, `client-${viewport.width}`);

    await mine.getByRole('checkbox', { name: 'Preisliste überarbeiten' }).uncheck({ force: true });
    await expect(task(coachPage, 'Preisliste überarbeiten')).toHaveAttribute('data-state', 'open');

    for (const page of [coachPage, clientPage]) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
