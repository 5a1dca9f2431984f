import { describe, expect, it } from 'vitest';
import type { PartnerClient } from '../../../../modules/partners/contract';
import { checkPlan, type PlanValues } from './plan-form';

const entry: PartnerClient = {
  id: '8c0d6f6e-8d38-4a43-9d5a-6f0e6b1f5a01',
  name: 'Julia Hoffmann',
  email: 'julia@example.de',
  phone: null,
  company: null,
  userPackageId: '0f6a2c1e-5b7d-4b8e-9a51-2f4a7c3d9e10',
  packageName: 'Wachstum',
  packageStatus: 'active',
  totalHours: 10,
  remainingHours: 10,
  reservedHours: 0,
};
const now = { date: '2026-05-10', time: '14:00' };
const filled: PlanValues = {
  entryId: entry.userPackageId,
  date: '2026-05-11',
  time: '09:30',
  repeatedTime: null,
  duration: 60,
  platform: 'zoom',
  link: '',
  location: '',
  notes: '',
  repeat: 'none',
  count: '4',
};

describe('plan form check', () => {
  it('builds the request of spec 02 §7 when all holds', () => {
    const result = checkPlan({ ...filled, link: 'https://zoom.us/j/1', notes: 'Agenda' }, entry, 10, now);
    expect(result.errors).toEqual({});
    expect(result.request).toMatchObject({
      clientId: entry.id,
      userPackageId: entry.userPackageId,
      date: '2026-05-11',
      time: '09:30',
      duration: 60,
      platform: 'zoom',
      link: 'https://zoom.us/j/1',
      notes: 'Agenda',
    });
  });

  it('asks which 02:30 of the autumn change is meant, at the time field, and sends the one chosen', () => {
    const autumn = { ...filled, date: '2026-10-25', time: '02:30' };
    const unasked = checkPlan(autumn, entry, 10, now);
    expect(unasked.errors.time).toBe(
      'Die Uhrzeit 02:30 gibt es am 25.10.2026 zweimal: Die Uhren werden von 3 auf 2 Uhr zurückgestellt. Bitte wählen Sie Sommerzeit (MESZ) oder Winterzeit (MEZ).',
    );
    expect(unasked.request).toBeUndefined();
    expect(checkPlan({ ...autumn, repeatedTime: 'winter' }, entry, 10, now).request).toMatchObject({
      time: '02:30',
      repeatedTime: 'winter',
    });
  });

  it('asks for all fields when client, date or time are missing', () => {
    const result = checkPlan({ ...filled, entryId: '', date: null, time: null }, undefined, undefined, now);
    expect(result.formError).toBe('Bitte füllen Sie alle Felder aus.');
    expect(result.errors).toMatchObject({
      entryId: 'Bitte füllen Sie alle Felder aus.',
      date: 'Bitte füllen Sie alle Felder aus.',
      time: 'Bitte füllen Sie alle Felder aus.',
    });
    expect(result.request).toBeUndefined();
  });

  it("says that the chosen client's package ended meanwhile, not that fields are missing", () => {
    // The list of active packages no longer holds the chosen one (a push refreshed it).
    const result = checkPlan(filled, undefined, undefined, now);
    const ended =
      'Das Paket dieses Klienten ist inzwischen beendet. Es können keine Meetings mehr dafür geplant werden.';
    expect(result.formError).toBe(ended);
    expect(result.errors.entryId).toBe(ended);
    expect(result.request).toBeUndefined();
  });

  it('asks for the address of a meeting in person, and sends it only then', () => {
    const missing = checkPlan({ ...filled, platform: 'in-person', location: '  ' }, entry, 10, now);
    expect(missing.errors.location).toBe('Bitte geben Sie die Adresse für das Treffen vor Ort an.');
    expect(missing.request).toBeUndefined();
    const inPerson = checkPlan({ ...filled, platform: 'in-person', location: 'Hauptstraße 5' }, entry, 10, now);
    expect(inPerson.request).toMatchObject({ platform: 'in-person', location: 'Hauptstraße 5', link: null });
    expect(checkPlan({ ...filled, location: 'Hauptstraße 5' }, entry, 10, now).request).toMatchObject({
      location: null,
    });
  });

  it('refuses a time that has passed today in Berlin', () => {
    expect(checkPlan({ ...filled, date: '2026-05-10', time: '13:59' }, entry, 10, now).errors.time).toBe(
      'Der Termin liegt in der Vergangenheit.',
    );
    expect(checkPlan({ ...filled, date: '2026-05-10', time: '14:30' }, entry, 10, now).errors.time).toBeUndefined();
  });

  it('refuses a duration above the available hours with the server wording', () => {
    expect(checkPlan({ ...filled, duration: 90 }, entry, 1, now).errors.duration).toBe(
      'Nicht genügend Stunden: nur 1 Stunde verfügbar, 1,5 benötigt.',
    );
  });

  it('drops the link for phone and in-person and checks it for online platforms', () => {
    expect(checkPlan({ ...filled, platform: 'phone', link: 'egal' }, entry, 10, now).request?.link).toBeNull();
    expect(checkPlan({ ...filled, link: 'zoom.us/j/1' }, entry, 10, now).errors.link).toBe(
      'Der Link muss mit https:// beginnen.',
    );
  });
});
