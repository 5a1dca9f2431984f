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

// Reported by a hostile review (2026-11-29): the sweep is a Berlin-time cron, so in the repeated
// hour of 25 October 2026 it might skip up to an hour and miss a 1-hour reminder. Measured: the
// cron `*/10 * * * *` in Europe/Berlin fires every 10 minutes of real time through both changes
// (pg-boss 10.4.2's `shouldSendIt` over cron-parser 4.9.0, probed every 30 s: 60 runs in 10 hours,
// none missing or doubled), because Berlin's offsets are whole hours; and the sweep selects by
// instants (`reminderWindows`) with a sent-marker, not by the wall clock. Here the sweep runs at
// each of those instants through both nights, with the portal's clock.
const MINUTE = 60_000;
/** When the cron runs: each Berlin minute :00, :10, …, the same instants in UTC (whole-hour offsets). */
const cronRuns = (ms: number) => (ms / MINUTE) % 10 === 0;

/** The reminders of a meeting with the instants they were sent at. */
const remindersOf = async (id: string) =>
  (
    await sql<{ kind: string; at: string }>`
      SELECT data->>'kind' AS kind, data->>'at' AS at FROM events
      WHERE type = 'MeetingReminderSent' AND data->>'meetingId' = ${id} ORDER BY position`.execute(
      world.portal.runtime.ctx.db,
    )
  ).rows;

/**
 * Meetings of 30 minutes at the Berlin `times` of `date` (and at `repeated`: the second of a time the
 * autumn change repeats), planned at the clock `opening`; the sweep at every run of the cron from a
 * day before to past them; each gets the 24-hour reminder and the 1-hour one in their windows.
 */
async function throughTheNight(
  opening: string,
  date: string,
  times: string[],
  repeated: { time: string; startsAt: string }[] = [],
) {
  const realNow = world.portal.clock.now;
  world.portal.clock.now = new Date(opening);
  try {
    const c = await world.clientWithPackage();
    const partner = world.partners[0]!.token;
    const ids: string[] = [];
    for (const time of times) {
      const res = await world.portal.call('POST', '/api/meetings/create', {
        token: partner,
        // A time the autumn change repeats is planned as the first (summer time): it must be chosen.
        body: { clientId: c.id, date, time, duration: 30, platform: 'phone', repeatedTime: 'summer' },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    // The second of a repeated time is reached by its instant (a move naming it, as the slot list does).
    for (const { time, startsAt } of repeated) {
      const res = await world.portal.call('POST', '/api/meetings/create', {
        token: partner,
        body: { clientId: c.id, date, time: '12:00', duration: 30, platform: 'phone' },
      });
      expect(res.statusCode, res.body).toBe(201);
      const moved = await world.portal.call('POST', `/api/meetings/${res.json().id}/reschedule`, {
        token: partner,
        body: { date, time, duration: 30, startsAt },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      ids.push(res.json().id);
    }
    const all = await world.everyMeetingOf(c.id);
    const starts = ids.map((id) => all.find((m) => m.id === id)!);
    const first = Math.min(...starts.map((m) => new Date(m.startsAt).getTime()));
    const last = Math.max(...starts.map((m) => new Date(m.startsAt).getTime()));
    // Every run of the cron from a day before the first meeting to past the last.
    for (let t = first - 25 * HOUR; t <= last + 10 * MINUTE; t += MINUTE) {
      if (!cronRuns(t)) continue;
      world.portal.clock.now = new Date(t);
      await sendDueReminders(world.portal.runtime.ctx);
    }
    for (const m of starts) {
      const start = new Date(m.startsAt).getTime();
      const sent = await remindersOf(m.id);
      expect(
        sent.map((r) => r.kind),
        `${m.time} (${m.startsAt})`,
      ).toEqual(['day', 'hour']);
      const [day, hour] = sent.map((r) => start - new Date(r.at).getTime());
      expect(day! > HOUR && day! <= 24 * HOUR, `${m.startsAt}: day ${day! / MINUTE} min before`).toBe(true);
      expect(hour! > 0 && hour! <= HOUR, `${m.startsAt}: hour ${hour! / MINUTE} min before`).toBe(true);
    }
    return starts.map((m) => m.startsAt);
  } finally {
    world.portal.clock.now = realNow;
  }
}

describe('reminders across the clock changes', () => {
  it('spring, 29 March 2026 (02:00-03:00 does not exist): every meeting of the night gets both', async () => {
    const starts = await throughTheNight('2026-03-20T08:00:00Z', '2026-03-29', [
      '01:00',
      '01:30',
      '03:00',
      '03:30',
      '04:00',
    ]);
    expect(starts).toContain('2026-03-29T01:00:00.000Z'); // 03:00 summer time
  });

  it('autumn, 25 October 2026 (02:00-03:00 twice): both 02:30s and the hour after get both', async () => {
    const starts = await throughTheNight(
      '2026-10-20T08:00:00Z',
      '2026-10-25',
      ['01:00', '01:30', '02:00', '02:30', '03:00', '03:30'],
      [
        { time: '02:00', startsAt: '2026-10-25T01:00:00.000Z' },
        { time: '02:30', startsAt: '2026-10-25T01:30:00.000Z' },
      ],
    );
    // The first 02:30 (summer time) and the second (winter time) are both there.
    expect(starts).toEqual(expect.arrayContaining(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']));
  });
});
