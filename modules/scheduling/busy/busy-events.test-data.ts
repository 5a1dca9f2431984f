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

/** 'YYYYMMDD' of a UTC day `days` after the given one. */
const dayAfter = (year: number, month: number, day: number, days: number) =>
  new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10).replace(/-/g, '');

/** The last Sunday of a month: where Europe's clock changes (March, October). */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/**
 * Mondays 10:00–11:00 Berlin, six times from the second Monday before the end of summer time (last
 * Sunday of October of `year`): the 2nd moved to Tuesday 14:00, the 4th left out (EXDATE), the 5th
 * cancelled. In 2026: 12 October to 16 November, the change on 25 October.
 */
export function weeklyAcrossAutumn(year: number) {
  const monday = (week: number) => dayAfter(year, 10, lastSunday(year, 10), 1 + 7 * (week - 3));
  const tuesday = dayAfter(year, 10, lastSunday(year, 10), 2 - 7);
  const uid = `UID:weekly-autumn-${year}@test`;
  return [
    vevent([
      uid,
      'SUMMARY:Arzt',
      `DTSTART;TZID=Europe/Berlin:${monday(1)}T100000`,
      `DTEND;TZID=Europe/Berlin:${monday(1)}T110000`,
      'RRULE:FREQ=WEEKLY;COUNT=6',
      `EXDATE;TZID=Europe/Berlin:${monday(4)}T100000`,
    ]),
    vevent([
      uid,
      `RECURRENCE-ID;TZID=Europe/Berlin:${monday(2)}T100000`,
      `DTSTART;TZID=Europe/Berlin:${tuesday}T140000`,
      `DTEND;TZID=Europe/Berlin:${tuesday}T150000`,
    ]),
    vevent([
      uid,
      `RECURRENCE-ID;TZID=Europe/Berlin:${monday(5)}T100000`,
      `DTSTART;TZID=Europe/Berlin:${monday(5)}T100000`,
      `DTEND;TZID=Europe/Berlin:${monday(5)}T110000`,
      'STATUS:CANCELLED',
    ]),
  ];
}

/**
 * Fridays 09:00–10:00 Berlin, three times across the start of summer time (last Sunday of March of
 * `year`). In 2027: 19 March to 2 April, the change on 28 March.
 */
export function weeklyAcrossSpring(year: number) {
  const first = dayAfter(year, 3, lastSunday(year, 3), -9);
  return [
    vevent([
      `UID:weekly-spring-${year}@test`,
      `DTSTART;TZID=Europe/Berlin:${first}T090000`,
      `DTEND;TZID=Europe/Berlin:${first}T100000`,
      'RRULE:FREQ=WEEKLY;COUNT=3',
    ]),
  ];
}

/** An all-day entry on 13 October 2026, a transparent one ('frei') and a cancelled one on 14 October. */
export const dayAndFreeEntries = [
  vevent(['UID:allday@test', 'DTSTART;VALUE=DATE:20261013', 'DTEND;VALUE=DATE:20261014']),
  vevent(['UID:free@test', 'DTSTART:20261014T070000Z', 'DTEND:20261014T100000Z', 'TRANSP:TRANSPARENT']),
  vevent(['UID:gone@test', 'DTSTART:20261014T070000Z', 'DTEND:20261014T100000Z', 'STATUS:CANCELLED']),
];
