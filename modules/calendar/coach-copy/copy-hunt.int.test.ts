import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPartners } from '../../../server/seed/demo-accounts';
import { calendarFirm } from '../../../server/testing/calendar-firm';
import type { TestPortal } from '../../../server/testing/harness';
import { startRadicale, type Radicale } from '../../../server/testing/radicale';
import { until } from '../../../server/testing/until';

// Hunt of 2026-11-29: a meeting in the portal's own room through the coach's CalDAV copy (Radicale,
// started here): moved (same room, said so), handed over (the leaver's calendar loses it, the
// successor's gains it with a fresh room, the old link in neither), cancelled, and the client's
// account deleted (the copy goes); edited or deleted by the coach, then changed in the portal.

let portal: TestPortal;
let radicale: Radicale;
let admin: string;
let leaver: { id: string; token: string };
let successor: { id: string; token: string };
let client: { id: string; token: string };
let leaversCalendar: string;
let successorsCalendar: string;

beforeAll(async () => {
  radicale = await startRadicale();
  ({
    portal,
    admin,
    first: leaver,
    second: successor,
    client,
  } = await calendarFirm(new Date('2027-10-04T06:00:00Z'), { email: 'raum@beispiel.de', name: 'Rita Raum' }));
  leaversCalendar = await radicale.calendar('geht');
  successorsCalendar = await radicale.calendar('folgt');
  const write = { kind: 'caldav', username: radicale.user, password: radicale.password, writeMeetings: true };
  for (const [who, url] of [
    [leaver, leaversCalendar],
    [successor, successorsCalendar],
  ] as const) {
    const res = await call(who.token, 'PUT', '/api/scheduling/busy-sources', {
      sources: [{ ...write, url, label: 'Termine' }],
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  await portal?.close();
  await radicale?.stop();
});

function call(token: string, method: string, url: string, body?: unknown) {
  return portal.call(method, url, { token, ...(body ? { body } : {}) });
}
/** The copy's text once `ok` holds for it (undefined: the copy is gone). */
const copyIn = (calendar: string, file: string, what: string, ok: (text: string | undefined) => boolean) =>
  until(what, async () => {
    const text = (await radicale.objects(calendar)).get(file);
    return ok(text) ? { text } : undefined;
  });
const unfolded = (text: string | undefined) => (text ?? '').replace(/\r\n[ \t]/gu, '');

describe("the coach's copy of a meeting in the portal's room", () => {
  it('moves with the same room, goes to the successor with a fresh room, and leaves when cancelled', async () => {
    const planned = await call(leaver.token, 'POST', '/api/meetings/create', {
      clientId: client.id,
      date: '2027-10-20',
      time: '11:00',
      duration: 60,
      platform: 'video-room',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const { id, link: oldRoom } = planned.json() as { id: string; link: string };
    const file = `coach-${id}.ics`;
    await copyIn(leaversCalendar, file, 'die Kopie beim Accelerator', (t) => unfolded(t).includes(oldRoom));

    const moved = await call(leaver.token, 'POST', `/api/meetings/${id}/reschedule`, {
      date: '2027-10-22',
      time: '13:00',
      duration: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().link).toBe(oldRoom);
    const afterMove = await copyIn(leaversCalendar, file, 'die verschobene Kopie', (t) =>
      unfolded(t).includes('DTSTART:20271022T110000Z'),
    );
    expect(unfolded(afterMove.text)).toContain(oldRoom);

    const holdings = (await call(admin, 'GET', `/api/users/${leaver.id}/holdings`)).json();
    const handover = await call(admin, 'POST', `/api/users/${leaver.id}/handover`, {
      packages: holdings.packages.map((p: { userPackageId: string }) => ({
        userPackageId: p.userPackageId,
        toPartnerId: successor.id,
      })),
      meetings: 'handOver',
    });
    expect(handover.statusCode, handover.body).toBe(200);
    const theirs = await copyIn(successorsCalendar, file, 'die Kopie beim Nachfolger', (t) => t !== undefined);
    await copyIn(leaversCalendar, file, 'die Kopie beim Gehenden gelöscht', (t) => t === undefined);
    const newRoom = (
      (await call(client.token, 'GET', '/api/meetings/mine')).json().scheduled as { id: string; link: string }[]
    ).find((m) => m.id === id)!.link;
    expect(newRoom).not.toBe(oldRoom);
    expect(unfolded(theirs.text)).toContain(newRoom);
    expect(unfolded(theirs.text)).not.toContain(oldRoom);
    expect([...(await radicale.objects(leaversCalendar)).values()].join('')).not.toContain(newRoom);

    const cancelled = await call(successor.token, 'POST', `/api/meetings/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await copyIn(successorsCalendar, file, 'die Kopie beim Nachfolger gelöscht', (t) => t === undefined);
  });

  it("edited or deleted in the coach's calendar: the portal's next change writes its meeting over it, one copy", async () => {
    const planned = await call(successor.token, 'POST', '/api/meetings/create', {
      clientId: client.id,
      date: '2027-10-27',
      time: '11:00',
      duration: 60,
      platform: 'video-room',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const id = planned.json().id as string;
    const file = `coach-${id}.ics`;
    const written = await copyIn(successorsCalendar, file, 'die Kopie', (t) => t !== undefined);
    // The coach moves the copy an hour on and adds a note (their app writes the same resource).
    const edited = unfolded(written.text)
      .replace('DTSTART:20271027T090000Z', 'DTSTART:20271027T100000Z')
      .replace('DTEND:20271027T100000Z', 'DTEND:20271027T110000Z')
      .replace('DESCRIPTION:', 'DESCRIPTION:Notiz des Coachs. ');
    await radicale.put(successorsCalendar, `coach-${id}`, edited);

    const moved = await call(successor.token, 'POST', `/api/meetings/${id}/reschedule`, {
      date: '2027-10-28',
      time: '15:00',
      duration: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await copyIn(successorsCalendar, file, 'die Kopie zur neuen Zeit', (t) =>
      unfolded(t).includes('DTSTART:20271028T130000Z'),
    );
    expect(unfolded(after.text)).not.toContain('Notiz des Coachs');
    const copies = [...(await radicale.objects(successorsCalendar)).values()].filter((t) => t.includes(id));
    expect(copies).toHaveLength(1);

    // Deleted by the coach, the copy comes back with the next change (the portal's meeting still is).
    const gone = await fetch(new URL(file, successorsCalendar), {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}` },
    });
    expect(gone.ok).toBe(true);
    const again = await call(successor.token, 'POST', `/api/meetings/${id}/reschedule`, {
      date: '2027-10-29',
      time: '15:00',
      duration: 60,
    });
    expect(again.statusCode, again.body).toBe(200);
    await copyIn(successorsCalendar, file, 'die Kopie wieder da', (t) =>
      unfolded(t).includes('DTSTART:20271029T130000Z'),
    );
    const cancelled = await call(successor.token, 'POST', `/api/meetings/${id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await copyIn(successorsCalendar, file, 'die Kopie gelöscht', (t) => t === undefined);
  });

  it("leaves the coach's calendar when the client deletes their account; a held one's copy loses the name", async () => {
    const planned = await call(successor.token, 'POST', '/api/meetings/create', {
      clientId: client.id,
      date: '2027-10-25',
      time: '11:00',
      duration: 60,
      platform: 'video-room',
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const file = `coach-${planned.json().id as string}.ics`;
    await copyIn(successorsCalendar, file, 'die Kopie', (t) => t !== undefined);
    const held = await call(successor.token, 'POST', '/api/meetings/create', {
      clientId: client.id,
      date: '2027-10-05',
      time: '09:00',
      duration: 60,
      platform: 'video-room',
    });
    expect(held.statusCode, held.body).toBe(201);
    const heldId = held.json().id as string;
    portal.clock.now = new Date('2027-10-05T12:00:00Z');
    const done = await call(successor.token, 'POST', `/api/meetings/${heldId}/complete`, { summary: 'Ziele' });
    expect(done.statusCode, done.body).toBe(200);
    const heldFile = `coach-${heldId}.ics`;
    await copyIn(successorsCalendar, heldFile, 'die Kopie des gehaltenen', (t) => unfolded(t).includes('Rita Raum'));
    // The completion's own copy job done first, or it would write the copy after the erasure anyway.
    await until('die Kopier-Aufträge erledigt', async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pgboss.job
        WHERE name = 'calendar-coach-copy' AND state IN ('created', 'retry', 'active')`.execute(portal.runtime.ctx.db);
      return rows[0]!.n === 0 ? true : undefined;
    });

    const gone = await call(client.token, 'DELETE', '/api/users/me');
    expect(gone.statusCode, gone.body).toBe(200);
    await copyIn(successorsCalendar, file, 'die Kopie gelöscht', (t) => t === undefined);
    // Erased (Art. 17, 19 DSGVO): the name the portal wrote into the coach's calendar goes from it too.
    const renamed = await copyIn(successorsCalendar, heldFile, 'die Kopie ohne Namen', (t) =>
      unfolded(t).includes(`SUMMARY:Coaching: Klient (Konto gelöscht) & ${demoPartners[1]!.name}`),
    );
    expect(unfolded(renamed.text)).toContain('DTSTART:20271005T070000Z');
    expect([...(await radicale.objects(successorsCalendar)).values()].join('')).not.toContain('Rita');
  });
});
