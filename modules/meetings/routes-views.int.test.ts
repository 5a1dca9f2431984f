import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { replay } from '../../server/eventstore';
import { recipientOf } from '../../server/testing/smtp-sink';
import { sendDueReminders } from './commands';
import { meetingsWorldForFile } from './test-world';
import { meetingCalls } from './testing/meeting-calls';

// The meeting routes' views for each role, the reminders, and no double booking of a coach or a
// client (issue 15 item 6); the log replays to the same read tables.

const world = meetingsWorldForFile();
const { plan, closeMeeting, allocation } = meetingCalls(world);

describe('views', () => {
  it('mine, coordination (only for a partner who shares the client), world.admin list and CSV export', async () => {
    const c = await world.clientWithPackage();
    await plan(world.partners[0]!.token, {
      clientId: c.id,
      date: world.dayAhead(6),
      time: '11:00',
      notes: '=HYPERLINK("x")',
    });
    await plan(world.partners[1]!.token, {
      clientId: c.id,
      date: world.dayAhead(7),
      time: '12:00',
      platform: 'phone',
      link: 'https://ignored.example',
    });
    const mine = await world.mine(c.token);
    expect(mine).toHaveLength(2);
    expect(mine.find((m) => m.platform === 'phone')!.link).toBeNull();
    const coordination = await world.portal.call('GET', `/api/coordination/client/${c.id}/all-meetings`, {
      token: world.partners[1]!.token,
    });
    expect(
      coordination
        .json()
        .scheduled.map((m: { isMyMeeting: boolean }) => m.isMyMeeting)
        .sort(),
    ).toEqual([false, true]);
    expect(
      (
        await world.portal.call('GET', `/api/coordination/client/${c.id}/all-meetings`, {
          token: world.partners[2]!.token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await world.portal.call('GET', '/api/meetings/admin/all', { token: world.partners[0]!.token })).statusCode,
    ).toBe(403);
    const all = await world.adminList();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const csv = await world.portal.call('GET', '/api/meetings/export', { token: world.admin });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Uhrzeit;Dauer (Min.);Klient;E-Mail;Accelerator;Plattform;Status;Stunden;Zusammenfassung;Notizen;Abschlussnotizen',
    );
    expect(lines).toHaveLength(all.total + 1);
    expect(csv.body).toContain(`'=HYPERLINK`);
  });
});

describe('reminders', () => {
  it('fire 24 hours ahead with an injected clock, once, and not after a cancellation', async () => {
    const c = await world.clientWithPackage();
    const kept = await world.planned(0, c.id, 3, '10:00');
    const dropped = await world.planned(0, c.id, 3, '15:00');
    await closeMeeting(world.partners[0]!.token, dropped.id, 'cancel', {});
    const reminded = async (id: string) =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM events WHERE type = 'MeetingReminderSent' AND data->>'meetingId' = ${id}`.execute(
          world.portal.runtime.ctx.db,
        )
      ).rows[0]!.n;
    const saved = world.portal.clock.now;
    await sendDueReminders(world.portal.runtime.ctx);
    expect(await reminded(kept.id)).toBe(0);
    world.portal.clock.now = new Date(new Date(dropped.startsAt).getTime() - 20 * 3600_000);
    // The cron worker may run the same sweep meanwhile: count the events, not the calls.
    await sendDueReminders(world.portal.runtime.ctx);
    await sendDueReminders(world.portal.runtime.ctx);
    world.portal.clock.now = saved;
    expect(await reminded(kept.id)).toBe(1);
    expect(await reminded(dropped.id)).toBe(0);
    const reminder = await world.portal.smtp.waitFor(
      (m) => recipientOf(m) === c.email && (m.subject ?? '').startsWith('Erinnerung'),
    );
    expect(reminder.subject).toBe('Erinnerung: Termin morgen um 10:00 Uhr');
    // Planning and cancelling send invitations and cancellations, never a reminder.
    expect(
      world.portal.smtp.mails.filter(
        (m) => (m.subject ?? '').startsWith('Erinnerung') && (m.subject ?? '').includes('15:00'),
      ),
    ).toEqual([]);
  });

  it('replay rebuilds meetings and ledger identical to the live tables', async () => {
    // Several moves on one allocation and one package (replay writes a batch's moves in bulk).
    const c = await world.clientWithPackage(10);
    const ids = [];
    for (const [i, duration] of [60, 90, 30, 120].entries())
      ids.push(
        (
          await plan(world.partners[0]!.token, {
            clientId: c.id,
            date: world.dayAhead(30 + i),
            time: '09:00',
            duration,
          })
        ).json().id as string,
      );
    for (const id of ids.slice(0, 3))
      expect((await closeMeeting(world.partners[0]!.token, id, 'complete', { summary: 'Erledigt' })).statusCode).toBe(
        200,
      );
    expect((await closeMeeting(world.partners[0]!.token, ids[3]!, 'cancel', { reason: 'Verschoben' })).statusCode).toBe(
      200,
    );
    expect(await allocation(c.userPackageId, world.partners[0]!.id)).toEqual({ reserved: 0, consumed: 3 });
    expect((await replay(world.portal.runtime.ctx.store)).differences).toEqual([]);
  });
});

describe('double booking (issue 15 item 6)', () => {
  it('refuses a meeting overlapping one of the partner or the client, naming it; back to back and freed slots are fine', async () => {
    const c1 = await world.clientWithPackage();
    const c2 = await world.clientWithPackage();
    const p1 = world.partners[1]!.token;
    const date = world.dayAhead(80);
    const shown = `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
    const first = await plan(p1, { clientId: c1.id, date, time: '10:00' });
    expect(first.statusCode).toBe(201);

    const clashes: [string, Record<string, unknown>, string][] = [
      [p1, { clientId: c2.id, time: '10:30' }, 'Der Accelerator hat'],
      [world.partners[0]!.token, { clientId: c1.id, time: '10:30' }, 'Der Klient hat'],
      [p1, { clientId: c1.id, time: '09:00', duration: 90 }, 'Dieser Klient und dieser Accelerator haben'],
    ];
    for (const [token, body, owner] of clashes) {
      const res = await plan(token, { date, ...body });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CLASH',
        message: `${owner} zu dieser Zeit schon einen Termin: ${shown}, 10:00 Uhr (60 Minuten).`,
      });
    }
    // Refused plans reserve nothing.
    expect(await allocation(c2.userPackageId, world.partners[1]!.id)).toEqual({ reserved: 0, consumed: 0 });

    expect((await plan(p1, { clientId: c2.id, date, time: '11:00' })).statusCode).toBe(201);
    const cancel = await world.portal.call('POST', `/api/meetings/${first.json().id}/cancel`, {
      token: p1,
      body: { reason: 'Verschoben' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await plan(p1, { clientId: c2.id, date, time: '10:00' })).statusCode).toBe(201);
  });

  it('of six plans at once for the same partner and slot, exactly one is planned', async () => {
    const clients = [await world.clientWithPackage(), await world.clientWithPackage()];
    const date = world.dayAhead(81);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        plan(world.partners[1]!.token, { clientId: clients[i % 2]!.id, date, time: '14:00' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'CLASH')).toBe(true);
  });
});
