import { describe, expect, it } from 'vitest';
import { withdrawnOfferOfPartner } from '../../server/testing/demo-portal';
import type { MeetingView } from './contract';
import { meetingsWorldForFile } from './test-world';

// Hunt of 2026-11-29: who reads a meeting's room link, the room's only secret (a Jitsi room has no
// password). The meeting's client and Accelerator, the client's other coaches (coordination) and
// the office; nobody else, signed in or not.

const world = meetingsWorldForFile();
const room = /^https:\/\/meet\.jit\.si\/Coaching-[a-z2-7]{26}$/u;
const get = (url: string, token?: string) => world.portal.call('GET', url, token ? { token } : {});

async function meetingInRoom(time: string) {
  const c = await world.clientWithPackage();
  const res = await world.portal.call('POST', '/api/meetings/create', {
    token: world.partners[0]!.token,
    body: { clientId: c.id, date: world.dayAhead(4), time, duration: 60, platform: 'video-room' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const meeting = res.json() as MeetingView;
  expect(meeting.link).toMatch(room);
  return { c, meeting, link: meeting.link! };
}

describe("a meeting's room link", () => {
  it('is read by its people, the client’s coaches and the office; another client’s coach and a visitor get nothing', async () => {
    const { c, meeting, link } = await meetingInRoom('10:00');
    const coordination = `/api/coordination/client/${c.id}/all-meetings`;
    // The other coach of the client's package: coordination shows the client's meetings (spec 02 §3).
    const colleague = await get(coordination, world.partners[1]!.token);
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect(colleague.body).toContain(link);
    const office = await get(`/api/calendar/meetings/${meeting.id}.ics`, world.admin);
    expect(office.statusCode).toBe(200);

    // A coach of another client only: 403 everywhere, the link in no answer.
    const stranger = world.partners[2]!.token;
    for (const url of [coordination, `/api/calendar/meetings/${meeting.id}.ics`, `/api/meetings/${meeting.id}/terms`]) {
      const res = await get(url, stranger);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.body).not.toContain(link);
    }
    // A visitor with no session: 401, in German, nothing of the meeting.
    for (const url of [coordination, `/api/calendar/meetings/${meeting.id}.ics`, '/api/meetings/mine']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain(link);
      expect(res.body).toContain('Bitte melden Sie sich an');
    }
  });

  it('is not read by a coach named only in an offer that was withdrawn', async () => {
    const { c, link } = await meetingInRoom('12:00');
    const coordination = `/api/coordination/client/${c.id}/all-meetings`;
    const named = world.partners[2]!;
    await withdrawnOfferOfPartner(world.portal, world.admin, { clientId: c.id, partnerId: named.id });
    const withdrawn = await get(coordination, named.token);
    expect(withdrawn.body).not.toContain(link);
    expect(withdrawn.statusCode, withdrawn.body).toBe(403);
    // A coach of the client's own package still reads it.
    expect((await get(coordination, world.partners[1]!.token)).body).toContain(link);
  });
});
