import { describe, expect, it } from 'vitest';
import { emptyAvailability } from '../contract';
import { freeSlots, type SlotQuery } from '../slots';
import { busyTimesIn } from './busy-events';
import {
  calendarText,
  dayAndFreeEntries,
  vevent,
  weeklyAcrossAutumn,
  weeklyAcrossSpring,
} from './busy-events.test-data';

// Issue 34 item 1: what a coach's own calendar holds blocks their slots, by the slot rule's one input.

const window = { start: new Date('2026-10-01T00:00:00Z'), end: new Date('2027-04-30T00:00:00Z') };
const iso = (text: string) => busyTimesIn(text, window).map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()]);

/** Mondays to Fridays 09:00–16:00 Berlin, no lead time, no buffer; the coach's calendar busy as given. */
const slotsOn = (date: string, calendarBusy: SlotQuery['calendarBusy']) =>
  freeSlots({
    availability: {
      ...emptyAvailability(),
      weekly: ['1', '2', '3', '4', '5'].map((weekday) => ({
        weekday: weekday as '1',
        range: { from: '09:00', to: '16:00' },
      })),
      minNoticeHours: 0,
    },
    from: date,
    to: date,
    duration: 60,
    now: new Date('2026-09-01T00:00:00Z'),
    partnerBusy: [],
    clientBusy: [],
    calendarBusy,
    validFrom: null,
    validUntil: null,
    // The spring dates lie 30 weeks after `now`: past the default horizon of 26.
    horizonWeeks: 60,
  }).map((s) => s.time);

describe('busy times of a calendar', () => {
  it('given a weekly entry across the end of summer time, one moved, one left out, one cancelled: each real occurrence at its Berlin time', () => {
    expect(iso(calendarText(weeklyAcrossAutumn(2026)))).toEqual([
      ['2026-10-12T08:00:00.000Z', '2026-10-12T09:00:00.000Z'], // 10:00 summer time
      ['2026-10-20T12:00:00.000Z', '2026-10-20T13:00:00.000Z'], // moved to Tuesday 14:00
      ['2026-10-26T09:00:00.000Z', '2026-10-26T10:00:00.000Z'], // 10:00 winter time
      ['2026-11-16T09:00:00.000Z', '2026-11-16T10:00:00.000Z'],
    ]);
  });

  it('given a weekly entry across the start of summer time, with a TZID but no VTIMEZONE: read on Berlin clock', () => {
    expect(iso(calendarText(weeklyAcrossSpring(2027), false))).toEqual([
      ['2027-03-19T08:00:00.000Z', '2027-03-19T09:00:00.000Z'],
      ['2027-03-26T08:00:00.000Z', '2027-03-26T09:00:00.000Z'],
      ['2027-04-02T07:00:00.000Z', '2027-04-02T08:00:00.000Z'], // 09:00 summer time
    ]);
  });

  it('given a series with a TZID but no VTIMEZONE, one date left out and one moved, both named in UTC: each applies', () => {
    // Zurich: a zone no other calendar of this process described (ical.js keeps the zones it learnt).
    const zurich = (day: string, time: string) => `TZID=Europe/Zurich:202610${day}T${time}`;
    const series = [
      vevent([
        'UID:zuerich@test',
        `DTSTART;${zurich('19', '090000')}`,
        `DTEND;${zurich('19', '100000')}`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'EXDATE:20261026T080000Z',
      ]),
      vevent([
        'UID:zuerich@test',
        'RECURRENCE-ID:20261102T080000Z',
        'DTSTART;TZID=Europe/Zurich:20261103T140000',
        'DTEND;TZID=Europe/Zurich:20261103T150000',
      ]),
    ];
    expect(iso(calendarText(series, false))).toEqual([
      ['2026-10-19T07:00:00.000Z', '2026-10-19T08:00:00.000Z'], // 09:00 summer time
      ['2026-11-03T13:00:00.000Z', '2026-11-03T14:00:00.000Z'], // 2 Nov moved to Tuesday 14:00
    ]);
  });

  it('given an all-day entry: the whole Berlin day; transparent and cancelled entries block nothing', () => {
    expect(iso(calendarText(dayAndFreeEntries))).toEqual([['2026-10-12T22:00:00.000Z', '2026-10-13T22:00:00.000Z']]);
  });

  it("leaves out the portal's own entries (invitations, feed, copies): its meetings block slots as meetings", () => {
    const copy = vevent(['UID:coach-m-1@coaching-portal', 'DTSTART:20261014T070000Z', 'DTEND:20261014T080000Z']);
    expect(iso(calendarText([copy]))).toEqual([]);
  });

  it('given an occurrence of a series without the series (an invitation to one date of someone else’s series): it blocks its time', () => {
    // Google and Outlook write such a VEVENT with RECURRENCE-ID alone; CalDAV servers store it so (RFC 6638).
    const one = vevent([
      'UID:serie-eines-kunden@beispiel.de',
      'RECURRENCE-ID;TZID=Europe/Berlin:20261103T100000',
      'DTSTART;TZID=Europe/Berlin:20261103T110000',
      'DTEND;TZID=Europe/Berlin:20261103T120000',
    ]);
    expect(iso(calendarText([one]))).toEqual([['2026-11-03T10:00:00.000Z', '2026-11-03T11:00:00.000Z']]);
  });

  it('keeps only the window', () => {
    const narrow = { start: new Date('2026-10-25T00:00:00Z'), end: new Date('2026-11-10T00:00:00Z') };
    expect(busyTimesIn(calendarText(weeklyAcrossAutumn(2026)), narrow).map((b) => b.startsAt.toISOString())).toEqual([
      '2026-10-26T09:00:00.000Z',
    ]);
  });

  it('given one entry it cannot read among good ones: the good ones block, the broken one is left out', () => {
    // One malformed entry (a sync tool's, an old import) must not stop the whole calendar from being read.
    const broken = vevent(['UID:kaputt@test', 'DTSTART:2026-10-14 09:00', 'DTEND:20261014T100000Z']);
    const noStart = vevent(['UID:ohne-beginn@test', 'SUMMARY:Notiz']);
    const good = vevent(['UID:gut@test', 'DTSTART:20261015T080000Z', 'DTEND:20261015T090000Z']);
    const text = calendarText([broken, noStart, good]);
    expect(iso(text)).toEqual([['2026-10-15T08:00:00.000Z', '2026-10-15T09:00:00.000Z']]);
    // A text cut off (the read broken off) is still no calendar: read as one, it would free the coach's time.
    expect(() => busyTimesIn(text.slice(0, text.indexOf('UID:gut@test')), window)).toThrow();
  });

  it('refuses a text that is no calendar', () => {
    expect(() => busyTimesIn('<html>Anmelden</html>', window)).toThrow();
  });
});

describe('slots around the busy times', () => {
  const busy = busyTimesIn(calendarText([...weeklyAcrossAutumn(2026), ...dayAndFreeEntries]), window);

  it('when the entry takes 10:00–11:00 (summer and winter time alike), the starts that overlap it are gone', () => {
    const morning = ['09:00', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00'];
    expect(slotsOn('2026-10-12', busy)).toEqual(morning);
    expect(slotsOn('2026-10-26', busy)).toEqual(morning);
  });

  it('the moved occurrence blocks its new time, its old Monday is free; the left-out and cancelled ones are free', () => {
    expect(slotsOn('2026-10-19', busy)).toHaveLength(13);
    expect(slotsOn('2026-10-20', busy)).not.toContain('14:00');
    expect(slotsOn('2026-10-20', busy)).not.toContain('13:30');
    expect(slotsOn('2026-10-20', busy)).toContain('15:00');
    expect(slotsOn('2026-11-02', busy)).toHaveLength(13);
    expect(slotsOn('2026-11-09', busy)).toHaveLength(13);
  });

  it('the all-day entry takes the whole day; the free and cancelled entries of the next day block nothing', () => {
    expect(slotsOn('2026-10-13', busy)).toEqual([]);
    expect(slotsOn('2026-10-14', busy)).toHaveLength(13);
  });

  it('across the start of summer time the Friday entry blocks 09:00 on both sides of the change', () => {
    const spring = busyTimesIn(calendarText(weeklyAcrossSpring(2027), false), window);
    expect(slotsOn('2027-03-26', spring)).not.toContain('09:00');
    expect(slotsOn('2027-04-02', spring)).not.toContain('09:00');
    expect(slotsOn('2027-04-02', spring)).toContain('10:00');
  });
});
