import type { MailMessage } from '../../jobs/mailer';
import { formatCalendarDate, formatDayFrom, formatHoursStd } from '../../lib/german/format';
import { platformLabels, type Platform } from './contract';
import { meetingIcs } from './calendar';
import { meetingTerms } from './notice';
import { isoWeekday } from '../scheduling/contract';
import { berlinWallClock } from '../../lib/german/time';

export interface MeetingMailFacts {
  meetingId: string;
  startsAt: string;
  date: string;
  time: string;
  duration: number;
  platform: Platform;
  link: string | null;
  /** the address of an in-person meeting */
  location: string | null;
  sequence: number;
  /** null once the client deleted their account: then only the partner is written to */
  client: { name: string; email: string } | null;
  partner: { name: string; email: string };
  portalUrl: string;
  /** the firm's cancellation notice (issue 34: the mails state the rule and its deadline) */
  cancellationNoticeHours: number;
}

/** How a client who deleted their account is named to the partner. */
const GONE_CLIENT = 'Klient (Konto gelöscht)';
const clientName = (f: MeetingMailFacts) => f.client?.name ?? GONE_CLIENT;
const participants = (f: MeetingMailFacts) => (f.client ? [f.client, f.partner] : [f.partner]);

const when = (f: MeetingMailFacts) =>
  `${formatCalendarDate(f.date)} um ${f.time} Uhr (${f.duration} Minuten, ${platformLabels[f.platform]})`;

function ics(f: MeetingMailFacts, method: 'REQUEST' | 'CANCEL'): MailMessage['calendar'] {
  return {
    method,
    content: meetingIcs({
      meetingId: f.meetingId,
      startsAt: f.startsAt,
      duration: f.duration,
      sequence: f.sequence,
      method,
      title: `Coaching: ${clientName(f)} & ${f.partner.name}`,
      description: f.location ? `Adresse: ${f.location}` : f.link ? `Link: ${f.link}` : platformLabels[f.platform],
      location: f.location ?? f.link ?? platformLabels[f.platform],
      organizer: f.partner,
      attendees: participants(f),
    }),
  };
}

// Fixed short names: ICU's differ between engines ('Mi' in Node, 'Mi.' in browsers).
const weekdays = ['Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.', 'So.'];

/** 'Mi., 02.12.2026, 10:00 Uhr': an instant on Berlin's clock, with its weekday. */
function dayAndTime(instant: Date): string {
  const { date, time } = berlinWallClock(instant);
  return `${weekdays[Number(isoWeekday(date)) - 1]}, ${formatCalendarDate(date)}, ${time} Uhr`;
}

/**
 * What the recipient can do (issue 34): the link to this meeting on their meetings page, where
 * moving and cancelling are one click; to the client also the notice rule and its deadline, from
 * the one home of the rule (`meetingTerms`). Only the client pays for cancelling late.
 */
function actLines(f: MeetingMailFacts, to: { email: string }): string[] {
  const isClient = to.email === f.client?.email;
  const page = isClient ? '/meetings' : '/partner/meetings';
  const link = `Termin verschieben oder absagen: ${f.portalUrl}${page}?meeting=${f.meetingId}`;
  if (!isClient || f.cancellationNoticeHours === 0) return [link];
  const { deadline } = meetingTerms(f.startsAt, f.cancellationNoticeHours, new Date(0), { isClient });
  return [
    link,
    `Kostenfrei absagen bis ${dayAndTime(new Date(deadline))} (Absagefrist: ${f.cancellationNoticeHours} Stunden; danach werden die Stunden als genutzt gezählt).`,
  ];
}

/**
 * The same mail to both participants, each greeted by name; with the calendar entry where there is
 * one; `act`: with the lines that let them act on it. The firm signs it at sending (jobs/firm-sender.ts).
 */
function toBoth(
  f: MeetingMailFacts,
  subject: string,
  lines: string[],
  calendar?: MailMessage['calendar'],
  act = false,
): MailMessage[] {
  return participants(f).map((to) => ({
    to: to.email,
    subject,
    text: [`Hallo ${to.name},`, '', ...lines, ...(act ? actLines(f, to) : [])].join('\n'),
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
function entryMails(f: MeetingMailFacts, subject: string, firstLine: string): MailMessage[] {
  const lines = [firstLine, ...linkLine(f)];
  return toBoth(f, `${subject}: ${formatCalendarDate(f.date)}, ${f.time} Uhr`, lines, ics(f, 'REQUEST'), true);
}

/** Invitation to both participants, with the calendar entry; `booked`: the client booked it themselves. */
export const plannedMails = (f: MeetingMailFacts, booked = false) =>
  booked
    ? entryMails(f, 'Termin gebucht', `${clientName(f)} hat einen Termin bei ${f.partner.name} gebucht: ${when(f)}.`)
    : entryMails(
        f,
        'Termin geplant',
        `ein Termin zwischen ${clientName(f)} und ${f.partner.name} ist geplant: ${when(f)}.`,
      );

export const handedOverMails = (f: MeetingMailFacts) =>
  entryMails(
    f,
    'Termin übernommen',
    `der Termin ${when(f)} findet mit ${f.partner.name} statt: ${f.partner.name} übernimmt ihn für ein Accelerator-Mitglied, das die Firma verlassen hat.`,
  );

export const rescheduledMails = (f: MeetingMailFacts) =>
  entryMails(
    f,
    'Termin verschoben',
    `der Termin zwischen ${clientName(f)} und ${f.partner.name} wurde verschoben: ${when(f)}.`,
  );

/** `hoursCharged`: the client cancelled inside the notice (issue 19); both read that the hours count as used. */
export function cancelledMails(f: MeetingMailFacts, reason: string, hoursCharged?: number): MailMessage[] {
  const late = hoursCharged
    ? [
        `Die Absage kam innerhalb der Absagefrist: ${formatHoursStd(hoursCharged)} werden als genutzt aus dem Paket gezählt.`,
      ]
    : [];
  const lines = [`der Termin ${when(f)} wurde abgesagt.`, `Grund: ${reason}`, ...late];
  return toBoth(f, `Termin abgesagt: ${formatCalendarDate(f.date)}, ${f.time} Uhr`, lines, ics(f, 'CANCEL'));
}

/** The reminder, worded from the day it is sent: 'heute', 'morgen' or the date (Berlin's calendar). */
export function reminderMails(f: MeetingMailFacts, sentAt: Date): MailMessage[] {
  const lines = [
    `zur Erinnerung: der Termin zwischen ${clientName(f)} und ${f.partner.name}, ${when(f)}.`,
    ...linkLine(f),
  ];
  return toBoth(f, `Erinnerung: Termin ${formatDayFrom(f.date, sentAt)} um ${f.time} Uhr`, lines, undefined, true);
}
