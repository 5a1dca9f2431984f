import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { everyDayAvailability } from '../../server/testing/availability';
import { expectSealedInLog } from '../../server/testing/log-rows';
import { recipientOf } from '../../server/testing/smtp-sink';
import type { MeetingView } from './contract';
import { meetingsWorldForFile } from './test-world';

// Audit of spec 02: a meeting in person ('Vor Ort') has its address, required when planning, shown
// to client and Accelerator, in the invitations and the calendar feed, kept when it is moved, and
// sealed with the client's key in the log.

const world = meetingsWorldForFile();
const call = (token: string, method: string, url: string, body?: Record<string, unknown>) =>
  world.portal.call(method, url, { token, ...(body ? { body } : {}) });
const address = 'Hauptstraße 5, 10115 Berlin';
/** The planning body of an hour in person at 10:00, `days` ahead (the address added by each test). */
const inPerson = (clientId: string, days: number) => ({
  clientId,
  date: world.dayAhead(days),
  time: '10:00',
  duration: 60,
  platform: 'in-person',
});
const calendarOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
const icsOf = (mail: { attachments: { contentType: string; content: Buffer }[] }) =>
  mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();

describe('an in-person meeting', () => {
  it('needs an address; without one nothing is planned', async () => {
    const c = await world.clientWithPackage();
    const plan = inPerson(c.id, 3);
    for (const location of [undefined, '   ']) {
      const res = await call(world.partners[0]!.token, 'POST', '/api/meetings/create', { ...plan, location });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'LOCATION_REQUIRED',
        message: 'Bitte geben Sie die Adresse für das Treffen vor Ort an.',
      });
    }
    expect(await world.everyMeetingOf(c.id)).toEqual([]);
    const tooLong = await call(world.partners[0]!.token, 'POST', '/api/meetings/create', {
      ...plan,
      location: 'x'.repeat(301),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Die Adresse ist zu lang.');
  });

  it('is shown to client, Accelerator and office, in the mails and the feed, kept when moved, sealed in the log', async () => {
    const c = await world.clientWithPackage();
    const partner = world.partners[0]!;
    const res = await call(partner.token, 'POST', '/api/meetings/create', {
      ...inPerson(c.id, 3),
      link: 'https://zoom.us/j/1',
      location: ` ${address} `,
    });
    expect(res.statusCode, res.body).toBe(201);
    const planned = res.json() as MeetingView;
    expect(planned).toMatchObject({ platform: 'in-person', location: address, link: null });

    const ofClient = async (token: string) => {
      const mine = (await call(token, 'GET', '/api/meetings/mine')).json() as { scheduled: MeetingView[] };
      return mine.scheduled.find((m) => m.id === planned.id);
    };
    expect(await ofClient(c.token)).toMatchObject({ location: address });
    expect(await ofClient(partner.token)).toMatchObject({ location: address });
    const coordination = (
      await call(world.partners[1]!.token, 'GET', `/api/coordination/client/${c.id}/all-meetings`)
    ).json();
    expect(coordination.scheduled).toEqual([expect.objectContaining({ location: address })]);
    expect(await world.adminMeetingsOf(c)).toEqual([expect.objectContaining({ location: address })]);

    // The invitation names it, and its calendar entry has it as LOCATION.
    const invitation = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin geplant'),
    );
    expect(invitation.text).toContain(`Adresse: ${address}`);
    expect(calendarOf(icsOf(invitation)).getFirstPropertyValue('location')).toBe(address);

    // The client's calendar feed too.
    const feed = await call(c.token, 'POST', '/api/calendar/feed');
    expect(feed.statusCode, feed.body).toBe(201);
    const ics = await world.portal.call('GET', new URL(feed.json().url as string).pathname);
    expect(ics.statusCode).toBe(200);
    const entry = new ICAL.Component(ICAL.parse(ics.body))
      .getAllSubcomponents('vevent')
      .find((v) => v.getFirstPropertyValue('uid') === `${planned.id}@coaching-portal`)!;
    expect(entry.getFirstPropertyValue('location')).toBe(address);

    // Moved: the same place, said again.
    const moved = await call(partner.token, 'POST', `/api/meetings/${planned.id}/reschedule`, {
      date: world.dayAhead(4),
      time: '11:00',
      duration: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ time: '11:00', location: address });
    const update = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin verschoben'),
    );
    expect(update.text).toContain(`Adresse: ${address}`);

    // The log holds it sealed with the client's key, never in the clear.
    await expectSealedInLog(world.portal.runtime.ctx.db, 'meetings-meeting', 'MeetingPlanned', 'Hauptstraße');
  });

  it('moves to another address with its partner or an admin, said in the update; the client cannot; never to none', async () => {
    const c = await world.clientWithPackage();
    const partner = world.partners[0]!;
    const res = await call(partner.token, 'POST', '/api/meetings/create', { ...inPerson(c.id, 6), location: address });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as MeetingView).id;
    const url = `/api/meetings/${id}/reschedule`;
    const sameTime = { date: world.dayAhead(6), time: '10:00', duration: 60 };

    const empty = await call(partner.token, 'POST', url, { ...sameTime, location: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Bitte geben Sie die Adresse für das Treffen vor Ort an.');
    const byClient = await call(c.token, 'POST', url, { ...sameTime, location: 'Marktplatz 1, 80331 München' });
    expect(byClient.statusCode).toBe(403);

    const elsewhere = await call(world.admin, 'POST', url, { ...sameTime, location: 'Marktplatz 1, 80331 München' });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ time: '10:00', location: 'Marktplatz 1, 80331 München' });
    const update = await world.portal.smtp.waitFor(
      (m) =>
        recipientOf(m) === c.email &&
        (m.subject ?? '').startsWith('Termin verschoben') &&
        m.text!.includes('Marktplatz'),
    );
    expect(update.text).toContain('Adresse: Marktplatz 1, 80331 München');
    expect(calendarOf(icsOf(update)).getFirstPropertyValue('location')).toBe('Marktplatz 1, 80331 München');
    expect((await world.everyMeetingOf(c.id))[0]).toMatchObject({ location: 'Marktplatz 1, 80331 München' });
  });

  it("a client's booking of an Accelerator who meets in person takes the Accelerator's address", async () => {
    const partner = world.partners[1]!;
    const everyDay = everyDayAvailability({ from: '07:00', to: '21:00' }, { platform: 'in-person', link: null });
    const without = await call(partner.token, 'PUT', '/api/availability', everyDay);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'LOCATION_REQUIRED',
      message: 'Bitte geben Sie die Adresse für Termine vor Ort an.',
    });
    expect((await call(partner.token, 'GET', '/api/availability')).json()).toMatchObject({ platform: 'video-room' });
    const saved = await call(partner.token, 'PUT', '/api/availability', {
      ...everyDay,
      location: 'Büro Mitte, Hauptstraße 5',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ platform: 'in-person', location: 'Büro Mitte, Hauptstraße 5' });

    const c = await world.clientWithPackage();
    const day = world.dayAhead(10);
    const slots = await call(c.token, 'GET', `/api/partners/${partner.id}/slots?from=${day}&to=${day}&duration=60`);
    expect(slots.statusCode, slots.body).toBe(200);
    const [first] = (slots.json() as { slots: { startsAt: string }[] }).slots;
    const booked = await call(c.token, 'POST', '/api/meetings/book', {
      partnerId: partner.id,
      startsAt: first!.startsAt,
      duration: 60,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ platform: 'in-person', location: 'Büro Mitte, Hauptstraße 5', link: null });
    const mail = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin gebucht'),
    );
    expect(mail.text).toContain('Adresse: Büro Mitte, Hauptstraße 5');
  });

  it('an online meeting keeps no address sent along', async () => {
    const c = await world.clientWithPackage();
    const res = await call(world.partners[0]!.token, 'POST', '/api/meetings/create', {
      clientId: c.id,
      date: world.dayAhead(5),
      time: '10:00',
      duration: 60,
      platform: 'teams',
      location: address,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ platform: 'teams', location: null });
  });
});
