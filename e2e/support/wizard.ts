import { expect, type Page } from '@playwright/test';
import { screenshotsOf } from './screenshots';

// The visitor's way through the four steps of the Potenzialanalyse (spec 01 §2, issue 4), shared
// by the specs that need a visitor at a given step.

interface Visitor {
  name: string;
  email: string;
  phone: string;
  company: string;
}

let counter = 0;
export function newVisitor(prefix: string): Visitor {
  counter += 1;
  const tag = `${Date.now()}-${process.pid}-${counter}`;
  return {
    name: 'Jana Beispiel',
    email: `${prefix}-${tag}@e2e.test.de`,
    phone: '+49 30 1234567',
    company: `Beispiel Werkstatt ${tag}`,
  };
}

const { shot } = screenshotsOf('onboarding');

export const nextButton = (page: Page) => page.getByRole('button', { name: 'Weiter', exact: true });
export const backButton = (page: Page) => page.getByRole('button', { name: 'Zurück', exact: true });
export const progress = (page: Page) => page.getByTestId('question-progress');

export async function answerText(page: Page, question: string, value: string): Promise<void> {
  await page.getByLabel(question, { exact: true }).fill(value);
  await nextButton(page).click();
}

// React Aria keeps the native input visually hidden under its label; a visitor clicks the label.
async function pick(page: Page, role: 'radio' | 'checkbox', option: string): Promise<void> {
  const input = page.getByRole(role, { name: option, exact: true });
  await page.locator('label', { has: input }).click();
  await expect(input).toBeChecked();
}

export async function choose(page: Page, option: string): Promise<void> {
  await pick(page, 'radio', option);
}

async function answerChoice(page: Page, option: string): Promise<void> {
  await choose(page, option);
  await nextButton(page).click();
}

async function tick(page: Page, options: string[]): Promise<void> {
  for (const option of options) await pick(page, 'checkbox', option);
}

/** The contact questions, with the checks of spec 01 §5 on the way (back disabled, 'Weiter' gated). */
export async function answerContact(page: Page, v: Visitor, screenshot?: string): Promise<void> {
  await page.goto('/potenzialanalyse');
  await expect(page).toHaveURL('/potenzialanalyse/1');
  await expect(progress(page)).toHaveText('Frage 1 von 12');
  await expect(backButton(page)).toBeDisabled();
  await expect(nextButton(page)).toBeDisabled();
  // Art. 13 DSGVO where contact data is first typed (issue 32): why, and where to read more.
  const notice = page.getByTestId('privacy-notice');
  await expect(notice).toContainText('kostenlose Erstgespräch zu kontaktieren');
  await expect(notice.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
  if (screenshot) await shot(page, `${screenshot}-step1-first`);
  await answerText(page, 'Wie heißen Sie?', v.name);
  await expect(progress(page)).toHaveText('Frage 2 von 12');
  await expect(backButton(page)).toBeEnabled();
  const email = page.getByLabel('Unter welcher E-Mail-Adresse erreichen wir Sie?', { exact: true });
  await email.fill('jana@');
  // A typed but unusable address: 'Weiter' says why instead of doing nothing silently.
  const emailProblem = page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(emailProblem).toHaveCount(0);
  await nextButton(page).click();
  await expect(emailProblem).toBeVisible();
  await expect(progress(page)).toHaveText('Frage 2 von 12');
  await answerText(page, 'Unter welcher E-Mail-Adresse erreichen wir Sie?', v.email);
  const phone = page.getByLabel('Unter welcher Telefonnummer erreichen wir Sie?', { exact: true });
  await phone.fill('12');
  await phone.blur();
  await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeVisible();
  await answerText(page, 'Unter welcher Telefonnummer erreichen wir Sie?', v.phone);
  await answerText(page, 'Wie heißt Ihr Unternehmen oder Vorhaben?', v.company);
}

/** An established business, focused on both, leading people with blockades: Leadership, lead score 5,0. */
export async function answerRest(page: Page, screenshot?: string): Promise<void> {
  await expect(progress(page)).toHaveText('Frage 5 von 12');
  await expect(nextButton(page)).toBeDisabled();
  await choose(page, 'Etabliertes Unternehmen (3+ Jahre)');
  // Revenue and focus become visible: progress counts the visible questions.
  await expect(progress(page)).toHaveText('Frage 5 von 14');
  if (screenshot) await shot(page, `${screenshot}-step1-choice`);
  await nextButton(page).click();
  await answerChoice(page, '6–15 Personen');
  await answerChoice(page, '2 Mio. € bis 10 Mio. €');
  await answerChoice(page, 'Beides');
  await expect(progress(page)).toHaveText('Frage 9 von 15');
  await answerChoice(page, 'Ja');
  await expect(progress(page)).toHaveText('Frage 10 von 16');
  await tick(page, ['Aufgaben abzugeben fällt mir schwer', 'Entscheidungen bleiben an mir hängen']);
  await nextButton(page).click();
  await tick(page, ['Strategie und Ausrichtung', 'Vertrieb und Kundengewinnung', 'Team und Personal']);
  if (screenshot) await shot(page, `${screenshot}-step1-multi`);
  await nextButton(page).click();
  await answerText(
    page,
    'Was möchten Sie in den nächsten zwölf Monaten erreichen?',
    'Ein Führungsteam, das ohne mich entscheidet.',
  );
  await answerChoice(page, 'Sofort');
  await answerChoice(page, 'Voll und ganz – ich will jetzt etwas verändern');
  await answerChoice(page, 'Beides');
  await expect(progress(page)).toHaveText('Frage 16 von 16');
  // The last question is optional, and its button finishes the analysis.
  await page.getByRole('button', { name: 'Analyse abschließen' }).click();
}

/**
 * Step 2 with the recommendation, step 3 with the request; ends on step 4. Without `custom` the
 * visitor picks and unpicks, so 'Weiter' finds nothing picked and takes the recommendation.
 */
export async function choosePackageAndRequest(page: Page, screenshot?: string, { custom = false } = {}): Promise<void> {
  await expect(page).toHaveURL('/potenzialanalyse/2');
  await expect(page.getByRole('heading', { name: 'Unsere Empfehlung für Sie: Leadership' })).toBeVisible();
  await expect(page.getByTestId('package-leadership')).toContainText('Unsere Empfehlung');
  await expect(page.getByTestId('package-starter')).not.toContainText('Unsere Empfehlung');
  await expect(page.getByTestId('package-custom')).toContainText('Individuell');
  if (screenshot) await shot(page, `${screenshot}-step2`);
  const customButton = page.getByRole('button', { name: 'Individuelles Paket zusammenstellen' });
  if (custom) {
    await customButton.click();
    await expect(customButton).toHaveAttribute('aria-pressed', 'true');
    if (screenshot) await shot(page, `${screenshot}-step2-custom`);
  } else {
    await pick(page, 'radio', 'Starter');
    if (screenshot) await shot(page, `${screenshot}-step2-picked`);
    // Custom replaces the pick; pressing it again leaves nothing picked.
    await customButton.click();
    await expect(page.getByRole('radio', { name: 'Starter' })).not.toBeChecked();
    await customButton.click();
    await expect(customButton).toHaveAttribute('aria-pressed', 'false');
  }
  await nextButton(page).click();
  await expect(page).toHaveURL('/potenzialanalyse/3');
  await expect(page.getByRole('heading', { name: 'Ihr kostenloses Erstgespräch' })).toBeVisible();
  await expect(page.getByLabel('Ihre Angaben')).toContainText(custom ? 'Individuell' : 'Leadership');
  if (screenshot) await shot(page, `${screenshot}-step3`);
  await page.getByRole('button', { name: 'Kostenloses Erstgespräch anfragen' }).click();
  await expect(page).toHaveURL('/potenzialanalyse/4');
}

/** Step 4 with the password rules of spec 01 §5; ends on the dashboard as a client. */
export async function createAccount(page: Page, v: Visitor, screenshot?: string): Promise<void> {
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(v.name);
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(v.email);
  await expect(page.getByLabel('E-Mail', { exact: true })).toHaveAttribute('readonly', '');
  const submit = page.getByRole('button', { name: 'Konto erstellen' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill('kurz');
  await submit.click();
  await expect(page.getByText('Passwort muss mindestens 8 Zeichen lang sein.')).toBeVisible();
  await page.getByLabel('Passwort', { exact: true }).fill('Wizard-Start-1');
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Wizard-Start-1');
  // No account without the consent to the texts in force (issue 32).
  await submit.click();
  const consentMissing = page.getByText('Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.');
  await expect(consentMissing.first()).toBeVisible();
  await expect(page).toHaveURL('/potenzialanalyse/4');
  await expect(
    page.getByRole('form', { name: 'Konto erstellen' }).getByRole('link', { name: 'Nutzungsbedingungen' }),
  ).toHaveAttribute('href', '/nutzungsbedingungen');
  await giveConsent(page);
  if (screenshot) await shot(page, `${screenshot}-step4`);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Registrierung erfolgreich' })).toBeVisible();
  if (screenshot) await shot(page, `${screenshot}-success`);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: `Willkommen, ${v.name}` })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).user).toMatchObject({
    email: v.email,
    role: 'user',
    termsAccepted: { terms: expect.any(String) },
  });
  // Accepted at registration: the signed-in client is not asked again.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The finished wizard is forgotten.
  expect(await page.evaluate(() => window.localStorage.getItem('onboarding'))).toBeNull();
}

/** Step 4's consent to the Nutzungsbedingungen and the Datenschutzerklärung (issue 32). */
async function giveConsent(page: Page): Promise<void> {
  await page.getByText('Ich stimme den Nutzungsbedingungen zu und habe die Datenschutzerklärung gelesen.').click();
}

/** Step 4 sent: the password and its confirmation, the consent given, 'Konto erstellen' clicked. */
export async function signUpWith(page: Page, password: string): Promise<void> {
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(password);
  await giveConsent(page);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
}
