import { domainToASCII } from 'node:url';
import { createEvent } from 'ics';
import { foldedAt75Octets } from '../../lib/ical-lines';
import { plainName } from '../../lib/plain-name';

/**
 * An e-mail address as iCalendar's `mailto:` address may carry it (RFC 6068): the domain in its
 * ASCII form (müller.de → xn--mller-kva.de), other characters of the local part percent-encoded as
 * UTF-8. The portal accepts an address with umlauts; the calendar library accepts only ASCII.
 */
export function calendarAddress(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
  return `${local}@${domainToASCII(email.slice(at + 1)) || email.slice(at + 1)}`;
}

/**
 * A person's name as a calendar parameter (CN) may carry it: on one line (a line break would end
 * the property and start another) and without double quotes, which a parameter value cannot hold
 * (the calendar library writes them as \", and calendars then cut the name there): ' instead.
 */
function calendarName(name: string): string {
  return plainName(name).replaceAll('"', "'");
}

/**
 * The iCalendar part of a meeting e-mail. One UID per meeting, so calendars update the same entry;
 * SEQUENCE rises with each change (the meeting stream's version).
 */
export function meetingIcs(m: {
  meetingId: string;
  startsAt: string;
  duration: number;
  title: string;
  description: string;
  location: string | null;
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}): string {
  const { error, value } = createEvent({
    uid: `${m.meetingId}@coaching-portal`,
    sequence: m.sequence,
    method: m.method,
    status: m.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: new Date(m.startsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: m.duration },
    title: m.title,
    description: m.description,
    ...(m.location ? { location: m.location } : {}),
    organizer: { name: calendarName(m.organizer.name), email: calendarAddress(m.organizer.email) },
    attendees: m.attendees.map((a) => ({
      name: calendarName(a.name),
      email: calendarAddress(a.email),
      rsvp: false,
      role: 'REQ-PARTICIPANT' as const,
    })),
    productId: 'coaching-portal',
  });
  if (error || !value) throw error ?? new Error('iCalendar konnte nicht erzeugt werden');
  return foldedAt75Octets(value);
}
