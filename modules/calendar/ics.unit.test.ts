import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarIcs, type CalendarEntry } from './ics';

// Hunt of 2026-11-29: the feed read back by a real iCalendar parser (ical.js, as calendar apps do).

const entry: CalendarEntry = {
  meetingId: '3f2a1c9e-1111-4222-8333-444455556666',
  startsAt: new Date('2026-10-26T08:00:00Z'),
  duration: 60,
  cancelled: false,
  sequence: 2,
  changedAt: new Date('2026-10-01T10:00:00Z'),
  title: 'Coaching: Jürgen Müller-Lüdenscheidt, Ärztin; Öztürk & Björn Größmann-Weiß über Übergänge',
  description: 'Raum: https://meet.example.org/äöü; Treffpunkt, Straße 5 — „Büro“ 😀 über Äpfel und Öl und Übungen',
  location: 'Königstraße 1, 70173 Stuttgart; Hinterhaus',
};

describe('the feed as iCalendar', () => {
  it('given names with umlauts, commas and semicolons: no line longer than 75 octets, every text read back as written', () => {
    const text = calendarIcs([entry], 'Coaching-Termine');
    const lines = text.split('\r\n');
    // RFC 5545 §3.1: 75 octets without the line break; UTF-8 umlauts are two octets each.
    expect(lines.filter((l) => Buffer.byteLength(l, 'utf8') > 75)).toEqual([]);
    const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(entry.title);
    expect(event.getFirstPropertyValue('description')).toBe(entry.description);
    expect(event.getFirstPropertyValue('location')).toBe(entry.location);
  });
});
