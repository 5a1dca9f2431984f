import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/test';
import { newClientLogin, type Login } from './support/accounts';
import { berlinDay, clientWithHoursOf } from './support/api';
import { bookablePartner, dayName, pickSlot } from './support/booking';
import { screenshotsOf } from './support/screenshots';
import { signedInPage, toast } from './support/ui';

// Issue 34: an Accelerator adds the secret iCal address of their private calendar (served here, on
// 127.0.0.1) on 'Meine Kalender'; the booking dialog no longer offers the times it holds. 1280 and 390 px.

const tag = `${Date.now().toString(36)}${process.pid}`;
const { shot, viewShot } = screenshotsOf('busy-calendars');
const busyDay = berlinDay(3);
const stamp = busyDay.replace(/-/g, '');

/** 10:00–12:00 Berlin on `busyDay`: the private appointment that must block the slots. */
const privateCalendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//E2E//Privat//DE',
  'BEGIN:VEVENT',
  'UID:privat-e2e@test',
  'DTSTAMP:20261101T000000Z',
  `DTSTART;TZID=Europe/Berlin:${stamp}T100000`,
  `DTEND;TZID=Europe/Berlin:${stamp}T120000`,
  'SUMMARY:Zahnarzt',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

let server: Server;
let icsBase: string;

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(privateCalendar);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  icsBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((r) => server.close(() => r())));

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an ICS address added on 'Meine Kalender' takes its times out of the booking dialog at ${viewport.width} px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // Each width its own Accelerator: the tests run side by side.
    const partner: Login = {
      email: `kalender-${viewport.width}-${tag}@e2e.test.de`,
      password: 'Kalender-Passwort-1',
      name: `Kai Kalender ${viewport.width}`,
    };
    await bookablePartner(browser, partner);
    const login = newClientLogin(`kalender${viewport.width}`, `Klara Kunde ${viewport.width}`);
    await clientWithHoursOf(browser, login, { partner, hours: 4, packageName: 'Kalender-Paket E2E' });

    const asPartner = await signedInPage(browser, partner, viewport);
    await asPartner.goto('/partner/availability');
    const card = asPartner.getByTestId('busy-calendars');
    await expect(card.getByRole('heading', { name: 'Meine Kalender' })).toBeVisible();
    await expect(card).toContainText('Noch kein Kalender eingetragen.');
    // A name is needed: said in German before anything is sent.
    await card.getByLabel('Kalender-Adresse (iCal)').fill(`${icsBase}/privat.ics`);
    await card.getByRole('button', { name: 'Kalender hinzufügen' }).click();
    await expect(card).toContainText('Bitte geben Sie dem Kalender einen Namen.');
    await card.getByLabel('Name').fill('Privat');
    await card.getByRole('button', { name: 'Kalender hinzufügen' }).click();
    await expect(toast(asPartner, 'Kalender gespeichert')).toBeVisible();
    await expect(card).toContainText('Privat (ICS-Abo)');
    await card.getByRole('button', { name: 'Jetzt lesen' }).click();
    await expect(toast(asPartner, 'Kalender gelesen')).toBeVisible();
    await expect(card).toContainText('Zuletzt gelesen am');
    await expect(card).not.toContainText('Fehler:');
    await card.scrollIntoViewIfNeeded();
    await shot(asPartner, `card-${viewport.width}`);

    const page = await signedInPage(browser, login, viewport);
    await page.goto('/meetings');
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    // 12:00 is free again; 09:30 to 11:30 would overlap the appointment (60 minutes).
    const dialog = await pickSlot(page, 'Termin buchen', busyDay, '12:00');
    const chip = (time: string) => dialog.getByRole('radio', { name: `${dayName(busyDay)} ${time} Uhr` });
    for (const time of ['09:30', '10:00', '10:30', '11:00', '11:30']) await expect(chip(time)).toHaveCount(0);
    await expect(chip('09:00')).toHaveCount(1);
    await viewShot(page, `dialog-${viewport.width}`);
  });
}
