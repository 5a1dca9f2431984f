import { createEvents, type EventAttributes } from 'ics';

/** One meeting as a calendar shows it; `sequence` is the meeting stream's version minus one, as in the invitations. */
export interface CalendarEntry {
  meetingId: string;
  startsAt: Date;
  duration: number;
  cancelled: boolean;
  sequence: number;
  /** when the meeting last changed: the entry's DTSTAMP (no clock read, so the same data gives the same file) */
  changedAt: Date;
  title: string;
  description: string;
  location: string;
}

/** `timestamp` (DTSTAMP) is in the package's schema but missing from its types. */
type Attributes = EventAttributes & { timestamp: number };

const utc = { startInputType: 'utc', startOutputType: 'utc', endInputType: 'utc', endOutputType: 'utc' } as const;

function vevent(e: CalendarEntry): Attributes {
  return {
    // The invitations' UID (modules/meetings/calendar.ts): a calendar that holds both knows one meeting.
    uid: `${e.meetingId}@coaching-portal`,
    sequence: e.sequence,
    timestamp: e.changedAt.getTime(),
    lastModified: e.changedAt.getTime(),
    start: e.startsAt.getTime(),
    end: e.startsAt.getTime() + e.duration * 60_000,
    ...utc,
    title: e.title,
    description: e.description,
    location: e.location,
    status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: e.cancelled ? 'FREE' : 'BUSY',
  };
}

/**
 * Content lines folded at 75 octets (RFC 5545 §3.1), the continuation's leading space counted. The
 * `ics` package folds at 75 characters, so a line with umlauts or '„…“' (two or three octets each in
 * UTF-8) reached 84; a character is never split.
 */
export function foldedAt75Octets(text: string): string {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char, 'utf8');
        // The first line takes 75 octets, each continuation a space and 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * A VCALENDAR (METHOD:PUBLISH: a published calendar, no invitation to answer) with one VEVENT per
 * entry, start and end in UTC. `name` is what a subscribing calendar app calls it.
 */
export function calendarIcs(entries: CalendarEntry[], name: string): string {
  const { error, value } = createEvents(entries.map(vevent), {
    productId: 'coaching-portal',
    method: 'PUBLISH',
    calName: name,
  });
  if (error || value === null) throw error ?? new Error('iCalendar konnte nicht erzeugt werden');
  return foldedAt75Octets(value);
}
