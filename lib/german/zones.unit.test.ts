import { describe, expect, it } from 'vitest';
import {
  formatDateTimeIn,
  formatDayIn,
  formatTimeIn,
  isTimeZone,
  timeZoneChoices,
  wallClockIn,
  zoneCity,
} from './zones';

// 2026: Europe moves its clocks on 29.03. and 25.10. (01:00 UTC), the US on 08.03. and 01.11.
// (02:00 local). Between those dates New York is 5 hours behind Berlin instead of 6.

describe('a time in a zone, named', () => {
  it('names the zone when it is not Berlin, and says nothing for Berlin', () => {
    // 00:00 UTC on 28.11.2026: 01:00 in Berlin, 19:00 of the evening before in New York
    expect(formatTimeIn('2026-11-28T00:00:00Z', 'America/New_York')).toBe('19:00 Uhr (New York)');
    expect(formatDateTimeIn('2026-11-28T00:00:00Z', 'America/New_York')).toBe('27.11.2026, 19:00 Uhr (New York)');
    expect(formatDateTimeIn('2026-11-28T00:00:00Z', 'Europe/Berlin')).toBe('28.11.2026, 01:00 Uhr');
  });

  it.each([
    // winter in both: 6 hours apart
    { utc: '2026-02-10T15:00:00Z', berlin: '16:00', newYork: '10:00' },
    // the US moved on 08.03., Europe not yet: 5 hours apart
    { utc: '2026-03-08T06:59:00Z', berlin: '07:59', newYork: '01:59' },
    { utc: '2026-03-08T07:00:00Z', berlin: '08:00', newYork: '03:00' },
    { utc: '2026-03-20T15:00:00Z', berlin: '16:00', newYork: '11:00' },
    // Europe moved on 29.03.: 6 hours again
    { utc: '2026-03-29T00:59:00Z', berlin: '01:59', newYork: '20:59' },
    { utc: '2026-03-29T01:00:00Z', berlin: '03:00', newYork: '21:00' },
    { utc: '2026-07-01T15:00:00Z', berlin: '17:00', newYork: '11:00' },
    // Europe went back on 25.10., the US not yet: 5 hours apart
    { utc: '2026-10-25T00:30:00Z', berlin: '02:30', newYork: '20:30' },
    { utc: '2026-10-25T01:30:00Z', berlin: '02:30', newYork: '21:30' },
    { utc: '2026-10-28T15:00:00Z', berlin: '16:00', newYork: '11:00' },
    // the US went back on 01.11.: 01:00 to 01:59 come twice there
    { utc: '2026-11-01T05:30:00Z', berlin: '06:30', newYork: '01:30' },
    { utc: '2026-11-01T06:30:00Z', berlin: '07:30', newYork: '01:30' },
    { utc: '2026-11-02T15:00:00Z', berlin: '16:00', newYork: '10:00' },
  ])('reads $utc as $berlin in Berlin and $newYork in New York', ({ utc, berlin, newYork }) => {
    expect(wallClockIn(utc, 'Europe/Berlin').time).toBe(berlin);
    expect(wallClockIn(utc, 'America/New_York').time).toBe(newYork);
  });

  it('takes the date of the zone, not Berlin’s', () => {
    expect(wallClockIn('2026-03-29T01:30:00Z', 'America/New_York')).toEqual({ date: '2026-03-28', time: '21:30' });
    expect(wallClockIn('2026-03-29T01:30:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-29', time: '03:30' });
  });

  it('says heute and morgen from the day of the zone', () => {
    // sent at 14:00 New York (20:00 Berlin) for 19:00 New York (01:00 Berlin the next day)
    expect(formatDayIn('2026-11-28T00:00:00Z', '2026-11-27T19:00:00Z', 'America/New_York')).toBe('heute');
    expect(formatDayIn('2026-11-28T00:00:00Z', '2026-11-27T19:00:00Z', 'Europe/Berlin')).toBe('morgen');
    expect(formatDayIn('2026-11-30T00:00:00Z', '2026-11-27T19:00:00Z', 'Europe/Berlin')).toBe('am 30.11.2026');
  });
});

describe('which zones are accepted', () => {
  it('takes every zone of the list and any other IANA name Intl knows', () => {
    for (const { zone } of timeZoneChoices) expect(isTimeZone(zone)).toBe(true);
    expect(isTimeZone('America/Boise')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
  });

  it('refuses unknown names, abbreviations and offsets (they know no summer time)', () => {
    for (const bad of ['Mars/Olympus', 'EST', '+02:00', '', 'Europe/Berlin; drop', 'Berlin']) {
      expect(isTimeZone(bad)).toBe(false);
    }
  });

  it('names a zone by its German city, or by the last part of its IANA name', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('Asia/Tokyo')).toBe('Tokio');
    expect(zoneCity('America/Boise')).toBe('Boise');
  });
});
