import { createEvents, type EventAttributes } from 'ics';
import { foldedAt75Octets } from '../../lib/ical-lines';

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
