import { expect, test } from './support/test';
import { packageMessages } from '../modules/packages/contract';
import { offerParties, packageShot } from './support/packages';
import { expectNotReloaded, markDocument, realtimeReady } from './support/realtime';
import { chooseFirstOption, chooseInPicker, toast } from './support/ui';

// Issue 5, Done when: offer -> the client accepts -> the admin sees it live -> activation with
// payment confirmed -> the client sees 'Aktiv' live. Two browser contexts, no reloads.

test('an offered package is accepted by the client and activated by the admin, both pages updating live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { client, admin, packageName } = await offerParties(browser, 'Wachstum');

  await admin.goto('/admin/packages');
  await expect(admin.getByRole('heading', { name: 'Pakete', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('stat-active')).toContainText('Aktive Pakete');

  // Create & Assign
  await admin.getByRole('button', { name: 'Neues Paket erstellen' }).click();
  const create = admin.getByRole('dialog', { name: 'Create & Assign Package' });
  await expect(create).toBeVisible();
  await expect(create.getByText('No partners allocated yet')).toBeVisible();
  const submit = create.getByRole('button', { name: 'Create & Assign' });
  await expect(submit).toBeDisabled();
  await create.getByLabel('Package Name').fill(packageName);
  await create.getByLabel('Price (€)').fill('1490,50');
  await create.getByLabel('Description').fill('Zwölf Monate Begleitung im Wachstum.');

  // Adding without a partner is refused with the spec's text.
  await create.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(create.getByText(packageMessages.allocationInvalid)).toBeVisible();

  const partnerLabel = await chooseFirstOption(admin, create.getByRole('button', { name: /Partner$/ }));
  expect(partnerLabel).toMatch(/ - /); // 'name - specialty'
  await create.getByLabel('Hours').fill('12');
  await create.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(create.getByRole('list', { name: 'Allocated partners' })).toContainText(partnerLabel);
  await expect(create.getByText('Total Hours: 12')).toBeVisible();

  await chooseInPicker(admin, create.getByRole('combobox', { name: 'Client *' }), client.email, client.email);
  await create.getByLabel('Payment Reference').fill('RE-2026-0042');
  const summary = create.getByTestId('assignment-summary');
  await expect(summary).toContainText(client.name);
  await expect(summary).toContainText('12');
  await expect(summary).toContainText('1.490,50');

  // Ticking 'activate immediately' renames the button and asks for the payment confirmation.
  await create.getByText('Activate immediately (skip client acceptance)').click();
  await expect(create.getByRole('button', { name: 'Create & Activate' })).toBeEnabled();
  await expect(create.getByRole('checkbox', { name: 'Confirm Payment Received' })).toBeVisible();
  await packageShot(admin, 'create-dialog-desktop', false);
  await create.getByText('Activate immediately (skip client acceptance)').click();
  await expect(create.getByRole('checkbox', { name: 'Confirm Payment Received' })).toBeHidden();

  await submit.click();
  await expect(toast(admin, packageMessages.created)).toBeVisible();
  await expect(create).toBeHidden();
  const waitingRow = admin
    .getByRole('list', { name: 'Warten auf Annahme' })
    .getByRole('listitem')
    .filter({ hasText: packageName });
  await expect(waitingRow).toContainText(client.email);
  await expect(waitingRow).toContainText('12 Stunden');
  await expect(waitingRow.getByRole('button', { name: 'Wartend' })).toBeDisabled();

  // The client sees the offer and accepts it (binding, so confirmed first).
  await client.page.goto('/package');
  await expect(client.page.getByRole('heading', { name: packageName })).toBeVisible();
  await expect(client.page.getByTestId('package-status')).toHaveText('Annahme ausstehend');
  await expect(
    client.page.getByTestId('package-partners').getByRole('link', { name: partnerLabel.split(' - ')[0] }),
  ).toBeVisible();
  await packageShot(client.page, 'client-offer-desktop');

  await realtimeReady(admin);
  await realtimeReady(client.page);
  await markDocument(admin);
  await markDocument(client.page);

  await client.page.getByRole('button', { name: 'Paket annehmen' }).click();
  const confirm = client.page.getByRole('alertdialog', { name: 'Paket verbindlich annehmen?' });
  await expect(confirm).toContainText('verbindlich');
  // No billing address on file yet: the dialog asks for it (the invoice needs it).
  await confirm.getByLabel('Straße und Hausnummer').fill('Lindenweg 5');
  await confirm.getByLabel('PLZ').fill('50667');
  await confirm.getByLabel('Ort').fill('Köln');
  await confirm.getByRole('button', { name: 'Verbindlich annehmen' }).click();
  await expect(toast(client.page, 'Paket angenommen')).toBeVisible();
  await expect(client.page.getByTestId('package-status')).toHaveText('Aktivierung ausstehend');
  await expect(client.page.getByRole('button', { name: 'Paket annehmen' })).toBeHidden();

  // Live on the admin's page: the package moves to 'Bereit zur Aktivierung'.
  const readyRow = admin
    .getByRole('list', { name: 'Bereit zur Aktivierung' })
    .getByRole('listitem')
    .filter({ hasText: packageName });
  await expect(readyRow).toBeVisible();
  await expect(readyRow).toContainText('1.490,50');
  await expect(waitingRow).toBeHidden();
  await expectNotReloaded(admin);
  await packageShot(admin, 'admin-desktop');

  // Activation needs the payment confirmation.
  await readyRow.getByRole('button', { name: 'Aktivieren' }).click();
  const activate = admin.getByRole('dialog', { name: 'Activate Package' });
  await expect(activate).toContainText('Client Accepted');
  await expect(activate).toContainText(client.email);
  await expect(activate).toContainText('RE-2026-0042');
  await expect(activate).toContainText(partnerLabel);
  await activate.getByRole('button', { name: 'Activate Package' }).click();
  await expect(toast(admin, 'Payment Confirmation Required')).toBeVisible();
  await activate.getByLabel('Activation Notes (optional)').fill('Zahlung am Vormittag eingegangen.');
  await activate.getByText('Confirm Payment Received').click();
  await packageShot(admin, 'activate-dialog-desktop', false);
  await activate.getByRole('button', { name: 'Activate Package' }).click();
  await expect(toast(admin, 'Package Activated')).toContainText(packageMessages.activated);
  await expect(activate).toBeHidden();
  await expect(readyRow).toBeHidden();

  // Live on the client's page: 'Aktiv'.
  await expect(client.page.getByTestId('package-status')).toHaveText('Aktiv');
  await expect(client.page.getByText('12 von 12 Stunden übrig')).toBeVisible();
  await expectNotReloaded(client.page);
  await packageShot(client.page, 'client-active-desktop');

  await client.page.goto('/dashboard');
  const card = client.page.getByTestId('dashboard-package');
  await expect(card).toContainText(packageName);
  await expect(card.getByTestId('package-status')).toHaveText('Aktiv');
  await card.getByRole('link', { name: 'Zu Mein Paket' }).click();
  await expect(client.page).toHaveURL('/package');
});
