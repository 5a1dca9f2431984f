import { describe, expect, it } from 'vitest';
import { busyTimesIn } from './busy-events';
import { calendarText, vevent } from './busy-events.test-data';

// Hunt of 2026-11-29: entries on extra dates (RDATE), as Thunderbird and Apple write an irregular
// series. RFC 5545 §3.8.5.2: DTSTART is always the first date of the set, the RDATEs add to it.

const window = { start: new Date('2026-11-29T00:00:00Z'), end: new Date('2027-06-01T00:00:00Z') };
const iso = (text: string) => busyTimesIn(text, window).map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()]);

describe('an entry on extra dates (RDATE)', () => {
  it('given DTSTART and two RDATEs without a rule: all three dates block', () => {
    const text = calendarText([
      vevent([
        'UID:extra-dates@test',
        'DTSTART;TZID=Europe/Berlin:20261207T100000',
        'DTEND;TZID=Europe/Berlin:20261207T110000',
        'RDATE;TZID=Europe/Berlin:20261208T100000,20261210T140000',
      ]),
    ]);
    expect(iso(text)).toEqual([
      ['2026-12-07T09:00:00.000Z', '2026-12-07T10:00:00.000Z'],
      ['2026-12-08T09:00:00.000Z', '2026-12-08T10:00:00.000Z'],
      ['2026-12-10T13:00:00.000Z', '2026-12-10T14:00:00.000Z'],
    ]);
  });

  it('given DTSTART left out by an EXDATE and one RDATE: only the extra date blocks', () => {
    const text = calendarText([
      vevent([
        'UID:extra-dates-ex@test',
        'DTSTART:20261207T090000Z',
        'DTEND:20261207T100000Z',
        'RDATE:20261208T090000Z',
        'EXDATE:20261207T090000Z',
      ]),
    ]);
    expect(iso(text)).toEqual([['2026-12-08T09:00:00.000Z', '2026-12-08T10:00:00.000Z']]);
  });

  it('given an RDATE as a period (start/end, start/duration): each period blocks its own length, DTSTART its own', () => {
    const text = calendarText([
      vevent([
        'UID:extra-periods@test',
        'DTSTART:20261207T090000Z',
        'DTEND:20261207T100000Z',
        'RDATE;VALUE=PERIOD:20261208T090000Z/20261208T140000Z,20261209T120000Z/PT30M',
      ]),
    ]);
    expect(iso(text)).toEqual([
      ['2026-12-07T09:00:00.000Z', '2026-12-07T10:00:00.000Z'],
      ['2026-12-08T09:00:00.000Z', '2026-12-08T14:00:00.000Z'],
      ['2026-12-09T12:00:00.000Z', '2026-12-09T12:30:00.000Z'],
    ]);
  });
});
