import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { meetingsWorldForFile } from './test-world';

// Issue 15 item 9: a planned meeting is moved, not cancelled and planned anew: the same calendar
// entry (UID) with a higher SEQUENCE, the hours follow, and the rules of planning still hold.

const world = meetingsWorldForFile();
const call = (token: string, method: string, url: string, body?: Record<string, unknown>) =>
  world.portal.call(method, url, { token, ...(body ? { body } : {}) });
const vevent = (mail: { attachments: { contentType: string; content: Buffer }[] }) =>
  new ICAL.Component(
    ICAL.parse(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString()),
  ).getFirstSubcomponent('vevent')!;

describe('moving a planned meeting', () => {
  it('keeps the calendar entry, moves the hours, and refuses what planning refuses', async () => {
    const c = await world.clientWithPackage(2);
    const partner = world.partners[0]!;
    const m = (await world.planned(0, c.id, 3, '10:00')).id;
    await world.planned(0, c.id, 3, '14:00');
    const moveTo = (token: string, days: number, time: string, duration: number) =>
      call(token, 'POST', `/api/meetings/${m}/reschedule`, { date: world.dayAhead(days), time, duration });

    const moved = await moveTo(partner.token, 4, '09:30', 60);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ date: world.dayAhead(4), time: '09:30', status: 'scheduled' });

    const planned = await world.portal.smtp.waitFor(
      (x) =>
        recipientOf(x) === c.email && (x.subject ?? '').startsWith('Termin geplant') && x.subject!.includes('10:00'),
    );
    const update = await world.portal.smtp.waitFor(
      (x) => recipientOf(x) === c.email && (x.subject ?? '').startsWith('Termin verschoben'),
    );
    expect(update.subject).toContain('09:30 Uhr');
    expect(vevent(update).getFirstPropertyValue('uid')).toBe(vevent(planned).getFirstPropertyValue('uid'));
    expect(Number(vevent(update).getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(vevent(planned).getFirstPropertyValue('sequence') ?? 0),
    );

    // Onto the other meeting of the same day: a clash, named.
    const clash = await moveTo(partner.token, 3, '14:30', 60);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('CLASH');
    // Longer than the hours allow: the partner holds 2, both meetings take 1 each.
    const longer = await moveTo(partner.token, 4, '09:30', 120);
    expect(longer.statusCode).toBe(400);
    expect(longer.json().code).toBe('INSUFFICIENT_HOURS');
    // Another partner may not; the admin may.
    expect((await moveTo(world.partners[2]!.token, 5, '11:00', 30)).statusCode).toBe(403);
    const byAdmin = await moveTo(world.admin, 5, '11:00', 30);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const pkg = (await call(c.token, 'GET', '/api/packages/my-active')).json();
    expect(pkg.userPackage.reservedHours).toBe(1.5);
  });
});
