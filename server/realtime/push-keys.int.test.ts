import { expect, it } from 'vitest';
import { listeningFixtureForFile } from '../hardening/fixture';
import { settled } from '../testing/pushes';
import { meetingsPush } from '../../modules/meetings/push';
import type { PushMessage } from './socket';

// Pushes that do not storm (issue 17, item 3): an event names only the queries whose data it
// changes. Planning a meeting must reach the lists of meetings, not every list an admin has open.

const f = listeningFixtureForFile();
const open = f.open;

/** Whether one of the pushed keys makes the web's query `queryKey` stale (the key is a prefix of it). */
const invalidates = (pushes: PushMessage[], queryKey: unknown[]) =>
  pushes.some((p) =>
    p.keys.some(
      (k) => k.length <= queryKey.length && k.every((part, i) => JSON.stringify(part) === JSON.stringify(queryKey[i])),
    ),
  );

/** The query keys among `queryKeys` that the pushes make stale. */
const staleAmong = (pushes: PushMessage[], queryKeys: unknown[][]) => queryKeys.filter((q) => invalidates(pushes, q));

it('planning a meeting makes stale the meeting lists, hours and counts it changes, and nothing else', async () => {
  const [adminSocket, client, partner, other] = await Promise.all([
    open('admin'),
    open('clientA'),
    open('partnerOfA'),
    open('otherPartner'),
  ]);
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

  // The admin: the meeting list, the client's details, the tiles, the feed; holdings of the partner.
  expect(
    staleAmong(admin, [
      ['meetings', 'admin', { page: 1 }],
      ['clients', A],
      ['dashboard', 'admin'],
      ['dashboard', 'activities'],
      ['users', P, 'holdings'],
    ]),
  ).toHaveLength(5);
  // ...and none of what a planned meeting leaves as it was.
  expect(
    staleAmong(admin, [
      ['client-archive'],
      ['questionnaires', 'requests'],
      ['clients', 'list', { q: '', filter: 'all' }],
      ['packages', 'pending'],
      ['packages', 'stats'],
      ['packages', 'clients-without-package'],
      ['packages', 'templates'],
      ['dashboard', 'first-week'],
      ['users', 'admins'],
      ['users', 'role', 'partner'],
      ['partners', 'list'],
      ['milestones', 'user', A],
      ['invoices', 'list', {}],
      ['audit', 'log', {}],
    ]),
  ).toEqual([]);

  // The client: their meetings, package hours, dashboard and free slots; not their milestones or invoices.
  expect(
    staleAmong(client, [
      ['meetings', 'mine'],
      ['packages', 'mine'],
      ['packages', 'mine', 'meeting-hours'],
      ['dashboard', 'user'],
      ['meetings', 'slots', P, day, day, 60, null],
    ]),
  ).toHaveLength(5);
  expect(
    staleAmong(client, [
      ['milestones', 'mine'],
      ['invoices', 'list', {}],
      ['partners', 'list'],
    ]),
  ).toEqual([]);

  // The partner: their meetings, dashboard, the client's coordination, their clients' hours.
  expect(
    staleAmong(partner, [
      ['meetings', 'mine'],
      ['dashboard', 'partner'],
      ['meetings', 'coordination', A],
      ['partners', 'my-clients'],
      ['meetings', 'plan-clients'],
    ]),
  ).toHaveLength(5);
  expect(
    staleAmong(partner, [
      ['partners', 'list'],
      ['milestones', 'user', A],
      ['dashboard', 'user'],
    ]),
  ).toEqual([]);

  // An Accelerator without hours in A's package hears nothing of it.
  expect(other.map((p) => p.type)).toEqual(['ProfileUpdated']);
});

it('a sent reminder refreshes no list (admins hear of it for the audit tail only)', async () => {
  const reminder = {
    type: 'MeetingReminderSent',
    data: { meetingId: f.meetingToComplete, clientId: f.people.clientA.id, partnerId: f.people.partnerOfA.id, at: '' },
  };
  const rooms = await Promise.all(
    meetingsPush.map(async (r) => ({
      rooms: await r.audience(reminder as never, f.portal.runtime.ctx.db),
      keys: r.keys(reminder as never),
    })),
  );
  expect(rooms.filter((r) => r.rooms.length > 0)).toEqual([{ rooms: ['role:admin'], keys: [] }]);
});
