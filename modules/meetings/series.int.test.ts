import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../lib/german/format';
import { berlinToInstant } from './berlin-time';
import type { SeriesAnswer } from './contract';
import { meetingsWorldForFile } from './test-world';

// Issue 34 item 7: a series is planned whole, in one transaction, or refused whole naming every date.

const world = meetingsWorldForFile();
/** The meetings' and the packages' events (a new client's welcome milestones arrive on their own time). */
const eventCount = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM events
        WHERE stream_type LIKE 'meetings-%' OR stream_type LIKE 'packages-%'`.execute(world.portal.runtime.ctx.db)
    ).rows[0]!.n,
  );
const series = (token: string, body: Record<string, unknown>) =>
  world.portal.call('POST', '/api/meetings/series', { token, body });
const firstAt = (days: number, time: string) => berlinToInstant(world.dayAhead(days), time)!.toISOString();

describe('a series of meetings', () => {
  it('plans 10 weekly meetings at once, each with its series, its own room and the same Berlin time', async () => {
    const c = await world.clientWithPackage(10);
    const res = await series(world.partners[0]!.token, {
      clientId: c.id,
      firstStartsAt: firstAt(2, '10:00'),
      duration: 60,
      every: 'week',
      count: 10,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { seriesId, meetings } = res.json() as SeriesAnswer;
    expect(meetings).toHaveLength(10);
    expect(new Set(meetings.map((m) => m.seriesId))).toEqual(new Set([seriesId]));
    expect(meetings.map((m) => m.time)).toEqual(Array(10).fill('10:00'));
    expect(meetings.map((m) => m.date)).toEqual(Array.from({ length: 10 }, (_, k) => world.dayAhead(2 + 7 * k)));
    expect(new Set(meetings.map((m) => m.link)).size).toBe(10);
    const mine = await world.mine(c.token);
    expect(mine.filter((m) => m.seriesId === seriesId)).toHaveLength(10);

    // One meeting of the series is cancelled alone.
    const one = meetings[4]!;
    const cancel = await world.portal.call('POST', `/api/meetings/${one.id}/cancel`, {
      token: world.partners[0]!.token,
      body: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await world.everyMeetingOf(c.id);
    expect(after.filter((m) => m.status === 'scheduled')).toHaveLength(9);
  });

  it('is refused as a whole, naming each clashing date and each date the hours do not reach; nothing is written', async () => {
    const c = await world.clientWithPackage(10);
    const other = await world.clientWithPackage(10);
    // The Accelerator already meets another client in the third week.
    await world.planned(0, other.id, 2 + 14, '14:30');
    const before = await eventCount();
    const res = await series(world.partners[0]!.token, {
      clientId: c.id,
      firstStartsAt: firstAt(2, '14:00'),
      duration: 60,
      every: 'week',
      count: 12,
    });
    expect(res.statusCode, res.body).toBe(409);
    const clashDay = formatCalendarDate(world.dayAhead(2 + 14));
    const lastDay = formatCalendarDate(world.dayAhead(2 + 77));
    expect(res.json()).toMatchObject({
      code: 'SERIES_REFUSED',
      message: `Die Serie kann nicht geplant werden: am ${clashDay} hat der Accelerator schon einen Termin (14:30 Uhr, 60 Minuten); am ${lastDay} reichen die Stunden nicht (noch 0 Stunden frei). Es wurde kein Termin geplant.`,
    });
    expect(await eventCount()).toBe(before);
    expect(await world.everyMeetingOf(c.id)).toEqual([]);
  });

  it('keeps the Berlin wall-clock time across the spring change (the instant an hour earlier)', async () => {
    const c = await world.clientWithPackage(10);
    const res = await series(world.partners[0]!.token, {
      clientId: c.id,
      firstStartsAt: '2027-03-22T18:00:00+01:00',
      duration: 60,
      every: 'week',
      count: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { meetings } = res.json() as SeriesAnswer;
    expect(meetings.map((m) => [m.date, m.time, m.startsAt])).toEqual([
      ['2027-03-22', '18:00', '2027-03-22T17:00:00.000Z'],
      ['2027-03-29', '18:00', '2027-03-29T16:00:00.000Z'],
    ]);
  });

  it('refuses bad input in German, writing nothing', async () => {
    const c = await world.clientWithPackage(10);
    const base = { clientId: c.id, firstStartsAt: firstAt(2, '10:00'), duration: 60, every: 'week', count: 4 };
    const before = await eventCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ count: '4,5' }, 'Die Anzahl der Termine muss eine ganze Zahl von 2 bis 52 sein.'],
      [{ count: 1 }, 'Die Anzahl der Termine muss eine ganze Zahl von 2 bis 52 sein.'],
      [{ count: 53 }, 'Die Anzahl der Termine muss eine ganze Zahl von 2 bis 52 sein.'],
      [{ every: 'monatlich' }, 'Bitte wählen Sie „wöchentlich“ oder „alle 2 Wochen“.'],
      [{ firstStartsAt: '03.12.2026 10:00' }, 'Bitte geben Sie Datum und Uhrzeit des ersten Termins an.'],
    ];
    for (const [change, message] of cases) {
      const res = await series(world.partners[0]!.token, { ...base, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The other Accelerator holds 5 hours: two meetings of 2 hours fit, the third is named.
    const short = await series(world.partners[1]!.token, {
      ...base,
      firstStartsAt: firstAt(3, '16:00'),
      duration: 120,
      count: 3,
    });
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().message).toBe(
      `Die Serie kann nicht geplant werden: am ${formatCalendarDate(world.dayAhead(17))} reichen die Stunden nicht (noch 1 Stunde frei). Es wurde kein Termin geplant.`,
    );
    expect(await eventCount()).toBe(before);
  });
});
