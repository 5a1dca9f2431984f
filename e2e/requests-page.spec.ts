import { expect, test } from './support/test';
import { admin } from './support/accounts';
import { baseURL } from './support/env';
import { screenshotsOf } from './support/screenshots';
import { signInQuickly } from './support/ui';

// Issue 17 item 2: the admin dashboard's list of leads is searched, filtered and paged by the
// server; the URL keeps the state, so a reload (or 'back') shows the same list.

const tag = `${Date.now().toString(36)}${process.pid}`;
const { shot } = screenshotsOf('requests-page');

test('admin: the requests are searched and filtered on the server, the URL keeps the choice', async ({
  page,
  playwright,
}) => {
  // Two visitors who stopped after their contact details (no session: anonymous questionnaires).
  const visitor = await playwright.request.newContext({ baseURL });
  for (const letter of ['A', 'B']) {
    const created = await visitor.post('/api/questionnaires', {
      data: {
        answers: {
          name: `Suchprobe ${letter}`,
          email: `suchprobe-${letter.toLowerCase()}-${tag}@e2e.test.de`,
          company: `Suchprobe ${tag} ${letter}`,
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await visitor.dispose();

  await signInQuickly(page, admin);
  await page.goto('/admin');
  const card = page.getByTestId('questionnaire-requests');
  const rows = card.getByTestId('questionnaire-request');
  await card.getByRole('searchbox', { name: 'Suche' }).fill(tag);
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(rows.first()).toContainText('unvollständig');

  await card.locator('label', { hasText: /^Anfragen$/ }).click();
  await expect(card.getByText('Keine Anfragen für diese Auswahl.')).toBeVisible();
  await expect(page).toHaveURL(/filter=requests/);

  await card.locator('label', { hasText: /^Unvollständig$/ }).click();
  await expect(rows).toHaveCount(2);
  await page.reload();
  await expect(card.getByRole('searchbox', { name: 'Suche' })).toHaveValue(tag);
  await expect(card.getByRole('radio', { name: 'Unvollständig' })).toBeChecked();
  await expect(rows).toHaveCount(2);
  await shot(page, 'search-and-filter');

  // A search nobody matches empties the list, and clearing it brings every lead back.
  await card.getByRole('searchbox', { name: 'Suche' }).fill(`${tag}-niemand`);
  await expect(card.getByText('Keine Anfragen für diese Auswahl.')).toBeVisible();
  await card.getByRole('button', { name: 'Suche leeren' }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(rows.first()).toBeVisible();
});
