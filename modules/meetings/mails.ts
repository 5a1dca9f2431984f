import type { MailMessage } from '../../jobs/mailer';
import { formatCalendarDate, formatHoursStd } from '../../lib/german/format';
import { platformLabels, platformsWithRoom } from './contract';
import type { MeetingSlot } from './decide';
import { meetingIcs } from './calendar';
import { meetingTerms } from './notice';
import { isoWeekday } from '../scheduling/contract';
import { BERLIN } from '../../lib/german/time';
import { formatDateTimeIn, formatDayIn, formatTimeIn, wallClockIn, zoneCity } from '../../lib/german/zones';

/** A meeting's mail: when, how long and where it is held (as planned, without its notes) and to whom. */
export interface MeetingMailFacts extends Omit<MeetingSlot, 'notes'> {
  meetingId: string;
  startsAt: string;
  sequence: number;
  /**
   * null once the client deleted their account: then only the partner is written to. `timeZone`:
   * her own (issue 34), in which her mails name the times; Berlin when left out.
   */
  client: { name: string; email: string; timeZone?: string } | null;
  partner: { name: string; email: string };
  portalUrl: string;
  /** the firm's cancellation notice (issue 34: the mails state the rule and its deadline) */
  cancellationNoticeHours: number;
  /** when the mail is written (its event's time): whether the free cancellation is still open then */
  writtenAt: string;
}

/** How a client who deleted their account is named to the partner. */
const GONE_CLIENT = 'Klient (Konto gelöscht)';
const clientName = (f: MeetingMailFacts) => f.client?.name ?? GONE_CLIENT;
const participants = (f: MeetingMailFacts) => (f.client ? [f.client, f.partner] : [f.partner]);

/** The zone a recipient reads times in: the client's own; the Accelerator always Berlin's. */
const zoneOf = (f: MeetingMailFacts, to: { email: string }) =>
  to.email === f.client?.email ? (f.client.timeZone ?? BERLIN) : BERLIN;

/** '15.06.2026 um 10:00 Uhr (60 Minuten, Zoom)'; in another zone '… 19:00 Uhr (New York, 60 Minuten, Zoom)'. */
function when(f: MeetingMailFacts, zone: string): string {
  const { date, time } = wallClockIn(f.startsAt, zone);
  const named = zone === BERLIN ? '' : `${zoneCity(zone)}, `;
  return `${formatCalendarDate(date)} um ${time} Uhr (${named}${f.duration} Minuten, ${platformLabels[f.platform]})`;
}

/** The entry's DESCRIPTION: where to meet; `fresh`, a place new by a hand-over, says the old one is void. */
function description(f: MeetingMailFacts, fresh: boolean): string {
  if (f.location)
    return fresh ? `Neue Adresse (die bisherige gilt nicht mehr): ${f.location}` : `Adresse: ${f.location}`;
  if (f.link) return fresh ? `Neuer Link (der bisherige gilt nicht mehr): ${f.link}` : `Link: ${f.link}`;
  return platformLabels[f.platform];
}

function ics(f: MeetingMailFacts, method: 'REQUEST' | 'CANCEL', fresh = false): MailMessage['calendar'] {
  return {
    method,
    content: meetingIcs({
      meetingId: f.meetingId,
      startsAt: f.startsAt,
      duration: f.duration,
      sequence: f.sequence,
      method,
      title: `Coaching: ${clientName(f)} & ${f.partner.name}`,
      description: description(f, fresh),
      location: f.location ?? f.link ?? platformLabels[f.platform],
      organizer: f.partner,
      attendees: participants(f),
    }),
  };
}

// Fixed short names: ICU's differ between engines ('Mi' in Node, 'Mi.' in browsers).
const weekdays = ['Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.', 'So.'];

/** 'Mi., 02.12.2026, 10:00 Uhr': an instant on the clock of `zone` (named unless Berlin), with its weekday. */
function dayAndTime(instant: Date, zone: string): string {
  const { date } = wallClockIn(instant, zone);
  return `${weekdays[Number(isoWeekday(date)) - 1]}, ${formatDateTimeIn(instant, zone)}`;
}

/**
 * What the recipient can do (issue 34): the link to this meeting on their meetings page, where
 * moving and cancelling are one click; to the client also the notice rule and its deadline, from
 * the one home of the rule (`meetingTerms`). Only the client pays for cancelling late.
 */
function actLines(f: MeetingMailFacts, to: { email: string }): string[] {
  const isClient = to.email === f.client?.email;
  const page = isClient ? '/meetings' : '/partner/meetings';
  const url = `${f.portalUrl}${page}?meeting=${f.meetingId}`;
  if (!isClient || f.cancellationNoticeHours === 0) return [`Termin verschieben oder absagen: ${url}`];
  const terms = meetingTerms(f.startsAt, f.cancellationNoticeHours, new Date(f.writtenAt), { isClient });
  const deadline = dayAndTime(new Date(terms.deadline), zoneOf(f, to));
  const rule = `Absagefrist: ${f.cancellationNoticeHours} Stunden`;
  // A reminder a day ahead under a 48-hour notice, or a booking close to its start: the deadline
  // has passed; the mail says what the meetings page then allows (cancel, charged; no move).
  return terms.withinNotice
    ? [
        `Termin absagen: ${url}`,
        `Die kostenfreie Absage war bis ${deadline} möglich (${rule}): Bei einer Absage jetzt werden die Stunden als genutzt gezählt. Verschieben kann den Termin jetzt nur noch Ihr Accelerator.`,
      ]
    : [
        `Termin verschieben oder absagen: ${url}`,
        `Kostenfrei absagen bis ${deadline} (${rule}; danach werden die Stunden als genutzt gezählt).`,
      ];
}

/** A mail's subject or lines, worded in the zone its recipient reads times in. */
type InZone<T> = (zone: string) => T;

/**
 * The same mail to both participants, each greeted by name and with the times on their clock
 * (issue 34); with the calendar entry where there is one; `act`: with the lines that let them act
 * on it. The firm signs it at sending (jobs/firm-sender.ts).
 */
function toBoth(
  f: MeetingMailFacts,
  subject: InZone<string>,
  lines: InZone<string[]>,
  calendar?: MailMessage['calendar'],
  act = false,
): MailMessage[] {
  return participants(f).map((to) => ({
    to: to.email,
    subject: subject(zoneOf(f, to)),
    text: [`Hallo ${to.name},`, '', ...lines(zoneOf(f, to)), ...(act ? actLines(f, to) : [])].join('\n'),
    ...(calendar ? { calendar } : {}),
  }));
}

/** Where to meet: the link of an online meeting, the address of one in person. */
const linkLine = (f: MeetingMailFacts) => [
  ...(f.link ? [`Link: ${f.link}`] : []),
  ...(f.location ? [`Adresse: ${f.location}`] : []),
];

/**
 * The calendar entry to both participants, with what happened to it in the subject and first line:
 * planned, taken over by another Accelerator, or moved (an update: same UID, higher SEQUENCE).
 */
function entryMails(f: MeetingMailFacts, subject: string, firstLine: InZone<string>, fresh = false): MailMessage[] {
  return toBoth(
    f,
    (zone) => `${subject}: ${formatDateTimeIn(f.startsAt, zone)}`,
    (zone) => [firstLine(zone), ...linkLine(f)],
    ics(f, 'REQUEST', fresh),
    true,
  );
}

/** Invitation to both participants, with the calendar entry; `booked`: the client booked it themselves. */
export const plannedMails = (f: MeetingMailFacts, booked = false) =>
  booked
    ? entryMails(
        f,
        'Termin gebucht',
        (zone) => `${clientName(f)} hat einen Termin bei ${f.partner.name} gebucht: ${when(f, zone)}.`,
      )
    : entryMails(
        f,
        'Termin geplant',
        (zone) => `ein Termin zwischen ${clientName(f)} und ${f.partner.name} ist geplant: ${when(f, zone)}.`,
      );

/**
 * `moved`: the meeting has a new place now: a fresh room (it was in the portal's room, whose link
 * the leaver knows), or the successor's place (it was on the leaver's own link or at their address).
 */
export const handedOverMails = (f: MeetingMailFacts, moved = false) =>
  entryMails(
    f,
    'Termin übernommen',
    (zone) =>
      `der Termin ${when(f, zone)} findet mit ${f.partner.name} statt: ${f.partner.name} übernimmt ihn für ein Accelerator-Mitglied, das die Firma verlassen hat.` +
      (moved ? ` ${newPlace(f)}` : ''),
    moved,
  );

/** The new place of a handed-over meeting in words; its link or address follows in the mail's lines. */
const newPlace = (f: MeetingMailFacts) =>
  platformsWithRoom.includes(f.platform)
    ? 'Der Link ist neu: ein neuer Raum nur für diesen Termin (Link unten); der bisherige Link gilt nicht mehr.'
    : `Der Ort ist neu: ${f.link ? `${platformLabels[f.platform]} (Link unten)` : f.location ? 'die Adresse unten' : platformLabels[f.platform]}; der bisherige Link bzw. die bisherige Adresse gilt nicht mehr.`;

/**
 * The CANCEL of a handed-over entry to the Accelerator who left (`f.partner`): without the
 * meeting's place, which is the successor's or a fresh room now and none of the leaver's business
 * (before 2026-11-29 the entry carried the new link as LOCATION and DESCRIPTION).
 */
export const handedAwayMails = (f: MeetingMailFacts, reason: string) =>
  cancelledMails({ ...f, link: null, location: null }, reason).filter((mail) => mail.to === f.partner.email);

export const rescheduledMails = (f: MeetingMailFacts) =>
  entryMails(
    f,
    'Termin verschoben',
    (zone) => `der Termin zwischen ${clientName(f)} und ${f.partner.name} wurde verschoben: ${when(f, zone)}.`,
  );

/** `hoursCharged`: the client cancelled inside the notice (issue 19); both read that the hours count as used. */
export function cancelledMails(f: MeetingMailFacts, reason: string, hoursCharged?: number): MailMessage[] {
  const late = hoursCharged
    ? [
        `Die Absage kam innerhalb der Absagefrist: ${formatHoursStd(hoursCharged)} werden als genutzt aus dem Paket gezählt.`,
      ]
    : [];
  return toBoth(
    f,
    (zone) => `Termin abgesagt: ${formatDateTimeIn(f.startsAt, zone)}`,
    (zone) => [`der Termin ${when(f, zone)} wurde abgesagt.`, `Grund: ${reason}`, ...late],
    ics(f, 'CANCEL'),
  );
}

/** The reminder, worded from the day it is sent (`writtenAt`): 'heute', 'morgen' or the date (on the recipient's calendar). */
export function reminderMails(f: MeetingMailFacts): MailMessage[] {
  return toBoth(
    f,
    (zone) =>
      `Erinnerung: Termin ${formatDayIn(f.startsAt, new Date(f.writtenAt), zone)} um ${formatTimeIn(f.startsAt, zone)}`,
    (zone) => [
      `zur Erinnerung: der Termin zwischen ${clientName(f)} und ${f.partner.name}, ${when(f, zone)}.`,
      ...linkLine(f),
    ],
    undefined,
    true,
  );
}
