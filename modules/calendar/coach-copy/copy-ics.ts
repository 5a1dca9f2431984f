import ICAL from 'ical.js';
import { foldedAt75Octets } from '../../../lib/ical-lines';
import type { CalendarEntry } from '../ics';

// The meeting as the coach's own CalDAV calendar holds it (issue 34 item 2): one event per meeting.
// Its UID is the coach copy's own (`coach-…`), neither the invitation's nor the feed's, so a coach
// who also keeps the invitation sees two entries of different origin, never one UID twice in one
// calendar. No METHOD: a CalDAV resource is no invitation (RFC 4791 4.1).

const copyUid = (meetingId: string) => `coach-${meetingId}@coaching-portal`;
export const copyFileName = (meetingId: string) => `coach-${meetingId}.ics`;

const utc = (d: Date) => ICAL.Time.fromJSDate(d, true);

/** The VCALENDAR of one meeting's copy, start and end in UTC. */
export function copyIcs(entry: CalendarEntry): string {
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//coaching-portal//Terminkopie//DE');
  const event = new ICAL.Component('vevent');
  event.addPropertyWithValue('uid', copyUid(entry.meetingId));
  event.addPropertyWithValue('dtstamp', utc(entry.changedAt));
  event.addPropertyWithValue('last-modified', utc(entry.changedAt));
  event.addPropertyWithValue('sequence', entry.sequence);
  event.addPropertyWithValue('dtstart', utc(entry.startsAt));
  event.addPropertyWithValue('dtend', utc(new Date(entry.startsAt.getTime() + entry.duration * 60_000)));
  event.addPropertyWithValue('summary', entry.title);
  event.addPropertyWithValue('description', entry.description);
  event.addPropertyWithValue('location', entry.location);
  event.addPropertyWithValue('status', 'CONFIRMED');
  event.addPropertyWithValue('transp', 'OPAQUE');
  calendar.addSubcomponent(event);
  // ical.js folds at 75 octets plus the continuation's space (76); the feed's folding keeps to 75.
  return foldedAt75Octets(calendar.toString());
}
