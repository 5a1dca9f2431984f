import { expect, test, type Locator } from './support/test';
import { newClientLogin, type Login } from './support/accounts';
import { berlinDay, clientWithHoursOf, signedInRequest } from './support/api';
import { bookablePartner, pickSlot } from './support/booking';
import { screenshotsOf } from './support/screenshots';
import { signedInPage } from './support/ui';

// Audit of spec 02, booking: a client who lost the race for a slot reads the whole refusal
// ('nicht mehr frei'), not half of it behind the dialog's buttons; at 1280 and 390 px.

const tag = `${Date.now().toString(36)}${process.pid}`;
const partner: Login = {
  email: `rennen-${tag}@e2e.test.de`,
  password: 'Rennen-Passwort-1',
  name: `Rita Rennen ${tag}`,
};
const { viewShot } = screenshotsOf('booking-race');
let partnerId = '';

test.beforeAll(async ({ browser }) => {
  partnerId = await bookablePartner(browser, partner);
});

/**
 * How many pixels of `notice` are hidden: under the dialog's buttons (`footer`), or outside the
 * scrolling body it sits in (above or below what it shows).
 */
async function hiddenPixels(notice: Locator, footer: Locator) {
  const box = (await notice.boundingBox())!;
  const buttons = (await footer.boundingBox())!;
  const shown = await notice.evaluate((el) => {
    let body = el.parentElement;
    while (body && getComputedStyle(body).overflowY !== 'auto') body = body.parentElement;
    const r = (body ?? document.documentElement).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  const bottom = box.y + box.height;
  return {
    behindButtons: Math.max(0, Math.min(bottom, buttons.y + buttons.height) - Math.max(box.y, buttons.y)),
    aboveBody: Math.max(0, shown.top - box.y),
    belowBody: Math.max(0, bottom - shown.bottom),
  };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a lost race for a slot says so in full view at ${viewport.width} px`, async ({ browser }) => {
    test.setTimeout(90_000);
    const slow = newClientLogin(`rennen-a${viewport.width}`, `Lena Langsam ${viewport.width}`);
    const quick = newClientLogin(`rennen-b${viewport.width}`, `Kai Kurz ${viewport.width}`);
    for (const login of [slow, quick])
      await clientWithHoursOf(browser, login, { partner, hours: 4, packageName: 'Wettlauf-Paket E2E' });
    const day = berlinDay(5);
    // Late in the day, far down the week: the slot's chip is where the client scrolled to. Each
    // width its own hour, an hour apart: a worker running both tests shares the Accelerator.
    const time = viewport.width === 390 ? '18:30' : '20:00';

    const page = await signedInPage(browser, slow, viewport);
    await page.goto('/meetings');
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    const dialog = await pickSlot(page, 'Termin buchen', day, time);

    // Meanwhile another client books the same start.
    const asQuick = await signedInRequest(browser, quick);
    const listed = await asQuick.get(`/api/partners/${partnerId}/slots?from=${day}&to=${day}&duration=60`);
    expect(listed.status(), await listed.text()).toBe(200);
    const { slots } = (await listed.json()) as { slots: { startsAt: string; time: string }[] };
    const slot = slots.find((s) => s.time === time)!;
    const booked = await asQuick.post('/api/meetings/book', {
      data: { partnerId, startsAt: slot.startsAt, duration: 60 },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await dialog.getByRole('button', { name: 'Termin buchen' }).click();
    const notice = dialog.getByRole('alert').filter({ hasText: 'Dieser Termin ist nicht mehr frei.' });
    await expect(notice).toHaveText('Dieser Termin ist nicht mehr frei. Bitte wählen Sie eine andere Zeit.');
    const footer = dialog.getByRole('button', { name: 'Abbrechen' }).locator('..');
    await expect.poll(() => hiddenPixels(notice, footer)).toEqual({ behindButtons: 0, aboveBody: 0, belowBody: 0 });
    await expect(notice).toBeInViewport({ ratio: 1 });
    await viewShot(page, `refused-${viewport.width}`);
    await page.context().close();
  });
}
