// iCalendar texts of the busy-time tests (unit, integration, e2e, bench): a coach's real entries.

const BERLIN_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** One VEVENT's lines. */
export const vevent = (lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261001T000000Z', ...lines, 'END:VEVENT'];

/** A VCALENDAR of these VEVENTs (with Berlin's VTIMEZONE unless `zones` is false), CRLF as RFC 5545 wants. */
export const calendarText = (events: string[][], zones = true) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//Kalender//DE',
    ...(zones ? BERLIN_VTIMEZONE : []),
    ...events.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/**
 * Mondays 10:00–11:00 Berlin from 12 October 2026, six times, across the end of summer time
 * (25 October): 19 October moved to Tuesday 14:00, 2 November left out (EXDATE), 9 November cancelled.
 */
export const weeklyAcrossAutumn = [
  vevent([
    'UID:weekly-autumn@test',
    'SUMMARY:Arzt',
    'DTSTART;TZID=Europe/Berlin:20261012T100000',
    'DTEND;TZID=Europe/Berlin:20261012T110000',
    'RRULE:FREQ=WEEKLY;COUNT=6',
    'EXDATE;TZID=Europe/Berlin:20261102T100000',
  ]),
  vevent([
    'UID:weekly-autumn@test',
    'RECURRENCE-ID;TZID=Europe/Berlin:20261019T100000',
    'DTSTART;TZID=Europe/Berlin:20261020T140000',
    'DTEND;TZID=Europe/Berlin:20261020T150000',
  ]),
  vevent([
    'UID:weekly-autumn@test',
    'RECURRENCE-ID;TZID=Europe/Berlin:20261109T100000',
    'DTSTART;TZID=Europe/Berlin:20261109T100000',
    'DTEND;TZID=Europe/Berlin:20261109T110000',
    'STATUS:CANCELLED',
  ]),
];

/** Fridays 09:00–10:00 Berlin from 19 March 2027, three times, across the start of summer time (28 March). */
export const weeklyAcrossSpring = [
  vevent([
    'UID:weekly-spring@test',
    'DTSTART;TZID=Europe/Berlin:20270319T090000',
    'DTEND;TZID=Europe/Berlin:20270319T100000',
    'RRULE:FREQ=WEEKLY;COUNT=3',
  ]),
];

/** An all-day entry on 13 October 2026, a transparent one ('frei') and a cancelled one on 14 October. */
export const dayAndFreeEntries = [
  vevent(['UID:allday@test', 'DTSTART;VALUE=DATE:20261013', 'DTEND;VALUE=DATE:20261014']),
  vevent(['UID:free@test', 'DTSTART:20261014T070000Z', 'DTEND:20261014T100000Z', 'TRANSP:TRANSPARENT']),
  vevent(['UID:gone@test', 'DTSTART:20261014T070000Z', 'DTEND:20261014T100000Z', 'STATUS:CANCELLED']),
];
