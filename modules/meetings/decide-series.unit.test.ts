import { describe, expect, it } from 'vitest';
import { berlinToInstant } from './berlin-time';
import { decideSeries, refusalOnDate, seriesDates, type SeriesDateRefusal } from './decide-series';
import { meetingsErrors } from './errors';

// Issue 34 item 7: the dates of a series and its all-or-nothing rule.

describe('the dates of a series', () => {
  it('weekly and fortnightly, from the first date on', () => {
    expect(seriesDates({ date: '2026-12-03', time: '10:00' }, 'week', 3)).toEqual([
      { date: '2026-12-03', time: '10:00' },
      { date: '2026-12-10', time: '10:00' },
      { date: '2026-12-17', time: '10:00' },
    ]);
    expect(seriesDates({ date: '2026-12-31', time: '08:30' }, '2weeks', 2).map((d) => d.date)).toEqual([
      '2026-12-31',
      '2027-01-14',
    ]);
  });
  it('keeps the Berlin wall-clock time across the summer-time changes (the instant moves by an hour)', () => {
    const autumn = seriesDates({ date: '2026-10-19', time: '18:00' }, 'week', 2);
    expect(autumn.map((d) => berlinToInstant(d.date, d.time)!.toISOString())).toEqual([
      '2026-10-19T16:00:00.000Z', // summer time, UTC+2
      '2026-10-26T17:00:00.000Z', // winter time, UTC+1
    ]);
    const spring = seriesDates({ date: '2027-03-22', time: '09:00' }, 'week', 2);
    expect(spring.map((d) => berlinToInstant(d.date, d.time)!.toISOString())).toEqual([
      '2027-03-22T08:00:00.000Z',
      '2027-03-29T07:00:00.000Z',
    ]);
  });
});

describe('all or nothing', () => {
  const clash: SeriesDateRefusal = {
    date: '2026-12-03',
    time: '10:00',
    why: 'clash',
    whose: 'partner',
    clashTime: '09:30',
    clashDuration: 60,
  };
  const hours: SeriesDateRefusal = { date: '2026-12-10', time: '10:00', why: 'hours', available: 0.5 };
  it('every date free: the series is planned', () => expect(decideSeries([])).toBeNull());
  it('one date refused: the whole series is refused, naming every refused date', () => {
    const refusal = decideSeries([clash, hours]);
    expect(refusal).toEqual({ code: 'SeriesRefused', dates: [clash, hours] });
    const [status, message, code] = meetingsErrors.SeriesRefused;
    expect([status, code]).toEqual([409, 'SERIES_REFUSED']);
    expect(typeof message === 'function' && message({ code: 'SeriesRefused', dates: [clash, hours] })).toBe(
      'Die Serie kann nicht geplant werden: am 03.12.2026 hat der Accelerator schon einen Termin (09:30 Uhr, 60 Minuten); am 10.12.2026 reichen die Stunden nicht (noch 0,5 Stunden frei). Es wurde kein Termin geplant.',
    );
  });
  it('reads which refusals concern a date: clashes, hours, the package term, the past, a skipped time', () => {
    expect(
      refusalOnDate('meetings', { code: 'Clash', date: 'x', time: '09:30', duration: 60, whose: 'client' }),
    ).toEqual({ why: 'clash', whose: 'client', clashTime: '09:30', clashDuration: 60 });
    expect(refusalOnDate('packages', { code: 'InsufficientHours', available: 2, wanted: 3 })).toEqual({
      why: 'hours',
      available: 2,
    });
    expect(refusalOnDate('packages', { code: 'OutsideValidity' })).toEqual({ why: 'term' });
    expect(refusalOnDate('meetings', { code: 'InPast' })).toEqual({ why: 'past' });
    expect(refusalOnDate('meetings', { code: 'NoSuchTime' })).toEqual({ why: 'noSuchTime' });
  });
  it('a refusal that is no matter of the date refuses the series as it is (not your client, no package)', () => {
    expect(refusalOnDate('meetings', { code: 'NotYourMeeting' })).toBeNull();
    expect(refusalOnDate('meetings', { code: 'PackageNotOfClient' })).toBeNull();
    expect(refusalOnDate('packages', { code: 'PartnerNotAllocated' })).toBeNull();
  });
});
