import { expect, test } from './support/test';
import { registerClient } from './support/accounts';
import { realtimeReady } from './support/realtime';
import { signInQuickly } from './support/ui';

test('a change pushed by the server shows without reloading the page', async ({ page, request }) => {
  const account = await registerClient(request, 'push');
  await signInQuickly(page, account);
  await page.goto('/account-settings');
  const info = page.getByTestId('account-info');
  await expect(info).toContainText('Erika Mustermann');
  await realtimeReady(page);

  // Same session, changed outside the page: only the realtime push can tell the page.
  const res = await page.request.put('/api/users/profile', { data: { name: 'Erika Beispiel' } });
  expect(res.status()).toBe(200);
  await expect(info).toContainText('Erika Beispiel');
  await expect(page.getByRole('button', { name: /^Benutzermenü/ })).toContainText('Erika Beispiel');
});
