import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarAddress, meetingIcs } from './calendar';

type Invitation = Parameters<typeof meetingIcs>[0];

/** The VEVENT of an hour's coaching invitation between these people (by default the first conversation, on the
 * night of the spring change). */
function invitationEvent(meeting: Partial<Invitation> & Pick<Invitation, 'organizer' | 'attendees'>) {
  const ics = meetingIcs({
    meetingId: '4b0d0c1e-0000-4000-8000-000000000001',
    startsAt: '2026-03-29T00:30:00.000Z',
    duration: 60,
    title: 'Coaching',
    description: 'Erstes Gespräch',
    location: null,
    sequence: 1,
    method: 'REQUEST',
    ...meeting,
  });
  return new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
}

describe('calendar addresses', () => {
  it('writes an address as a mailto address: the domain in ASCII, the local part percent-encoded', () => {
    const addresses = ['anna@beispiel.de', 'langjährig@beispiel.de', 'jörg@müller.de', 'a+b@straße.de'];
    expect(addresses.map(calendarAddress)).toEqual([
      'anna@beispiel.de',
      'langj%C3%A4hrig@beispiel.de',
      'j%C3%B6rg@xn--mller-kva.de',
      'a+b@xn--strae-oqa.de',
    ]);
  });

  it('builds the invitation of a client whose address has umlauts', () => {
    const event = invitationEvent({
      organizer: { name: 'Jörg Müller', email: 'jörg@müller.de' },
      attendees: [{ name: 'Zoë Ähnlich', email: 'langjährig@beispiel.de' }],
    });
    expect(event.getFirstPropertyValue('attendee')).toBe('mailto:langj%C3%A4hrig@beispiel.de');
    expect(String(event.getFirstPropertyValue('organizer')).toLowerCase()).toBe('mailto:j%c3%b6rg@xn--mller-kva.de');
  });

  it('names people with quotes or a line break on one line, quotes as apostrophes, and adds nobody', () => {
    const event = invitationEvent({
      meetingId: '4b0d0c1e-0000-4000-8000-000000000002',
      startsAt: '2026-06-15T08:00:00.000Z',
      description: 'Zoom',
      sequence: 0,
      organizer: { name: 'Jürgen "Jogi" Löw', email: 'jogi@beispiel.de' },
      attendees: [{ name: 'Anna Müller\nATTENDEE;CN=X:MAILTO:x', email: 'anna@beispiel.de' }],
    });
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe("Jürgen 'Jogi' Löw");
    const attendees = event.getAllProperties('attendee');
    expect(attendees.map((a) => a.getParameter('cn'))).toEqual(['Anna Müller ATTENDEE;CN=X:MAILTO:x']);
  });
});

describe('invitation lines', () => {
  it('folds every line at 75 octets though umlauts take two, and reads the texts back as written', () => {
    const title = 'Strategiegespräch „Übergabe“ für Jürgen Müller-Lüdenscheidt, Geschäftsführung; Größenwachstum';
    const ics = meetingIcs({
      meetingId: '4b0d0c1e-0000-4000-8000-000000000002',
      startsAt: '2026-10-25T01:30:00.000Z',
      duration: 90,
      title,
      description: 'Zwischenstände prüfen, Ärger über Lieferverzögerungen besprechen und nächste Schritte festlegen.',
      location: 'Büro Düsseldorf, Königsallee 1',
      sequence: 2,
      method: 'REQUEST',
      organizer: { name: 'Jörg Müller-Lüdenscheidt', email: 'jörg@müller.de' },
      attendees: [{ name: 'Zoë Ähnlich-Großmann', email: 'zoe@beispiel.de' }],
    });
    // RFC 5545 §3.1: a content line is at most 75 octets without its line break.
    expect(ics.split('\r\n').filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(event.getFirstPropertyValue('location')).toBe('Büro Düsseldorf, Königsallee 1');
  });
});
