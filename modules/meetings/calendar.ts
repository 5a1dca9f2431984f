import { createEvent } from 'ics';

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
    organizer: m.organizer,
    attendees: m.attendees.map((a) => ({ ...a, rsvp: false, role: 'REQ-PARTICIPANT' as const })),
    productId: 'coaching-portal',
  });
  if (error || !value) throw error ?? new Error('iCalendar konnte nicht erzeugt werden');
  return value;
}
