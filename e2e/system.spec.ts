import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_MAGIC } from '../server/backup/status';
import { PORTAL_VERSION } from '../server/version';
import { admin } from './support/accounts';
import { artifactsDir, dataDir } from './support/env';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';

// Issue 37: the admin reads the portal's state in the 'System' card of /admin/settings, at 1280
// and 390 px without sideways scrolling. The backup is a file with a valid header line (all the
// status reads) in the e2e server's backup folder, DATA_DIR/backups.

const { shot } = screenshotsOf('system');

function writeBackup(): void {
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir, { recursive: true });
  const header = {
    format: 1,
    takenAt: new Date(Date.now() - 3 * 3600_000 - 5 * 60_000).toISOString(),
    version: PORTAL_VERSION,
    migrations: ['0000_baseline'],
    events: 1234,
    lastPosition: 1234,
    encryption: { cipher: 'aes-256-gcm-chunked', salt: 'ZTJlLXNhbHQ=' },
  };
  const file = path.join(dir, 'portal-e2e.backup');
  fs.writeFileSync(file, `${BACKUP_MAGIC} 1 ${JSON.stringify(header)}\n`);
  fs.truncateSync(file, 12_345_678);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('an admin sees version, last backup, migrations and failed jobs in the System card', async ({ browser }) => {
  writeBackup();
  const page = await signedInPage(browser, admin);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'System' });
  const facts = card.getByTestId('system-facts');
  await expect(facts).toContainText('Version');
  await expect(facts).toContainText(PORTAL_VERSION);
  await expect(facts).toContainText('Letzte Sicherung');
  await expect(facts).toContainText('vor 3 Stunden');
  await expect(facts).toContainText('12,3 MB');
  await expect(facts).toContainText('1.234 Ereignisse');
  await expect(facts).toContainText('verschlüsselt');
  await expect(facts).toContainText(path.join(dataDir, 'backups'));
  await expect(facts).toContainText('Migrationen');
  await expect(facts).toContainText('0000_baseline');
  await expect(facts).toContainText('Fehlgeschlagene Aufträge');
  await expect(facts).toContainText('Keine');
  await noSidewaysScroll(page);
  await shot(page, 'settings-1280');
  await card.screenshot({ path: path.join(artifactsDir, 'screenshots', 'system-card-1280.png') });

  const small = await signedInPage(browser, admin, { width: 390, height: 844 });
  await small.goto('/admin/settings');
  const smallCard = small.getByRole('region', { name: 'System' });
  await expect(smallCard).toContainText('vor 3 Stunden');
  await noSidewaysScroll(small);
  await shot(small, 'settings-390');
  await smallCard.screenshot({ path: path.join(artifactsDir, 'screenshots', 'system-card-390.png') });
});
