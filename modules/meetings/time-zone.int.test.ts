import { describe, expect, it } from 'vitest';
import { expectSealedInLog } from '../../server/testing/log-rows';
import { wallClock } from '../../server/testing/wall-clock';
import { recipientOf } from '../../server/testing/smtp-sink';
import { meetingsWorldForFile } from './test-world';

// Issue 34 item 5: a client in New York chooses her zone in her profile; her mails name the
// meeting's times in it, the Accelerator's stay on Berlin's clock; the zone is sealed in the log.

const world = meetingsWorldForFile();
const NEW_YORK = 'America/New_York';

/** 'HH:mm' and 'dd.MM.yyyy' of an instant in a zone, read by Intl (not by the code under test). */
function clockIn(instant: string, timeZone: string) {
  const { year, month, day, hour, minute } = wallClock(new Date(instant), timeZone);
  return { date: `${day}.${month}.${year}`, time: `${hour}:${minute}` };
}

describe('a client’s time zone', () => {
  it('is chosen in her profile, checked by the server; a wrong one changes nothing', async () => {
    const c = await world.clientWithPackage();
    const me = () => world.portal.call('GET', '/api/auth/me', { token: c.token });
    expect((await me()).json().user.timeZone).toBe('Europe/Berlin');

    for (const timeZone of ['Mars/Olympus', 'EST', '', 42]) {
      const bad = await world.portal.call('PUT', '/api/users/profile', { token: c.token, body: { timeZone } });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toBe('Bitte wählen Sie eine Zeitzone aus der Liste.');
    }
    expect((await me()).json().user.timeZone).toBe('Europe/Berlin');

    const set = await world.portal.call('PUT', '/api/users/profile', { token: c.token, body: { timeZone: NEW_YORK } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().user.timeZone).toBe(NEW_YORK);
    expect((await me()).json().user.timeZone).toBe(NEW_YORK);

    // The firm's people read Berlin's clock.
    const partner = await world.portal.call('PUT', '/api/users/profile', {
      token: world.partners[0]!.token,
      body: { timeZone: NEW_YORK },
    });
    expect(partner.statusCode, partner.body).toBe(400);
    expect(partner.json()).toMatchObject({ code: 'TIME_ZONE_FOR_CLIENTS_ONLY' });

    // Sealed with her key in the log, never in the clear.
    await expectSealedInLog(world.portal.runtime.ctx.db, 'identity-user', 'ProfileUpdated', 'New_York');
  });

  it('names her invitation’s times in New York, the Accelerator’s in Berlin', async () => {
    const c = await world.clientWithPackage();
    const partner = world.partners[0]!;
    const set = await world.portal.call('PUT', '/api/users/profile', { token: c.token, body: { timeZone: NEW_YORK } });
    expect(set.statusCode, set.body).toBe(200);

    const meeting = await world.planned(0, c.id, 3, '10:00');
    const there = clockIn(meeting.startsAt, NEW_YORK);
    const invitation = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin geplant'),
    );
    expect(invitation.subject).toBe(`Termin geplant: ${there.date}, ${there.time} Uhr (New York)`);
    expect(invitation.text).toContain(`${there.date} um ${there.time} Uhr (New York, 60 Minuten, Zoom)`);
    expect(invitation.text).not.toContain('10:00 Uhr');

    const berlin = clockIn(meeting.startsAt, 'Europe/Berlin');
    const toPartner = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === partner.email && (m.subject ?? '') === `Termin geplant: ${berlin.date}, 10:00 Uhr`,
    );
    expect(toPartner.text).toContain(`${berlin.date} um 10:00 Uhr (60 Minuten, Zoom)`);
    expect(toPartner.text).not.toContain('New York');
  });
});
