import { expect, test, type Locator, type Page } from './support/test';
import { admin, newClientLogin, registerClient, type Login } from './support/accounts';
import { clientWithHoursOf, signedInRequest } from './support/api';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';
import { openEveryDay } from './support/booking';

// Audit of spec 02 (the Accelerator profile), at 1280 and 390 px: German words only (specialty
// without an English gloss, reference ratings), e-mail and phone as links a keyboard reaches, and
// booking through the portal's own slots and hours, offered only to a client holding hours with
// that Accelerator; no screen sends a client to Calendly.

const tag = `${Date.now().toString(36)}${process.pid}`;
const partner: Login = {
  // Long on purpose: it must wrap inside a phone's card, not run out of it.
  email: `profil-kontakt-mit-langer-adresse-${tag}@e2e.test.de`,
  password: 'Profil-Passwort-1',
  name: `Konrad Kontakt ${tag}`,
};
let partnerId = '';
const { shot, viewShot } = screenshotsOf('partner-profile');

const viewports = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

test.beforeAll(async ({ browser }) => {
  // A worker that runs both viewports runs this once per group: the Accelerator is made once.
  if (partnerId) return;
  const asAdmin = await signedInRequest(browser, admin);
  const created = await asAdmin.post('/api/users', { data: { role: 'partner', ...partner, partnerType: 'Strategie' } });
  expect(created.status(), await created.text()).toBe(201);
  partnerId = ((await created.json()) as { user: { id: string } }).user.id;
  const profile = await asAdmin.post('/api/partners', {
    data: {
      userId: partnerId,
      specialty: 'Strategie',
      location: 'Leipzig',
      phone: '+49 (0)30 1234567',
      calendlyLink: 'https://calendly.com/konrad-kontakt',
      bio: 'Strategie für wachsende Unternehmen.',
      expertise: [{ title: 'Geschäftsmodelle', description: 'Vom Markt her gedacht.' }],
      references: [
        { client: 'Elbe Werke GmbH', rating: 4, project: 'Neuausrichtung', testimonial: 'Klar und zugewandt.' },
        { client: 'Saale Logistik AG', rating: 5, project: 'Expansion', testimonial: 'Hervorragend.' },
      ],
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  // Bookable every day, at once: the booking below goes through these hours.
  await openEveryDay(browser, partner);
});

/** Nothing is wider than the screen: no sideways scrolling, the element inside the viewport. */
async function fitsTheScreen(page: Page, element: Locator, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The element's text stays inside the profile's own box (no run past the card's padding). */
async function staysInTheProfile(page: Page, element: Locator) {
  const profile = await page.getByTestId('partner-profile').boundingBox();
  const box = await element.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(profile!.x + profile!.width + 0.5);
  // Every line of the text, not only the link's box (an unbroken word can stick out of it).
  const widest = await element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return Math.max(...Array.from(range.getClientRects(), (r) => r.right));
  });
  expect(widest).toBeLessThanOrEqual(profile!.x + profile!.width + 0.5);
}

/** Tab from the top of the page until `link` has the focus (a keyboard reaches it). */
async function tabTo(page: Page, link: Locator) {
  await page.locator('body').focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await link.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Der Link ist mit der Tastatur nicht erreichbar.');
}

for (const viewport of viewports) {
  test(`a client with hours sees German words, contact links and the portal's booking at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const login = newClientLogin(`profil${viewport.width}`, `Kim Kundin ${viewport.width}`);
    await clientWithHoursOf(browser, login, { partner, hours: 6, packageName: `Profil-Paket ${viewport.width}` });
    const page = await signedInPage(browser, login, viewport);
    await page.goto(`/partners/${partnerId}`);
    const profile = page.getByTestId('partner-profile');
    await expect(profile.getByText('Elbe Werke GmbH')).toBeVisible();

    // German only: the specialty without its English gloss, the ratings in German words.
    await expect(profile.getByText('Strategie', { exact: true })).toBeVisible();
    await expect(profile.getByText('Sehr gut', { exact: true })).toBeVisible();
    await expect(profile.getByText('Ausgezeichnet', { exact: true })).toBeVisible();
    for (const english of ['(Strategy)', 'Very Good', 'Excellent', 'stars', 'Calendly'])
      await expect(profile).not.toContainText(english);

    // Contact: a mailto: and a tel: link, reached with Tab, inside the screen.
    const mail = profile.getByRole('link', { name: partner.email });
    await expect(mail).toHaveAttribute('href', `mailto:${partner.email}`);
    const phone = profile.getByRole('link', { name: '+49 30 1234567' });
    await expect(phone).toHaveAttribute('href', 'tel:+49301234567');
    await tabTo(page, mail);
    await expect(mail).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(phone).toBeFocused();
    await fitsTheScreen(page, mail, viewport.width);
    await fitsTheScreen(page, phone, viewport.width);
    await staysInTheProfile(page, mail);
    await staysInTheProfile(page, phone);
    await shot(page, `client-${viewport.width}`);

    // Booking: the portal's own, never Calendly.
    await expect(page.locator('a[href*="calendly"]')).toHaveCount(0);
    const book = profile.getByRole('link', { name: 'Termin buchen' });
    await fitsTheScreen(page, book, viewport.width);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`/meetings\\?book=${partnerId}$`));
    const dialog = page.getByRole('dialog', { name: 'Termin buchen' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`Mit ${partner.name}`);
    await expect(dialog).toContainText('Die Stunden werden aus Ihrem Paket reserviert.');
    // The portal's free slots of this Accelerator (a week without any: the next one).
    const slots = dialog.getByRole('radiogroup', { name: /^Freie Termine/ });
    await expect(slots).toBeVisible();
    if ((await slots.getByRole('radio').count()) === 0) {
      await dialog.getByRole('button', { name: 'Nächste Woche' }).click();
      await expect(slots.getByRole('radio').first()).toBeAttached();
    }
    // The two widths run at once with one Accelerator: each takes a start of its own end. The
    // chip (a label) is what a user clicks; its radio input is visually hidden.
    const chips = slots.locator('label');
    await (viewport.width === 1280 ? chips.first() : chips.last()).click();
    await expect(dialog.getByTestId('chosen-slot')).toBeVisible();
    await viewShot(page, `booking-${viewport.width}`);
    await dialog.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(toast(page, 'Termin gebucht')).toBeVisible();
    await expect(page.getByTestId('upcoming-meetings')).toContainText(partner.name);
    await page.context().close();
  });

  test(`a client without hours with the Accelerator sees no booking at ${viewport.width} px`, async ({
    browser,
    request,
  }) => {
    const login = await registerClient(request, `ohnestunden${viewport.width}`);
    const page = await signedInPage(browser, login, viewport);
    await page.goto(`/partners/${partnerId}`);
    const profile = page.getByTestId('partner-profile');
    await expect(profile.getByText('Elbe Werke GmbH')).toBeVisible();
    await expect(profile.getByText('Strategie', { exact: true })).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Termin buchen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Termin buchen' })).toHaveCount(0);
    await expect(page.locator('a[href*="calendly"]')).toHaveCount(0);
    // Not their Accelerator: no contact details either (partners' README, who sees what).
    await expect(profile).not.toContainText(partner.email);
    await fitsTheScreen(page, profile, viewport.width);
    await shot(page, `no-hours-${viewport.width}`);
    await page.context().close();
  });
}
