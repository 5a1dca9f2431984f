import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { berlinWallClock } from '../../lib/german/time';
import { meetingsWorldForFile } from './test-world';
import { meetingCalls } from './testing/meeting-calls';

// The meeting routes move the hours ledger: plans reserve (also thirty at once), completions consume
// and cancellations release. Views, reminders and double booking: routes-views.int.test.ts.

const world = meetingsWorldForFile();
const { plan, closeMeeting, allocation } = meetingCalls(world);

describe('planning reserves hours', () => {
  it('30 concurrent plans against room for 10 one-hour meetings: exactly 10 succeed, the ledger never goes negative', async () => {
    const c = await world.clientWithPackage(10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        plan(world.partners[0]!.token, {
          clientId: c.id,
          // Thirty different slots: partner 0's calendar weeks after the other tests' meetings.
          date: world.dayAhead(40 + i),
          time: `${String(8 + (i % 10)).padStart(2, '0')}:00`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => a.statusCode === 400 && a.json().code === 'INSUFFICIENT_HOURS')).toBe(true);
    expect(refused[0]!.json().message).toBe('Nicht genügend Stunden: nur 0 Stunden verfügbar, 1 benötigt.');
    const a = await allocation(c.userPackageId, world.partners[0]!.id);
    expect(Number(a.reserved)).toBe(10);
  });

  it('a partner cannot plan on a package that does not allocate them; a client cannot plan at all', async () => {
    const c = await world.clientWithPackage();
    const stranger = await plan(world.partners[2]!.token, { clientId: c.id, date: world.dayAhead(3), time: '10:00' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().code).toBe('PARTNER_NOT_ALLOCATED');
    expect((await plan(c.token, { clientId: c.id, date: world.dayAhead(3), time: '10:00' })).statusCode).toBe(403);
  });

  it('validates in German: missing fields, past dates, durations', async () => {
    const c = await world.clientWithPackage();
    const missing = await plan(world.partners[0]!.token, { clientId: c.id, date: '', time: '10:00' });
    expect(missing.json().message).toBe('Bitte füllen Sie alle Felder aus.');
    const past = await plan(world.partners[0]!.token, { clientId: c.id, date: world.dayAhead(-1), time: '10:00' });
    expect(past.json().message).toBe('Der Termin liegt in der Vergangenheit.');
    const odd = await plan(world.partners[0]!.token, {
      clientId: c.id,
      date: world.dayAhead(3),
      time: '10:00',
      duration: 45,
    });
    expect(odd.statusCode).toBe(400);
  });
});

describe('complete and cancel move the ledger', () => {
  it('completing consumes, cancelling releases; both e-mails carry a calendar entry with the right UTC start', async () => {
    const c = await world.clientWithPackage();
    const date = world.dayAhead(5);
    const m1 = (
      await plan(world.partners[0]!.token, {
        clientId: c.id,
        date,
        time: '14:30',
        duration: 90,
        link: 'https://zoom.us/j/123',
      })
    ).json();
    const m2 = (await plan(world.partners[0]!.token, { clientId: c.id, date, time: '17:00' })).json();
    expect(Number((await allocation(c.userPackageId, world.partners[0]!.id)).reserved)).toBe(2.5);

    const invite = await world.portal.smtp.waitFor(
      (m) =>
        recipientOf(m) === c.email &&
        (m.subject ?? '').startsWith('Termin geplant') &&
        (m.subject ?? '').includes('14:30'),
    );
    const icsText = invite.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString() ?? '';
    const vevent = new ICAL.Component(ICAL.parse(icsText)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(`${m1.id}@coaching-portal`);
    expect((vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(m1.startsAt);
    expect(berlinWallClock(new Date(m1.startsAt))).toEqual({ date, time: '14:30' });

    const done = await closeMeeting(world.partners[0]!.token, m1.id, 'complete', { summary: 'Strategie geschärft' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', hoursUsed: 1.5, partnerConfirmed: true });
    const cancelled = await closeMeeting(world.partners[0]!.token, m2.id, 'cancel', {
      reason: 'Vom Partner storniert',
    });
    expect(cancelled.json().status).toBe('cancelled');
    const a = await allocation(c.userPackageId, world.partners[0]!.id);
    expect([Number(a.reserved), Number(a.consumed)]).toEqual([0, 1.5]);
    const pkg = (await world.portal.call('GET', '/api/packages/my-active', { token: c.token })).json();
    expect(pkg.userPackage.remainingHours).toBe(13.5);

    const cancelMail = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin abgesagt'),
    );
    const cal = new ICAL.Component(
      ICAL.parse(cancelMail.attachments.find((x) => x.contentType.startsWith('text/calendar'))!.content.toString()),
    );
    expect(cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(1);

    expect((await closeMeeting(world.partners[0]!.token, m1.id, 'complete', { summary: 'noch mal' })).statusCode).toBe(
      409,
    );
    const noSummary = await closeMeeting(world.partners[0]!.token, m2.id, 'complete', {});
    expect(noSummary.json().message).toBe('Bitte geben Sie eine Zusammenfassung des Meetings ein.');
  });

  it('plans for a client whose address has umlauts: the invitation carries it as a mailto address', async () => {
    const c = await world.clientWithPackage(10, {}, { email: 'langjährig@beispiel.de', name: 'Jörg Langjährig' });
    const res = await plan(world.partners[0]!.token, { clientId: c.id, date: world.dayAhead(6), time: '09:00' });
    expect(res.statusCode, res.body).toBe(201);
    const invite = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin geplant'),
    );
    const ics = invite.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:langj%C3%A4hrig@beispiel.de');
  });

  it('another partner can neither complete nor cancel a meeting', async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(0, c.id, 4, '09:00');
    expect((await closeMeeting(world.partners[1]!.token, m.id, 'complete', { summary: 'x' })).statusCode).toBe(403);
    expect((await closeMeeting(world.partners[1]!.token, m.id, 'cancel', {})).statusCode).toBe(403);
  });
});
