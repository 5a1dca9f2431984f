import { expect, test } from './support/test';
import { invoicingMessages } from '../modules/invoicing/contract';
import { taskMessages } from '../modules/tasks/contract';
import { registerClient } from './support/accounts';
import { clientOfDemoCoach } from './support/circle';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';
import { answerContact, choose, newVisitor, nextButton, progress } from './support/wizard';

// What a German user types or pastes, kept as typed or refused in German at the field, never cut
// (house rule, session 50): a browser's maxLength cut a pasted text at the limit without a word,
// and the country field's two characters turned 'Schweiz' into 'SC' (the Seychelles). 1280 and 390 px.

const { shot } = screenshotsOf('german-input');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a pasted long message is refused, not cut (${viewport.width} px)`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const { client } = await clientOfDemoCoach(browser, request, 'Lotte Länge', `${viewport.width}`);
    const page = await signedInPage(browser, client, viewport);

    // A letter pasted with its trailing newline, 5.905 characters: the field keeps all of it and says so.
    await page.goto('/messages');
    const write = page.getByTestId('write-message');
    const box = write.getByRole('textbox', { name: 'Nachricht' });
    const letter = 'Sehr geehrte Frau Krüger, anbei meine Gedanken zum Termin. '.repeat(100) + 'Grüße 😀\n';
    await box.focus();
    await page.keyboard.insertText(letter);
    // Compared by length and ending: a diff of 5.905 characters says nothing more.
    expect((await box.inputValue()).length).toBe(letter.length);
    expect(await box.inputValue()).toMatch(/Grüße 😀\n$/u);
    const tooLong = write.getByText(
      `Höchstens 5.000 Zeichen; Ihr Text hat ${letter.trim().length.toLocaleString('de-DE')}.`,
    );
    await expect(tooLong).toBeVisible();
    await write.getByRole('button', { name: 'Senden' }).click();
    await expect(tooLong).toBeInViewport();
    await shot(page, `message-too-long-${viewport.width}`);
    await expect(page.getByTestId('message')).toHaveCount(0);
  });

  test(`a country typed as its name is refused, not cut to two letters (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const client = await registerClient(request, `land-${viewport.width}`);
    const page = await signedInPage(browser, client, viewport);

    // 'Schweiz' in the country field stays 'Schweiz' and is refused; 'CH' is saved.
    await page.goto('/account-settings');
    const address = page.locator('form', { has: page.getByLabel('PLZ') });
    await address.getByLabel('Straße und Hausnummer').fill('Bahnhofstrasse 1');
    await address.getByLabel('PLZ').fill('8001');
    await address.getByLabel('Ort').fill('Zürich');
    const country = address.getByLabel('Land');
    await country.fill('');
    await country.pressSequentially('Schweiz');
    await expect(country).toHaveValue('Schweiz');
    await address.getByRole('button', { name: 'Speichern' }).click();
    await expect(address.getByText(invoicingMessages.country)).toBeInViewport();
    await shot(page, `country-refused-${viewport.width}`);
    const unsaved = (await (await page.request.get('/api/invoices/billing-address')).json()) as {
      address: unknown;
    };
    expect(unsaved.address).toBeNull();
    await country.fill('ch');
    await address.getByRole('button', { name: 'Speichern' }).click();
    await expect(address.getByText(invoicingMessages.country)).toBeHidden();
    await expect
      .poll(async () => (await (await page.request.get('/api/invoices/billing-address')).json()) as object)
      .toEqual({ address: { street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' } });
  });

  test(`the questionnaire keeps a pasted long answer and says it is too long (${viewport.width} px)`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ viewport });
    await answerContact(page, newVisitor(`lang-${viewport.width}`));
    await choose(page, 'Idee – ich plane eine Gründung');
    await nextButton(page).click();
    await nextButton(page).click();
    const goals = page.getByLabel('Was möchten Sie in den nächsten zwölf Monaten erreichen?', { exact: true });
    const where = await progress(page).innerText();
    const pasted = `${'Ein Team, das ohne mich entscheidet. '.repeat(120)}\n`;
    await goals.focus();
    await page.keyboard.insertText(pasted);
    expect((await goals.inputValue()).length).toBe(pasted.length);
    const tooLong = page.getByText('Höchstens 4.000 Zeichen; Ihr Text hat 4.439.');
    await expect(tooLong).toBeVisible();
    // 'Weiter' stays on the question: moving on would leave an answer the server refuses to save.
    await nextButton(page).click();
    await expect(progress(page)).toHaveText(where);
    await expect(tooLong).toBeInViewport();
    await shot(page, `questionnaire-too-long-${viewport.width}`);
  });

  test(`a due day typed without its year is refused, '29.03.27' read as 2027 (${viewport.width} px)`, async ({
    browser,
    request,
  }) => {
    const { clientId, coach } = await clientOfDemoCoach(browser, request, 'Doris Datum', `${viewport.width}`);
    const page = await signedInPage(browser, coach, viewport);
    await page.goto(`/tasks?client=${clientId}`);
    const card = page.getByTestId('give-task');
    await card.getByLabel('Titel').fill('Businessplan überarbeiten');
    const due = card.getByRole('group', { name: 'Fällig am (optional)' });
    await due.getByRole('spinbutton').first().click();
    await page.keyboard.type('2903');
    await card.getByLabel('Titel').focus();
    const partial = card.getByText('Bitte geben Sie das Datum vollständig ein (TT.MM.JJJJ).');
    await expect(partial).toBeVisible();
    await card.getByRole('button', { name: 'Aufgabe stellen' }).click();
    await expect(partial).toBeInViewport();
    await shot(page, `due-day-partial-${viewport.width}`);
    const tasks = async () =>
      ((await (await page.request.get(`/api/clients/${clientId}/tasks`)).json()) as { tasks: { dueOn: string }[] })
        .tasks;
    await expect(page.getByText(taskMessages.given)).toHaveCount(0);
    expect(await tasks()).toEqual([]);

    // Two digits for the year, as Germans write it: read as 2027 and shown so before it is sent.
    await due.getByRole('spinbutton').first().click();
    await page.keyboard.type('290327');
    await card.getByLabel('Titel').focus();
    await expect(due).toContainText('2027');
    await card.getByRole('button', { name: 'Aufgabe stellen' }).click();
    await expect.poll(async () => (await tasks()).map((t) => t.dueOn)).toEqual(['2027-03-29']);
  });
}
