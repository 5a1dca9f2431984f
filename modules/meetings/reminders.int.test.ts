import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { recipientOf } from '../../server/testing/smtp-sink';
import { sendDueReminders } from './commands';
import { meetingsWorldForFile } from './test-world';

// Issue 34 item 6: reminders 24 hours and 1 hour before, as the firm chooses (both by default);
// each once per meeting and kind, again after a move. Through the sweep with a moved clock and the
// real SMTP sink.

const world = meetingsWorldForFile();
const HOUR = 3600_000;

/** The kinds of reminder events of a meeting, in order. */
const remindedKinds = async (id: string) =>
  (
    await sql<{ kind: string | null }>`
      SELECT data->>'kind' AS kind FROM events
      WHERE type = 'MeetingReminderSent' AND data->>'meetingId' = ${id} ORDER BY position`.execute(
      world.portal.runtime.ctx.db,
    )
  ).rows.map((r) => r.kind);

/** Runs the sweep twice (the cron worker may run it meanwhile too) at `at`, then puts the clock back. */
async function sweepAt(at: Date) {
  const saved = world.portal.clock.now;
  world.portal.clock.now = at;
  await sendDueReminders(world.portal.runtime.ctx);
  await sendDueReminders(world.portal.runtime.ctx);
  world.portal.clock.now = saved;
}
const setReminders = async (reminders: string) => {
  const res = await world.portal.call('PUT', '/api/settings/scheduling', {
    token: world.admin,
    body: { cancellationNoticeHours: 48, reminders },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('reminders 24 hours and 1 hour before', () => {
  it('both by default: each once, and again for the new time after a move', async () => {
    const c = await world.clientWithPackage();
    const m = await world.planned(0, c.id, 3, '10:00');
    const start = new Date(m.startsAt).getTime();

    await sweepAt(new Date(start - 20 * HOUR));
    await sweepAt(new Date(start - 19 * HOUR));
    expect(await remindedKinds(m.id)).toEqual(['day']);
    await sweepAt(new Date(start - 50 * 60_000));
    await sweepAt(new Date(start - 20 * 60_000));
    expect(await remindedKinds(m.id)).toEqual(['day', 'hour']);
    // The mails go out from the queue after the commit.
    for (const subject of ['Erinnerung: Termin morgen um 10:00 Uhr', 'Erinnerung: Termin heute um 10:00 Uhr']) {
      await world.portal.smtp.waitFor((mail) => recipientOf(mail) === c.email && mail.subject === subject);
    }
    const toClient = world.portal.smtp.mails.filter(
      (mail) => recipientOf(mail) === c.email && (mail.subject ?? '').startsWith('Erinnerung'),
    );
    // The queue sends in any order.
    expect(toClient.map((mail) => mail.subject).sort()).toEqual([
      'Erinnerung: Termin heute um 10:00 Uhr',
      'Erinnerung: Termin morgen um 10:00 Uhr',
    ]);

    // Moved a day later: both again, for the new time.
    const moved = await world.portal.call('POST', `/api/meetings/${m.id}/reschedule`, {
      token: world.partners[0]!.token,
      body: { date: world.dayAhead(4), time: '11:00', duration: 60 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = new Date(moved.json().startsAt as string).getTime();
    await sweepAt(new Date(newStart - 10 * HOUR));
    await sweepAt(new Date(newStart - 30 * 60_000));
    expect(await remindedKinds(m.id)).toEqual(['day', 'hour', 'day', 'hour']);
  });

  it('as the firm chooses: none sends nothing, 1 h only the last hour’s, 24 h only the day’s', async () => {
    const c = await world.clientWithPackage();
    const [none, hourOnly, dayOnly] = [
      await world.planned(0, c.id, 5, '09:00'),
      await world.planned(0, c.id, 6, '09:00'),
      await world.planned(0, c.id, 7, '09:00'),
    ];
    const runs = async (m: { startsAt: string }) => {
      const start = new Date(m.startsAt).getTime();
      await sweepAt(new Date(start - 20 * HOUR));
      await sweepAt(new Date(start - 30 * 60_000));
    };
    try {
      await setReminders('none');
      await runs(none);
      await setReminders('hour');
      await runs(hourOnly);
      await setReminders('day');
      await runs(dayOnly);
    } finally {
      await setReminders('both');
    }
    expect(await remindedKinds(none.id)).toEqual([]);
    expect(await remindedKinds(hourOnly.id)).toEqual(['hour']);
    expect(await remindedKinds(dayOnly.id)).toEqual(['day']);
  });
});
