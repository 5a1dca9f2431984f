import { expect, test, type Page } from './support/test';
import path from 'node:path';
import { listBackups } from '../server/backup/status';
import { PORTAL_VERSION } from '../server/version';
import { admin } from './support/accounts';
import { artifactsDir, dataDir } from './support/env';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';
import { migrations } from '../migrations';

// Issue 37: the admin reads the portal's state in the 'System' card of /admin/settings and takes a
// backup with 'Jetzt sichern' (a real one, into the e2e server's DATA_DIR/backups), at 1280 and
// 390 px without sideways scrolling.

const { shot } = screenshotsOf('system');

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("an admin takes a backup with 'Jetzt sichern' and sees it, the version, migrations and failed jobs in the System card", async ({
  browser,
}) => {
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'System' });
  const facts = card.getByTestId('system-facts');
  await card.getByRole('button', { name: 'Jetzt sichern' }).click();
  await expect(page.getByText('Sicherung erstellt')).toBeVisible();
  const [backup] = await listBackups(path.join(dataDir, 'backups'));
  expect(backup).toBeDefined();
  const events = backup!.events;
  await expect(facts).toContainText('Version');
  await expect(facts).toContainText(PORTAL_VERSION);
  await expect(facts).toContainText('Letzte Sicherung');
  await expect(facts).toContainText(/gerade eben|vor 1 Minute/);
  await expect(facts).toContainText(/ · \d+(,\d)? (kB|MB) · /);
  await expect(facts).toContainText(`${events.toLocaleString('de-DE')} Ereignisse`);
  await expect(facts).toContainText('unverschlüsselt');
  await expect(facts).toContainText(path.join(dataDir, 'backups'));
  await expect(facts).toContainText('Migrationen');
  // The newest migrations by name, the rest counted (the card stays short as releases add them).
  const names = Object.keys(migrations).sort();
  await expect(facts).toContainText(`${names.length} angewandt`);
  await expect(facts).toContainText(names.at(-1)!);
  await expect(facts).toContainText('Fehlgeschlagene Aufträge');
  await expect(facts).toContainText('Keine');
  await noSidewaysScroll(page);
  await shot(page, 'settings-1280');
  await card.screenshot({ path: path.join(artifactsDir, 'screenshots', 'system-card-1280.png') });

  const small = await signedInPage(browser, admin, { width: 390, height: 844 });
  await small.goto('/admin/settings');
  const smallCard = small.getByRole('region', { name: 'System' });
  await expect(smallCard).toContainText('Letzte Sicherung');
  await noSidewaysScroll(small);
  await shot(small, 'settings-390');
  await smallCard.screenshot({ path: path.join(artifactsDir, 'screenshots', 'system-card-390.png') });
});
