import { expect, it } from 'vitest';
import { listeningFixtureForFile } from '../hardening/fixture';
import { settled } from '../testing/pushes';
import { meetingsPush } from '../../modules/meetings/push';
import type { PushMessage } from './socket';

// Pushes say who may learn of an event (the rooms) and which ids it names for them; which of the
// web's queries go stale is the features' declaration (web/realtime/refresh.unit.test.ts checks
// that a planned meeting makes stale the lists it changes, and nothing else).

const f = listeningFixtureForFile();
const open = f.open;

/** The types and ids a socket heard, in order. */
const heard = (pushes: PushMessage[]) => pushes.map((p) => ({ type: p.type, ids: p.ids }));

it('planning a meeting reaches the client, its partner and the admins with the ids they may learn; no one else', async () => {
  const [adminSocket, client, partner, other] = await Promise.all([
    open('admin'),
    open('clientA'),
    open('partnerOfA'),
    open('otherPartner'),
  ]);
  // The fixture's own events may still be on their way to sockets opened right after them: a first
  // profile change of the other partner, once it arrives, is after all of them (pushes leave in log
  // order), and what the sockets heard until then is dropped.
  await f.portal.call('PUT', '/api/users/profile', { token: f.token('otherPartner'), body: { company: 'P GmbH' } });
  await settled(
    () => other.some((p) => p.type === 'ProfileUpdated') && adminSocket.some((p) => p.type === 'ProfileUpdated'),
  );
  for (const socket of [adminSocket, client, partner, other]) socket.splice(0);
  const A = f.people.clientA.id;
  const P = f.people.partnerOfA.id;
  const day = new Date(f.portal.clock.now.getTime() + 11 * 24 * 3600_000).toISOString().slice(0, 10);
  const res = await f.portal.call('POST', '/api/meetings/create', {
    token: f.token('partnerOfA'),
    body: { clientId: A, date: day, time: '11:00', duration: 60, platform: 'zoom' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const both = (pushes: PushMessage[]) =>
    ['MeetingPlanned', 'HoursReserved'].every((t) => pushes.some((p) => p.type === t));
  await settled(() => [adminSocket, client, partner].every(both));
  // A profile change of the other partner's own, once it arrives, shows their socket works (pushes
  // leave in log order: one about the plan would have come first).
  await f.portal.call('PUT', '/api/users/profile', { token: f.token('otherPartner'), body: { company: 'Q GmbH' } });
  await settled(() => other.length > 0 && adminSocket.some((p) => p.type === 'ProfileUpdated'));
  const admin = adminSocket.filter((p) => p.type !== 'ProfileUpdated');

  // Everyone concerned learns the client; the admins also the partner whose holdings change.
  expect(heard(admin)).toEqual(
    expect.arrayContaining([
      { type: 'MeetingPlanned', ids: { clientId: A, partnerIds: [P] } },
      { type: 'HoursReserved', ids: { clientId: A, partnerIds: [P] } },
    ]),
  );
  for (const socket of [client, partner]) {
    expect(heard(socket)).toEqual(
      expect.arrayContaining([
        { type: 'MeetingPlanned', ids: { clientId: A, partnerIds: [P] } },
        { type: 'HoursReserved', ids: { clientId: A } },
      ]),
    );
  }

  // An Accelerator without hours in A's package hears nothing of it.
  expect(other.map((p) => p.type)).toEqual(['ProfileUpdated']);
});

it('a sent reminder reaches the admins only, with no id (for the audit tail)', async () => {
  const reminder = {
    type: 'MeetingReminderSent',
    data: { meetingId: f.meetingToComplete, clientId: f.people.clientA.id, partnerId: f.people.partnerOfA.id, at: '' },
  };
  const rooms = await Promise.all(
    meetingsPush.map(async (r) => ({
      rooms: await r.audience(reminder as never, f.portal.runtime.ctx.db),
      ids: r.ids?.(reminder as never),
    })),
  );
  expect(rooms.filter((r) => r.rooms.length > 0)).toEqual([{ rooms: ['role:admin'], ids: {} }]);
});

// Last in the file: it offers A a package with the other partner's hours.
it('a milestone of the client reaches their coach, not an Accelerator only on an offer the client has not taken', async () => {
  const A = f.people.clientA.id;
  const offered = await f.portal.call('POST', '/api/packages/create-and-assign', {
    token: f.token('admin'),
    body: {
      clientId: A,
      packageName: 'Zweites Coaching',
      customPrice: 500,
      partnerHours: [{ partnerId: f.people.otherPartner.id, hours: 5 }],
    },
  });
  expect(offered.statusCode, offered.body).toBe(201);
  const [partner, other] = await Promise.all([open('partnerOfA'), open('otherPartner')]);
  const done = await f.portal.call('POST', `/api/milestones/complete/${f.milestoneOfA}`, {
    token: f.token('clientA'),
    body: { notes: null },
  });
  expect(done.statusCode, done.body).toBe(200);
  await settled(() => partner.some((p) => p.type === 'MilestoneCompleted'));
  // A profile change of the other partner's own shows their socket works (pushes leave in log order).
  await f.portal.call('PUT', '/api/users/profile', { token: f.token('otherPartner'), body: { company: 'R GmbH' } });
  await settled(() => other.some((p) => p.type === 'ProfileUpdated'));
  expect(heard(partner)).toContainEqual({ type: 'MilestoneCompleted', ids: { clientId: A } });
  expect(other.map((p) => p.type)).toEqual(['ProfileUpdated']);
});
