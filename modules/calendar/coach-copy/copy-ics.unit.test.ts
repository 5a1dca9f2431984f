import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../ics';
import { copyIcs } from './copy-ics';

// Hunt of 2026-11-29: the coach's copy as the CalDAV server and the coach's calendar app read it.

const entry: CalendarEntry = {
  meetingId: '3f2a1c9e-1111-4222-8333-444455556666',
  startsAt: new Date('2026-10-26T08:00:00Z'),
  duration: 90,
  cancelled: false,
  sequence: 3,
  changedAt: new Date('2026-10-01T10:00:00Z'),
  title: `Coaching: ${'Anna-Lena Schmidt-Hohenstein '.repeat(8)}& Björn Weiß`,
  description: 'Raum: https://meet.example.org/coaching-portal/3f2a1c9e-1111-4222-8333-444455556666?lang=de',
  location: 'Königstraße 1, 70173 Stuttgart; Hinterhaus, 3. Stock, Büro „Übergang“',
};

describe("the coach's copy as iCalendar", () => {
  it('given long texts: no line longer than 75 octets (the continuation space counted), every text read back as written', () => {
    const text = copyIcs(entry);
    expect(text.split('\r\n').filter((l) => Buffer.byteLength(l, 'utf8') > 75)).toEqual([]);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(entry.title);
    expect(event.getFirstPropertyValue('description')).toBe(entry.description);
    expect(event.getFirstPropertyValue('location')).toBe(entry.location);
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-10-26T09:30:00Z');
  });
});
