import { BERLIN } from './berlin';
import { formatCalendarDate, formatDaySeen } from './format';
import type { Instant } from './time';
import { wallClockIn } from './wall-clock';

// A client's own time zone (issue 34): times named in it, for her screens and mails. The firm's
// clock stays Berlin's (time.ts); this only shows an instant on another wall clock. Isomorphic.

/**
 * The zones a client chooses from, with German labels and their UTC offsets in winter/summer.
 * Any other IANA zone that `Intl` knows is accepted too (named by its city, `zoneCity`).
 */
export const timeZoneChoices: readonly { zone: string; label: string; city: string }[] = [
  { zone: 'Europe/Berlin', city: 'Berlin', label: 'Berlin, Wien, Zürich (UTC+1/+2)' },
  { zone: 'Europe/London', city: 'London', label: 'London (UTC±0/+1)' },
  { zone: 'Europe/Lisbon', city: 'Lissabon', label: 'Lissabon (UTC±0/+1)' },
  { zone: 'Europe/Paris', city: 'Paris', label: 'Paris (UTC+1/+2)' },
  { zone: 'Europe/Madrid', city: 'Madrid', label: 'Madrid, Mallorca (UTC+1/+2)' },
  { zone: 'Europe/Rome', city: 'Rom', label: 'Rom (UTC+1/+2)' },
  { zone: 'Europe/Athens', city: 'Athen', label: 'Athen (UTC+2/+3)' },
  { zone: 'Europe/Helsinki', city: 'Helsinki', label: 'Helsinki (UTC+2/+3)' },
  { zone: 'Europe/Istanbul', city: 'Istanbul', label: 'Istanbul (UTC+3)' },
  { zone: 'Europe/Moscow', city: 'Moskau', label: 'Moskau (UTC+3)' },
  { zone: 'Atlantic/Canary', city: 'Kanaren', label: 'Kanarische Inseln (UTC±0/+1)' },
  { zone: 'Asia/Dubai', city: 'Dubai', label: 'Dubai (UTC+4)' },
  { zone: 'Asia/Kolkata', city: 'Indien', label: 'Indien (UTC+5:30)' },
  { zone: 'Asia/Bangkok', city: 'Bangkok', label: 'Bangkok (UTC+7)' },
  { zone: 'Asia/Singapore', city: 'Singapur', label: 'Singapur (UTC+8)' },
  { zone: 'Asia/Shanghai', city: 'China', label: 'China (UTC+8)' },
  { zone: 'Asia/Tokyo', city: 'Tokio', label: 'Tokio (UTC+9)' },
  { zone: 'Australia/Sydney', city: 'Sydney', label: 'Sydney (UTC+10/+11)' },
  { zone: 'Pacific/Auckland', city: 'Auckland', label: 'Auckland (UTC+12/+13)' },
  { zone: 'America/New_York', city: 'New York', label: 'New York (UTC−5/−4)' },
  { zone: 'America/Toronto', city: 'Toronto', label: 'Toronto (UTC−5/−4)' },
  { zone: 'America/Chicago', city: 'Chicago', label: 'Chicago (UTC−6/−5)' },
  { zone: 'America/Denver', city: 'Denver', label: 'Denver (UTC−7/−6)' },
  { zone: 'America/Los_Angeles', city: 'Los Angeles', label: 'Los Angeles (UTC−8/−7)' },
  { zone: 'America/Mexico_City', city: 'Mexiko-Stadt', label: 'Mexiko-Stadt (UTC−6)' },
  { zone: 'America/Sao_Paulo', city: 'São Paulo', label: 'São Paulo (UTC−3)' },
  { zone: 'Africa/Johannesburg', city: 'Johannesburg', label: 'Johannesburg (UTC+2)' },
];

/** The message for a zone that is not one. */
export const timeZoneInvalid = 'Bitte wählen Sie eine Zeitzone aus der Liste.';

/**
 * A zone `Intl` knows by its IANA name ('America/New_York'); abbreviations and offsets ('EST',
 * '+02:00') are refused: they know no summer time, so a meeting would read an hour off half the year.
 */
export function isTimeZone(value: string): boolean {
  if (value !== 'UTC' && !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** How a zone is named beside a time: the city of the list, else the IANA name's last part. */
export function zoneCity(zone: string): string {
  const chosen = timeZoneChoices.find((c) => c.zone === zone);
  return chosen ? chosen.city : (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

// The wall clock of a zone is read with Intl (wall-clock.ts), as Berlin's is.
export { wallClockIn };

/** ' (New York)' after a time shown in another zone than Berlin's; nothing for Berlin. */
export const zoneNamed = (zone: string): string => (zone === BERLIN ? '' : ` (${zoneCity(zone)})`);

/** '19:00 Uhr (New York)': the time of an instant in `zone`, the zone named unless it is Berlin. */
export function formatTimeIn(instant: Instant, zone: string): string {
  return `${wallClockIn(instant, zone).time} Uhr${zoneNamed(zone)}`;
}

/** '27.11.2026, 19:00 Uhr (New York)': date and time of an instant in `zone`, named unless Berlin. */
export function formatDateTimeIn(instant: Instant, zone: string): string {
  const { date } = wallClockIn(instant, zone);
  return `${formatCalendarDate(date)}, ${formatTimeIn(instant, zone)}`;
}

/** A day seen from the day of `seenAt` in `zone`: 'heute', 'morgen', else 'am dd.MM.yyyy'. */
export function formatDayIn(instant: Instant, seenAt: Instant, zone: string): string {
  return formatDaySeen(wallClockIn(instant, zone).date, wallClockIn(seenAt, zone).date);
}
