import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import type { MeetingView } from './contract';
import { meetingsWorldForFile } from './test-world';

// Issue 34 item 3: each online meeting 'Eigener Raum je Termin' has its own room on the Jitsi
// server (VIDEO_ROOM_BASE_URL, the test's default https://meet.jit.si), kept when it moves; a fixed
// link stays that link. The room is the meeting's link in its views, mails and calendar entry.

const world = meetingsWorldForFile();
const room = /^https:\/\/meet\.jit\.si\/Coaching-[a-z2-7]{26}$/;
const plan = async (token: string, body: Record<string, unknown>) => {
  const res = await world.portal.call('POST', '/api/meetings/create', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MeetingView;
};

describe('a room per meeting', () => {
  it('two online meetings have two rooms; a moved one keeps its room; the mail and the calendar name it', async () => {
    const c = await world.clientWithPackage();
    const partner = world.partners[0]!;
    const at = (days: number, time: string) => ({ clientId: c.id, date: world.dayAhead(days), time, duration: 60 });
    // No platform given: the default is a room of its own.
    const first = await plan(partner.token, at(3, '10:00'));
    const second = await plan(partner.token, {
      ...at(4, '10:00'),
      platform: 'video-room',
      link: 'https://zoom.us/j/9',
    });
    expect(first).toMatchObject({ platform: 'video-room', link: expect.stringMatching(room) });
    expect(second.link).toMatch(room);
    expect(second.link).not.toBe(first.link);

    const moved = await world.portal.call('POST', `/api/meetings/${first.id}/reschedule`, {
      token: partner.token,
      body: { date: world.dayAhead(5), time: '11:00', duration: 60 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ time: '11:00', link: first.link });
    const seen = (await world.mine(c.token)).find((m) => m.id === first.id)!;
    expect(seen.link).toBe(first.link);

    const invitation = await world.portal.smtp.waitFor(
      (m) =>
        recipientOf(m) === c.email && (m.subject ?? '').startsWith('Termin geplant') && m.text!.includes(second.link!),
    );
    expect(invitation.text).toContain(`Link: ${second.link}`);
    const ics = invitation.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString();
    const entry = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(entry.getFirstPropertyValue('location')).toBe(second.link);
  });

  it('a fixed link stays the link; phone has none', async () => {
    const c = await world.clientWithPackage();
    const token = world.partners[0]!.token;
    const body = { clientId: c.id, date: world.dayAhead(6), time: '09:00', duration: 30 };
    const zoom = await plan(token, { ...body, platform: 'zoom', link: 'https://zoom.us/j/123' });
    expect(zoom).toMatchObject({ platform: 'zoom', link: 'https://zoom.us/j/123' });
    const phone = await plan(token, { ...body, time: '12:00', platform: 'phone' });
    expect(phone.link).toBeNull();
  });
});
