import { expect, test } from './support/test';
import { admin, client } from './support/accounts';
import { signInQuickly, toast } from './support/ui';

// Issue 32 (spec 01 §8, spec 02 §8): a record that is not there (a 404 of an unknown id) is told
// by the common handler's toast 'Nicht gefunden'; the page keeps its not-found state as content.
// Client details have a not-found state of their own in the spec (spec 02 §2) and keep it alone.

const unknownId = '00000000-0000-4000-8000-000000000000';
const notFoundText = 'Die angeforderte Ressource wurde nicht gefunden.';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the admin's unknown questionnaire and Accelerator toast 'Nicht gefunden'`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInQuickly(page, admin);
    for (const [path, inline] of [
      [`/admin/questionnaires/${unknownId}`, 'Fragebogen nicht gefunden.'],
      [`/admin/partners/edit/${unknownId}`, 'Der Benutzer wurde nicht gefunden.'],
      [`/partners/${unknownId}`, 'Profil nicht verfügbar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(inline)).toBeVisible();
      const told = toast(page, 'Nicht gefunden');
      await expect(told).toHaveCount(1);
      await expect(told).toContainText(notFoundText);
    }
    await page.goto(`/admin/clients/${unknownId}`);
    await expect(page.getByText('Klient nicht gefunden')).toBeVisible();
    await expect(toast(page, notFoundText)).toHaveCount(0);
  });

  test(`at ${viewport.width} px a client's unknown Accelerator toasts 'Nicht gefunden'`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInQuickly(page, client);
    await page.goto(`/partner/${unknownId}`);
    await expect(page.getByText('Profil nicht verfügbar')).toBeVisible();
    await expect(toast(page, 'Nicht gefunden')).toContainText(notFoundText);
  });
}
