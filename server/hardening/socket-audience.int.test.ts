import { expect, it } from 'vitest';
import { settled } from '../testing/pushes';
import { listeningFixtureForFile, type Actor } from './fixture';

// Realtime is part of authorisation: a push tells its listener that something changed and which
// queries to reload. Client B and a partner without A's hours must not learn of A's changes.

const f = listeningFixtureForFile();
const open = f.open;

async function ok(method: string, url: string, actor: Actor, body?: unknown): Promise<void> {
  const res = await f.portal.call(method, url, { token: f.token(actor), body });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
}

it('an anonymous socket is turned away', async () => {
  await expect(open('anonymous')).rejects.toThrow('Nicht authentifiziert');
});

it('changes about client A reach A and the admin, never client B or an unrelated partner', async () => {
  const [a, b, partner, other, admin] = await Promise.all([
    open('clientA'),
    open('clientB'),
    open('partnerOfA'),
    open('otherPartner'),
    open('admin'),
  ]);
  const A = f.people.clientA.id;
  const day = new Date(f.portal.clock.now.getTime() + 9 * 24 * 3600_000).toISOString().slice(0, 10);

  // Four kinds of change to A: a meeting planned, a milestone done, A's profile, the admin's notes.
  await ok('POST', '/api/meetings/create', 'partnerOfA', {
    clientId: A,
    date: day,
    time: '09:00',
    duration: 60,
    platform: 'zoom',
  });
  await ok('POST', `/api/milestones/complete/${f.milestoneOfA}`, 'clientA', { notes: 'Geschafft' });
  await ok('PUT', '/api/users/profile', 'clientA', { name: 'Anton Geändert' });
  await ok('PUT', `/api/client-archive/${A}/notes`, 'admin', { notes: 'Vertraulich' });
  await settled(
    () =>
      ['MeetingPlanned', 'MilestoneCompleted'].every((t) => a.some((m) => m.type === t)) &&
      admin.some((m) => m.type === 'MeetingPlanned'),
  );
  expect(a.map((m) => m.type)).toEqual(expect.arrayContaining(['MeetingPlanned', 'MilestoneCompleted']));
  expect(admin.map((m) => m.type)).toEqual(expect.arrayContaining(['MeetingPlanned', 'MilestoneCompleted']));
  expect(partner.map((m) => m.type)).toContain('MeetingPlanned');

  // Then a change of B's and of the other partner's own: once it arrives, their sockets demonstrably
  // work, so the silence before it is real, not a dead connection (pushes leave in log order, so a
  // leaked push about A would have arrived first).
  await ok('PUT', '/api/users/profile', 'clientB', { name: 'Berta Geändert' });
  await ok('PUT', '/api/users/profile', 'otherPartner', { name: 'Quirin Geändert' });
  await settled(() => b.length > 0 && other.length > 0);
  expect(b.map((m) => m.type)).toEqual(['ProfileUpdated']);
  expect(other.map((m) => m.type)).toEqual(['ProfileUpdated']);
  expect(JSON.stringify([...b, ...other])).not.toContain(A);
});
