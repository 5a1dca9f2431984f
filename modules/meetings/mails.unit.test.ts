import { describe, expect, it } from 'vitest';
import {
  handedAwayMails,
  handedOverMails,
  plannedMails,
  reminderMails,
  rescheduledMails,
  type MeetingMailFacts,
} from './mails';

const facts = (date: string, time: string, startsAt: string): MeetingMailFacts => ({
  meetingId: 'm-1',
  startsAt,
  date,
  time,
  duration: 60,
  platform: 'zoom',
  link: 'https://zoom.us/j/1',
  location: null,
  sequence: 0,
  client: { name: 'Jürgen Müller', email: 'juergen@example.de' },
  partner: { name: 'Anna Weiß', email: 'anna@example.de' },
  portalUrl: 'https://portal.example.de',
  cancellationNoticeHours: 48,
  // Long before the meetings below: outside the notice unless a test says otherwise.
  writtenAt: '2026-01-01T00:00:00Z',
});

describe('the reminder (issue 15 item 7)', () => {
  it("says 'heute' for a meeting later the same Berlin day, to client and partner", () => {
    // Planned at 08:00 for 15:00: the reminder is due at once.
    const mails = reminderMails({
      ...facts('2026-06-15', '15:00', '2026-06-15T13:00:00Z'),
      writtenAt: '2026-06-15T06:00:00Z',
    });
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ['juergen@example.de', 'Erinnerung: Termin heute um 15:00 Uhr'],
      ['anna@example.de', 'Erinnerung: Termin heute um 15:00 Uhr'],
    ]);
  });

  it("says 'morgen' a day ahead, also in the night the clocks go back", () => {
    const [mail] = reminderMails({
      ...facts('2026-10-26', '09:00', '2026-10-26T08:00:00Z'),
      writtenAt: '2026-10-25T08:00:00Z',
    });
    expect(mail!.subject).toBe('Erinnerung: Termin morgen um 09:00 Uhr');
  });

  it("says 'heute' just after midnight Berlin time, when UTC is still on the day before", () => {
    const [mail] = reminderMails({
      ...facts('2026-06-15', '10:00', '2026-06-15T08:00:00Z'),
      writtenAt: '2026-06-14T22:30:00Z',
    });
    expect(mail!.subject).toBe('Erinnerung: Termin heute um 10:00 Uhr');
  });
});

describe('an in-person meeting (audit of spec 02)', () => {
  const inPerson: MeetingMailFacts = {
    ...facts('2026-06-15', '10:00', '2026-06-15T08:00:00Z'),
    platform: 'in-person',
    link: null,
    location: 'Hauptstraße 5, 10115 Berlin',
  };
  it('names the address in the invitation, the move and the reminder, and as the calendar LOCATION', () => {
    const mails = [
      ...plannedMails(inPerson),
      ...rescheduledMails(inPerson),
      ...reminderMails({ ...inPerson, writtenAt: '2026-06-14T10:00:00Z' }),
    ];
    expect(mails).toHaveLength(6);
    for (const mail of mails) expect(mail.text).toContain('Adresse: Hauptstraße 5, 10115 Berlin');
    const ics = plannedMails(inPerson)[0]!.calendar!.content;
    expect(ics).toContain('LOCATION:Hauptstraße 5\\, 10115 Berlin');
  });
});

describe('mails that act (issue 34 item 6)', () => {
  const f = facts('2026-12-04', '10:00', '2026-12-04T09:00:00Z'); // Friday 10:00 Berlin (winter)
  it('given an invitation, a move or a reminder, then each links to the meeting on the recipient’s page', () => {
    // A reminder a week ahead: the free cancellation is still open.
    const mails = [
      ...plannedMails(f),
      ...rescheduledMails(f),
      ...reminderMails({ ...f, writtenAt: '2026-11-27T09:00:00Z' }),
    ];
    expect(mails).toHaveLength(6);
    for (const mail of mails) {
      const page = mail.to === 'juergen@example.de' ? '/meetings' : '/partner/meetings';
      expect(mail.text).toContain(`Termin verschieben oder absagen: https://portal.example.de${page}?meeting=m-1`);
    }
  });

  it('given the client, then the mail states the notice and its deadline on Berlin’s clock; the partner’s does not', () => {
    const [toClient, toPartner] = plannedMails(f);
    expect(toClient!.text).toContain(
      'Kostenfrei absagen bis Mi., 02.12.2026, 10:00 Uhr (Absagefrist: 48 Stunden; danach werden die Stunden als genutzt gezählt).',
    );
    expect(toPartner!.text).not.toContain('Kostenfrei absagen');
    expect(plannedMails({ ...f, cancellationNoticeHours: 0 })[0]!.text).not.toContain('Kostenfrei absagen');
  });

  it('given a reminder a day ahead under a 48-hour notice, then the client reads that the free cancellation has passed and only cancelling is left', () => {
    const [toClient, toPartner] = reminderMails({ ...f, writtenAt: '2026-12-03T09:00:00Z' });
    expect(toClient!.text).toContain('Termin absagen: https://portal.example.de/meetings?meeting=m-1');
    expect(toClient!.text).toContain(
      'Die kostenfreie Absage war bis Mi., 02.12.2026, 10:00 Uhr möglich (Absagefrist: 48 Stunden): Bei einer Absage jetzt werden die Stunden als genutzt gezählt. Verschieben kann den Termin jetzt nur noch Ihr Accelerator.',
    );
    expect(toClient!.text).not.toContain('Kostenfrei absagen bis');
    expect(toClient!.text).not.toContain('verschieben oder absagen');
    // The Accelerator may always move it.
    expect(toPartner!.text).toContain(
      'Termin verschieben oder absagen: https://portal.example.de/partner/meetings?meeting=m-1',
    );
  });

  it('given a booking just inside the notice, then its invitation says the same; at the deadline itself it is still free', () => {
    expect(plannedMails({ ...f, writtenAt: '2026-12-02T09:00:01Z' }, true)[0]!.text).toContain(
      'Die kostenfreie Absage war bis',
    );
    expect(plannedMails({ ...f, writtenAt: '2026-12-02T09:00:00Z' }, true)[0]!.text).toContain(
      'Kostenfrei absagen bis',
    );
  });

  it('given a reminder, then it names client and Accelerator', () => {
    const [mail] = reminderMails({ ...f, writtenAt: '2026-12-03T09:00:00Z' });
    expect(mail!.text).toContain(
      'zur Erinnerung: der Termin zwischen Jürgen Müller und Anna Weiß, 04.12.2026 um 10:00 Uhr',
    );
  });
});

describe('a client in another time zone (issue 34)', () => {
  // 01:00 in Berlin on 28.11.2026 is 19:00 of the 27th in New York.
  const newYork: MeetingMailFacts = {
    ...facts('2026-11-28', '01:00', '2026-11-28T00:00:00Z'),
    client: { name: 'Jürgen Müller', email: 'juergen@example.de', timeZone: 'America/New_York' },
  };
  it('names her times in her zone, the Accelerator’s in Berlin’s', () => {
    const [toClient, toPartner] = plannedMails(newYork, true);
    expect(toClient!.subject).toBe('Termin gebucht: 27.11.2026, 19:00 Uhr (New York)');
    expect(toClient!.text).toContain('27.11.2026 um 19:00 Uhr (New York, 60 Minuten, Zoom)');
    expect(toPartner!.subject).toBe('Termin gebucht: 28.11.2026, 01:00 Uhr');
    expect(toPartner!.text).toContain('28.11.2026 um 01:00 Uhr (60 Minuten, Zoom)');
  });
  it('states the free-cancellation deadline on her clock', () => {
    const [toClient] = rescheduledMails(newYork);
    // 48 hours before: 00:00 UTC on 26.11., 19:00 on Wednesday 25.11. in New York
    expect(toClient!.text).toContain('Kostenfrei absagen bis Mi., 25.11.2026, 19:00 Uhr (New York)');
  });
  it('says heute from her day: sent at 14:00 in New York, 20:00 in Berlin', () => {
    const [toClient, toPartner] = reminderMails({ ...newYork, writtenAt: '2026-11-27T19:00:00Z' });
    expect(toClient!.subject).toBe('Erinnerung: Termin heute um 19:00 Uhr (New York)');
    expect(toPartner!.subject).toBe('Erinnerung: Termin morgen um 01:00 Uhr');
  });
});

describe('a meeting handed over from an Accelerator who left (2026-11-29: a fresh room)', () => {
  const room = 'https://meet.jit.si/Coaching-neuerraum';
  const handed: MeetingMailFacts = {
    ...facts('2026-06-15', '10:00', '2026-06-15T08:00:00Z'),
    platform: 'video-room',
    link: room,
    sequence: 1,
    partner: { name: 'Sven Folgt', email: 'sven@example.de' },
  };
  const calendar = (m: { calendar?: { content: string } }) => m.calendar!.content.replace(/\r\n[ \t]/gu, '');

  it('given a fresh room, then mail and calendar entry say the link is new and the old one void', () => {
    for (const mail of handedOverMails(handed, true)) {
      expect(mail.text).toContain(
        'Der Link ist neu: ein neuer Raum nur für diesen Termin (Link unten); der bisherige Link gilt nicht mehr.',
      );
      expect(mail.text).toContain(`Link: ${room}`);
      expect(calendar(mail)).toContain(`DESCRIPTION:Neuer Link (der bisherige gilt nicht mehr): ${room}`);
      expect(calendar(mail)).toContain(`LOCATION:${room}`);
    }
  });

  it('given a new address, then it is named new; kept in place, nothing is said', () => {
    const office = { ...handed, platform: 'in-person' as const, link: null, location: 'Hauptstraße 5, 10115 Berlin' };
    const [mail] = handedOverMails(office, true);
    expect(mail!.text).toContain('Der Ort ist neu: die Adresse unten;');
    expect(calendar(mail!)).toContain('DESCRIPTION:Neue Adresse (die bisherige gilt nicht mehr): Hauptstraße 5');
    const [kept] = handedOverMails(handed, false);
    expect(kept!.text).not.toMatch(/ist neu|Neuer Link/u);
    expect(calendar(kept!)).toContain(`DESCRIPTION:Link: ${room}`);
  });

  it('given the one who left, then their CANCEL names neither the new room nor the new address', () => {
    const leaver = { name: 'Lena Geht', email: 'lena@example.de' };
    const mails = handedAwayMails({ ...handed, partner: leaver }, 'Übergeben.');
    expect(mails.map((m) => m.to)).toEqual(['lena@example.de']);
    expect(mails[0]!.text).not.toContain('Coaching-neuerraum');
    expect(calendar(mails[0]!)).not.toContain('Coaching-neuerraum');
    expect(calendar(mails[0]!)).toContain('METHOD:CANCEL');
    const atOffice = handedAwayMails({ ...handed, partner: leaver, location: 'Geheimweg 1' }, 'Übergeben.');
    expect(calendar(atOffice[0]!)).not.toContain('Geheimweg');
  });
});
