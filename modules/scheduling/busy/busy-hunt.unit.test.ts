import { describe, expect, it } from 'vitest';
import { busyTimesIn } from './busy-events';
import { calendarText, vevent } from './busy-events.test-data';

// Hunt of 2026-11-29: what real calendars hold, read for a window from 29 November 2026.

const window = { start: new Date('2026-11-29T00:00:00Z'), end: new Date('2027-06-01T00:00:00Z') };
const iso = (text: string) => busyTimesIn(text, window).map((b) => [b.startsAt.toISOString(), b.endsAt.toISOString()]);

describe('entries of real calendars', () => {
  it('given an entry begun before the window and lasting beyond it (a sabbatical): it blocks all of it', () => {
    const text = calendarText([vevent(['UID:long@test', 'DTSTART:20260101T000000Z', 'DTEND:20280101T000000Z'])]);
    expect(iso(text)).toEqual([['2026-01-01T00:00:00.000Z', '2028-01-01T00:00:00.000Z']]);
  });

  it('given a weekly series begun years ago whose entries last four days: the one running into the window blocks', () => {
    const text = calendarText([
      vevent([
        'UID:long-weekly@test',
        'DTSTART:20200102T080000Z',
        'DTEND:20200106T080000Z',
        'RRULE:FREQ=WEEKLY;UNTIL=20261127T080000Z',
      ]),
    ]);
    // The last one starts Friday 27 November and ends Tuesday 1 December, inside the window.
    expect(iso(text)).toEqual([['2026-11-26T08:00:00.000Z', '2026-11-30T08:00:00.000Z']]);
  });

  it('given a daily entry without end begun in 2020: every day of the window, on Berlin clock', () => {
    const text = calendarText([
      vevent([
        'UID:daily@test',
        'DTSTART;TZID=Europe/Berlin:20200101T073000',
        'DTEND;TZID=Europe/Berlin:20200101T080000',
        'RRULE:FREQ=DAILY',
      ]),
    ]);
    const busy = iso(text);
    expect(busy).toHaveLength(184); // 29 November 2026 to 31 May 2027
    expect(busy[0]).toEqual(['2026-11-29T06:30:00.000Z', '2026-11-29T07:00:00.000Z']);
    expect(busy.at(-1)).toEqual(['2027-05-31T05:30:00.000Z', '2027-05-31T06:00:00.000Z']); // summer time
  });

  it('given a yearly all-day birthday since 1980: the Berlin day of each year in the window', () => {
    const text = calendarText([
      vevent([
        'UID:birthday@test',
        'SUMMARY:Geburtstag Oma',
        'DTSTART;VALUE=DATE:19800105',
        'DTEND;VALUE=DATE:19800106',
        'RRULE:FREQ=YEARLY',
      ]),
    ]);
    expect(iso(text)).toEqual([['2027-01-04T23:00:00.000Z', '2027-01-05T23:00:00.000Z']]);
  });

  it('given 5,000 entries over three years with series among them: read in less than 3 s of CPU', () => {
    const entries = Array.from({ length: 5000 }, (_, i) => {
      const at = (h: number) =>
        new Date(Date.UTC(2024, 0, 1) + i * 6 * 3_600_000 + h * 3_600_000)
          .toISOString()
          .replace(/[-:]/g, '')
          .slice(0, 15);
      const rule = i % 50 === 0 ? ['RRULE:FREQ=WEEKLY;BYDAY=MO,WE'] : [];
      return vevent([
        `UID:e${i}@test`,
        `DTSTART;TZID=Europe/Berlin:${at(0)}`,
        `DTEND;TZID=Europe/Berlin:${at(1)}`,
        ...rule,
      ]);
    });
    const text = calendarText(entries);
    const cpu = process.cpuUsage();
    const busy = busyTimesIn(text, window);
    // CPU, not wall time: this machine's 2 cores are shared (load 17 made 0.8 s of CPU 4 s of wall).
    // 0.7-0.8 s measured here (the reading before occurrences ending before the window were skipped: 0.95 s).
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(3000);
    // As many as read in detail one by one (before occurrences ending before the window were skipped).
    expect(busy).toHaveLength(5646);
  }, 60_000);
});

describe('zones of one calendar and the next', () => {
  it("given another calendar's VTIMEZONE America/New_York of winter time only: a calendar without VTIMEZONE still reads summer time", () => {
    // Valid for that calendar's entries (RFC 5545 §3.6.5: a VTIMEZONE need cover only its dates).
    const winterOnly = [
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const at = (day: string) => [
      `DTSTART;TZID=America/New_York:${day}T100000`,
      `DTEND;TZID=America/New_York:${day}T110000`,
    ];
    const other = calendarText([[...winterOnly, ...vevent(['UID:winter@test', ...at('20261210')])]], false);
    const coach = calendarText([vevent(['UID:may@test', ...at('20270510')])], false);
    expect(iso(other)).toEqual([['2026-12-10T15:00:00.000Z', '2026-12-10T16:00:00.000Z']]);
    // 10:00 in New York in May is 14:00 UTC (summer time, -04:00), whatever another calendar described.
    expect(iso(coach)).toEqual([['2027-05-10T14:00:00.000Z', '2027-05-10T15:00:00.000Z']]);
  });

  it('given a VTIMEZONE with a value ical.js cannot read (TZOFFSETFROM:+02:00): its IANA zone converts the entries', () => {
    const unreadable = [
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Berlin',
      'BEGIN:STANDARD',
      'DTSTART:19701025T030000',
      'TZOFFSETFROM:+02:00',
      'TZOFFSETTO:+01:00',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
    const text = calendarText(
      [
        [
          ...unreadable,
          ...vevent([
            'UID:z@test',
            'DTSTART;TZID=Europe/Berlin:20270513T100000',
            'DTEND;TZID=Europe/Berlin:20270513T110000',
          ]),
        ],
      ],
      false,
    );
    // Before, every entry on that zone threw when converted and blocked nothing, without a word.
    expect(iso(text)).toEqual([['2027-05-13T08:00:00.000Z', '2027-05-13T09:00:00.000Z']]);
  });

  it('given a VTIMEZONE without STANDARD or DAYLIGHT: read as the IANA zone of its name, not as UTC', () => {
    const empty = ['BEGIN:VTIMEZONE', 'TZID:Europe/Berlin', 'END:VTIMEZONE'];
    const at = ['DTSTART;TZID=Europe/Berlin:20270513T100000', 'DTEND;TZID=Europe/Berlin:20270513T110000'];
    const text = calendarText([[...empty, ...vevent(['UID:e@test', ...at])]], false);
    expect(iso(text)).toEqual([['2027-05-13T08:00:00.000Z', '2027-05-13T09:00:00.000Z']]);
  });
});
