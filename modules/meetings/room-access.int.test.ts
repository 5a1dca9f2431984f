import { describe, expect, it } from 'vitest';
import { offerPackage, withdrawnOfferOfPartner } from '../../server/testing/demo-portal';
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

    // A coach of another client only: refused everywhere (the client outside their circle: 404), the link in no answer.
    const stranger = world.partners[2]!.token;
    const refusals = [
      [coordination, 404],
      [`/api/calendar/meetings/${meeting.id}.ics`, 403],
      [`/api/meetings/${meeting.id}/terms`, 403],
    ] as const;
    for (const [url, status] of refusals) {
      const res = await get(url, stranger);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
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
    expect(withdrawn.statusCode, withdrawn.body).toBe(404);
    // A coach of the client's own package still reads it.
    expect((await get(coordination, world.partners[1]!.token)).body).toContain(link);
  });

  it('is not read by the Accelerator of an offer the client has not accepted (404 as for an unknown client), and is once they accept', async () => {
    const { c, link } = await meetingInRoom('14:00');
    const coordination = `/api/coordination/client/${c.id}/all-meetings`;
    const offered = world.partners[2]!;
    const offer = await offerPackage(world.portal, world.admin, {
      clientId: c.id,
      packageName: 'Vertiefung',
      customPrice: 500,
      partnerHours: [{ partnerId: offered.id, hours: 3 }],
    });
    const open = await get(coordination, offered.token);
    expect(open.body).not.toContain(link);
    expect(open.statusCode, open.body).toBe(404);
    expect(open.json().message).toBe('Klient nicht gefunden.');
    const accepted = await world.portal.call('POST', '/api/packages/accept', {
      token: c.token,
      body: { packageId: offer },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await get(coordination, offered.token)).body).toContain(link);
  });

  it('is still read by a coach whose package ended (the circle: now or before)', async () => {
    const { c, meeting } = await meetingInRoom('16:00');
    const ended = await world.portal.call('POST', `/api/packages/${c.userPackageId}/complete`, { token: world.admin });
    expect(ended.statusCode, ended.body).toBe(200);
    const res = await get(`/api/coordination/client/${c.id}/all-meetings`, world.partners[1]!.token);
    expect(res.statusCode, res.body).toBe(200);
    // Its planned meeting ended with the package (cancelled free of charge: listed nowhere).
    expect(res.json()).toEqual({ scheduled: [], past: [], pastTotal: 0 });
    expect(res.body).not.toContain(meeting.id);
  });
});
