import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { packageMessages, type PendingAssignment } from '../modules/packages/contract';
import { partnerMessages, type PartnerProfile } from '../modules/partners/contract';
import { adminPage, offerParties } from './support/packages';
import { chooseFirstOption, chooseInPicker, toast } from './support/ui';

// Issue 14 item 7: number fields read what a German user means ('1.234,56'; '99.90' and '2.5'
// with a decimal point) and refuse what they would have to guess ('1.2.3'), never changing a
// value silently (react-aria's de-DE NumberField turned '99.90' into 9.990).

const refusal = 'Bitte geben Sie eine Zahl ein, z. B. 99,90.';

/** A fresh client and the admin's Create & Assign dialog with the package named after the client. */
async function startPackage(browser: Browser, prefix: string) {
  const { client, admin, packageName } = await offerParties(browser, prefix);
  const create = await openCreateDialog(admin, packageName);
  return { client, admin, packageName, create, price: create.getByLabel('Price (€)') };
}

/** Types into a number field and leaves it (Tab), where it is read and checked. */
async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

async function openCreateDialog(admin: Page, packageName: string) {
  await admin.goto('/admin/packages');
  await admin.getByRole('button', { name: 'Neues Paket erstellen' }).click();
  const create = admin.getByRole('dialog', { name: 'Create & Assign Package' });
  await create.getByLabel('Package Name').fill(packageName);
  return create;
}

async function allocate(admin: Page, hours: string) {
  const create = admin.getByRole('dialog', { name: 'Create & Assign Package' });
  await chooseFirstOption(admin, create.getByRole('button', { name: /Partner$/ }));
  await create.getByLabel('Hours').fill(hours);
  await create.getByRole('button', { name: 'Add', exact: true }).click();
}

async function chooseClient(admin: Page, email: string) {
  const create = admin.getByRole('dialog', { name: 'Create & Assign Package' });
  await chooseInPicker(admin, create.getByRole('combobox', { name: 'Client *' }), email, email);
}

async function savedPrice(admin: Page, packageName: string): Promise<number | null | undefined> {
  const pending = (await (await admin.request.get('/api/packages/pending')).json()) as PendingAssignment[];
  return pending.find((p) => p.packageName === packageName)?.price;
}

test('create & assign: "1.2.3" is refused without sending, "1.234,56" shows and saves 1.234,56 €, "2,5" hours are refused', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { client, admin, packageName, create, price } = await startPackage(browser, 'Tausender');

  // A garbled number is refused when the field is left, and nothing can be sent.
  await type(price, '1.2.3');
  await expect(create.getByText(refusal)).toBeVisible();
  await expect(price).toHaveValue('1.2.3');

  // Hours are whole numbers (the contract); '2,5' is refused at the field, not read as 25.
  await allocate(admin, '2,5');
  await expect(create.getByText('Stunden müssen eine ganze Zahl sein.')).toBeVisible();
  await expect(create.getByText('No partners allocated yet')).toBeVisible();
  await create.getByLabel('Hours').fill('12');
  await create.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(create.getByText('Total Hours: 12')).toBeVisible();
  await chooseClient(admin, client.email);
  await expect(create.getByRole('button', { name: 'Create & Assign' })).toBeDisabled();
  expect(await savedPrice(admin, packageName)).toBeUndefined();

  await type(price, '1.234,56');
  await expect(create.getByText(refusal)).toBeHidden();
  await expect(price).toHaveValue('1.234,56');
  await expect(create.getByTestId('assignment-summary')).toContainText('1.234,56 €');
  await create.getByRole('button', { name: 'Create & Assign' }).click();
  await expect(toast(admin, packageMessages.created)).toBeVisible();
  const row = admin
    .getByRole('list', { name: 'Warten auf Annahme' })
    .getByRole('listitem')
    .filter({ hasText: packageName });
  await expect(row).toContainText('1.234,56 €');
  await expect(row).toContainText('12 Stunden');
  expect(await savedPrice(admin, packageName)).toBe(1234.56);
});

test('create & assign: "99.90" is 99,90 € (a decimal point), not 9.990 €', async ({ browser }) => {
  const { client, admin, packageName, create, price } = await startPackage(browser, 'Punkt');
  await type(price, '99.90');
  await expect(price).toHaveValue('99,90');
  await allocate(admin, '3');
  await chooseClient(admin, client.email);
  await expect(create.getByTestId('assignment-summary')).toContainText('99,90 €');
  await create.getByRole('button', { name: 'Create & Assign' }).click();
  await expect(toast(admin, packageMessages.created)).toBeVisible();
  await expect(
    admin.getByRole('list', { name: 'Warten auf Annahme' }).getByRole('listitem').filter({ hasText: packageName }),
  ).toContainText('99,90 €');
  expect(await savedPrice(admin, packageName)).toBe(99.9);
});

test('partner profile: "2,5" available hours and "99.90" € per hour are saved as 2,5 h and 99,90 €; "1.2.3" is refused', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const tag = `${Date.now().toString(36)}${process.pid}`;
  const created = await admin.request.post('/api/users', {
    data: { role: 'partner', name: `Zahlenprofil ${tag}`, email: `zahlen-${tag}@e2e.test.de`, partnerType: 'Finanzen' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  const profile = await admin.request.post('/api/partners', { data: { userId: user.id, specialty: 'Finanzen' } });
  expect(profile.status(), await profile.text()).toBe(201);

  await admin.goto(`/admin/partners/edit/${user.id}`);
  const rate = admin.getByLabel('Stundensatz (€)');
  const hours = admin.getByLabel('Verfügbare Stunden');
  await type(rate, '99.90');
  await expect(rate).toHaveValue('99,90');
  await type(hours, '1.2.3');
  const hoursRefusal = admin.getByText('Bitte geben Sie eine Zahl ein, z. B. 2,5.');
  await expect(hoursRefusal).toBeVisible();
  await admin.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(hoursRefusal).toBeVisible();
  await expect(toast(admin, partnerMessages.updated)).toHaveCount(0);

  await type(hours, '2,5');
  await expect(hoursRefusal).toBeHidden();
  await admin.getByRole('button', { name: 'Profil speichern' }).click();
  await expect(toast(admin, partnerMessages.updated)).toBeVisible();
  const view = admin.getByTestId('partner-profile');
  await expect(view).toContainText('99,90 €');
  await expect(view).toContainText('2,5');
  const saved = (await (await admin.request.get(`/api/partners/${user.id}`)).json()) as
    PartnerProfile | { partner: PartnerProfile };
  const fields = 'partner' in saved ? saved.partner : saved;
  expect([fields.hourlyRate, fields.availableHours]).toEqual([99.9, 2.5]);
});
