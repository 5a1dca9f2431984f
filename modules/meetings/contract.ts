import { z } from 'zod';
import type { AdminMeetingListQuery } from './admin-contract';
import { addDays, parseCalendarDate } from '../../lib/german/time';
import { hoursText } from '../../lib/german/format';
import { optionalLine, optionalText, requiredText } from '../../lib/german/text';
import type { MeetingEvent } from './events';
import { DEFAULT_PLATFORM, platforms } from './platforms';
import type { MeetingView } from './answers';
import { MAX_SERIES_COUNT, seriesIntervals } from './series-contract';
import { askWhichRepeated, repeatedTimeChoice, repeatedTimes } from './berlin-time';

// Isomorphic: schemas, labels, constants and query keys of the meetings module.

export { findClash } from './clash';
export { berlinToInstant, repeatedTimeLabels, repeatedTimes, type RepeatedTime } from './berlin-time';
export * from './history';
export * from './statuses';
export * from './admin-contract';
export * from './contract/admin-list-values';
export * from './platforms';
export * from './answers';
export * from './series-contract';
export type { MeetingTerms } from './notice';

export const durations = [30, 60, 90, 120] as const;
type Duration = (typeof durations)[number];
export const DEFAULT_DURATION: Duration = 60;
/** A scheduled meeting counts as overdue (to finish) this long after its start. */
export const OVERDUE_AFTER_MINUTES = 30;
export const CANCEL_REASON = 'Vom Partner storniert';
/** Why a meeting the client cancelled was cancelled (issue 19). */
export const CLIENT_CANCEL_REASON = 'Vom Klienten abgesagt';
/** The summary of a meeting completed because the client did not come (hours charged). */
export const NO_SHOW_SUMMARY = 'Klient nicht erschienen';

/** hours = minutes / 60, rounded to 2 decimals */
export const hoursFor = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

export const meetingMessages = {
  fillAll: 'Bitte füllen Sie alle Felder aus.',
  summaryRequired: 'Bitte geben Sie eine Zusammenfassung des Meetings ein.',
  notEnoughHours: 'Nicht genügend Stunden',
  locationRequired: 'Bitte geben Sie die Adresse für das Treffen vor Ort an.',
  /** planning for a package that ended since the dialog opened (completed, cancelled, expired) */
  packageEnded: 'Das Paket dieses Klienten ist inzwischen beendet. Es können keine Meetings mehr dafür geplant werden.',
  inPast: 'Der Termin liegt in der Vergangenheit.',
  planned: 'Meeting geplant',
  seriesPlanned: 'Serie geplant',
  seriesFailed: 'Die Serie konnte nicht geplant werden.',
  createFailed: 'Meeting konnte nicht erstellt werden.',
  completeFailed: 'Meeting konnte nicht abgeschlossen werden.',
  deleteFailed: 'Meeting konnte nicht gelöscht werden.',
  deleted: 'Meeting wurde gelöscht. Der Kunde wird benachrichtigt.',
  loadFailed: 'Meetings konnten nicht geladen werden.',
  adminLoadFailed: 'Meeting-Daten konnten nicht geladen werden',
  reasonRequired: 'Bitte geben Sie einen Grund an.',
  notHeld: 'Das Meeting wurde als „Nicht stattgefunden“ geschlossen; die Stunden sind wieder frei.',
  notHeldFailed: 'Das Meeting konnte nicht geschlossen werden.',
  noShow: 'Das Meeting wurde abgeschlossen: Klient nicht erschienen. Die Stunden werden berechnet.',
  slotTaken: 'Dieser Termin ist nicht mehr frei. Bitte wählen Sie eine andere Zeit.',
  booked: 'Termin gebucht',
  bookFailed: 'Der Termin konnte nicht gebucht werden.',
  moved: 'Termin verschoben',
  clientCancelled: 'Termin abgesagt',
  /** beside 'Abgesagt': the client cancelled inside the notice, the hours are charged */
  lateCancelled: 'Kurzfristig abgesagt',
} as const;

/**
 * The firm's cancellation notice as the client's dialogs say it (issue 19) and the refusal when it
 * changed under an open dialog (issue 30); `hours` is the meeting's hours as text ('1 Std.').
 */
export const noticeMessages = {
  charged: (noticeHours: number, hours: string) =>
    `Die Absagefrist von ${hoursText(noticeHours)} ist unterschritten: Die ${hours} werden als genutzt gezählt.`,
  free: (hours: string) => `Die reservierten ${hours} werden wieder frei.`,
  noMove: (noticeHours: number) => `Termine können nur bis ${hoursText(noticeHours)} vor Beginn verschoben werden.`,
  chargeChanged: (charged: boolean, noticeHours: number) =>
    charged
      ? `Die Absagefrist von ${hoursText(noticeHours)} ist inzwischen unterschritten: Die Stunden werden als genutzt gezählt. Bitte bestätigen Sie die Absage erneut.`
      : `Die Absagefrist beträgt inzwischen ${hoursText(noticeHours)}: Die reservierten Stunden werden wieder frei. Bitte bestätigen Sie die Absage erneut.`,
};

/**
 * Issue 34: why a start cannot be booked (each refusal names its reason; the booking lead time is
 * the Accelerator's, the notice the firm's: named apart), and what a slot inside the notice means.
 */
export const slotMessages = {
  beforeLeadTime: (hours: number) =>
    `Dieser Accelerator nimmt Buchungen mit mindestens ${hours} Stunden Vorlauf an. Bitte wählen Sie eine spätere Zeit.`,
  beyondHorizon: (weeks: number) => `Termine können höchstens ${weeks} Wochen im Voraus gebucht werden.`,
  packageNotStarted: (date: string) => `Ihr Paket beginnt erst am ${date}. Bitte wählen Sie einen späteren Termin.`,
  packageEnds: (date: string) =>
    `Ihr Paket endet am ${date}; dieser Termin liegt danach. Bitte wählen Sie einen früheren Termin.`,
  outsideHours:
    'Diese Zeit liegt außerhalb der Arbeitszeiten des Accelerators. Bitte wählen Sie einen angebotenen Termin.',
  insideNotice: (noticeHours: number) =>
    `Innerhalb der Absagefrist: Dieser Termin beginnt in weniger als ${noticeHours} Stunden. Wenn Sie ihn buchen und später absagen, werden die Stunden als genutzt gezählt.`,
};

const required = z.string({ error: meetingMessages.fillAll }).trim().min(1, meetingMessages.fillAll);

const meetingFields = z.object({
  clientId: required.pipe(z.string().uuid(meetingMessages.fillAll)),
  userPackageId: z.string().uuid('Ungültiges Paket.').nullish(),
  /** admins plan on behalf of a partner */
  partnerId: z.string().uuid('Ungültiger Accelerator.').nullish(),
  date: required.pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Bitte geben Sie ein gültiges Datum ein.')),
  time: required.pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Bitte geben Sie eine gültige Uhrzeit ein.')),
  duration: z.coerce
    .number()
    .refine((d) => (durations as readonly number[]).includes(d), 'Die Dauer muss 30, 60, 90 oder 120 Minuten betragen.')
    .default(DEFAULT_DURATION),
  platform: z.enum(platforms, { error: 'Unbekannte Plattform.' }).default(DEFAULT_PLATFORM),
  link: optionalLine(500, 'Der Link ist zu lang.').refine(
    (v) => v === null || /^https:\/\/[^\s]+$/.test(v),
    'Der Link muss mit https:// beginnen.',
  ),
  /** where an in-person meeting takes place (required for 'Vor Ort', `decide`; dropped for the others) */
  location: optionalLine(300, 'Die Adresse ist zu lang.'),
  notes: optionalText(2000),
  /** which of the two times the autumn change repeats (02:30 on 25.10.2026); asked only then */
  repeatedTime: z.enum(repeatedTimes, { error: repeatedTimeChoice }).optional(),
});

export const createMeetingRequest = meetingFields.superRefine(askWhichRepeated);
export type CreateMeetingRequest = z.input<typeof createMeetingRequest>;

const seriesCountMessage = `Die Anzahl der Termine muss eine ganze Zahl von 2 bis ${MAX_SERIES_COUNT} sein.`;

/** POST /api/meetings/series: the first meeting's instant, then `count` meetings `every` week or two. */
export const planSeriesRequest = meetingFields
  .pick({ clientId: true, partnerId: true, duration: true, platform: true, link: true, notes: true })
  .extend({
    firstStartsAt: z
      .string({ error: 'Bitte geben Sie Datum und Uhrzeit des ersten Termins an.' })
      .datetime({ offset: true, error: 'Bitte geben Sie Datum und Uhrzeit des ersten Termins an.' }),
    every: z.enum(seriesIntervals, { error: 'Bitte wählen Sie „wöchentlich“ oder „alle 2 Wochen“.' }),
    count: z.coerce
      .number({ error: seriesCountMessage })
      .int(seriesCountMessage)
      .min(2, seriesCountMessage)
      .max(MAX_SERIES_COUNT, seriesCountMessage),
    /** where the series meets in person (required for 'Vor Ort', as `location` of a single meeting) */
    address: optionalLine(300, 'Die Adresse ist zu lang.'),
    notes: optionalText(2000),
  });
export type PlanSeriesRequest = z.input<typeof planSeriesRequest>;

export const completeMeetingRequest = z.object({
  summary: requiredText(5000, meetingMessages.summaryRequired),
  notes: optionalText(2000),
});

/** POST /api/meetings/{id}/not-held: a started meeting did not take place; why (required). */
export const notHeldRequest = z.object({ reason: requiredText(500, meetingMessages.reasonRequired) });

/** POST /api/meetings/{id}/no-show: the client did not come; the hours are charged. */
export const noShowRequest = z.object({ notes: optionalText(2000) });

const durationField = z.coerce
  .number({ error: 'Die Dauer muss 30, 60, 90 oder 120 Minuten betragen.' })
  .refine((d) => (durations as readonly number[]).includes(d), 'Die Dauer muss 30, 60, 90 oder 120 Minuten betragen.');

/** POST /api/meetings/book (issue 19): a client books a free slot of an Accelerator of their package. */
export const bookMeetingRequest = z.object({
  partnerId: z.string({ error: 'Bitte wählen Sie einen Accelerator.' }).uuid('Bitte wählen Sie einen Accelerator.'),
  /** the slot's instant as the slots list gave it */
  startsAt: z
    .string({ error: 'Bitte wählen Sie einen Termin.' })
    .datetime({ offset: true, error: 'Bitte wählen Sie einen Termin.' }),
  duration: durationField,
  notes: optionalText(2000),
});
export type BookMeetingRequest = z.input<typeof bookMeetingRequest>;

/** A Berlin day that exists ('2026-02-30' does not). */
const slotDay = z
  .string({ error: 'Bitte geben Sie ein gültiges Datum ein.' })
  .refine((d) => parseCalendarDate(d) !== null, 'Bitte geben Sie ein gültiges Datum ein.');
/** The longest stretch `GET /api/partners/{id}/slots` lists at once, in days. */
const MAX_SLOT_DAYS = 42;

/** GET /api/partners/{id}/slots?from=YYYY-MM-DD&to=YYYY-MM-DD&duration=60 (Berlin days, both included). */
export const slotsQuery = z
  .object({
    from: slotDay,
    to: slotDay,
    duration: durationField.default(DEFAULT_DURATION),
    /** the client's meeting being moved: its time and hours count as free */
    moving: z.string().uuid('Ungültiges Meeting.').optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'Das Ende des Zeitraums muss nach dem Beginn liegen.', path: ['to'] })
  // (A day that does not exist was refused above; it has no span.)
  .refine((q) => !parseCalendarDate(q.from) || q.to < addDays(q.from, MAX_SLOT_DAYS), {
    message: `Bitte höchstens ${MAX_SLOT_DAYS} Tage auf einmal abfragen.`,
    path: ['to'],
  });

/** POST /api/meetings/{id}/reschedule: the new date, time and length (Berlin wall clock). */
export const rescheduleMeetingRequest = meetingFields
  .pick({ date: true, time: true, duration: true, repeatedTime: true })
  .extend({
    /**
     * The slot's instant, as the slots list gave it (the client's move): it decides over date and
     * time, so the second 02:30 of the autumn change is the one chosen.
     */
    startsAt: z.string().datetime({ offset: true, error: 'Bitte wählen Sie einen Termin.' }).optional(),
    /** another address for an in-person meeting (its partner or an admin); left out, it stays */
    location: z.string().max(300, 'Die Adresse ist zu lang.').nullish(),
  })
  .superRefine(askWhichRepeated);

export const cancelMeetingRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(500)
    .nullish()
    // No reason given: whoever cancels says who it was (CANCEL_REASON or CLIENT_CANCEL_REASON).
    .transform((v) => v || null),
  /**
   * What the client's dialog said the cancellation costs (`cancelCharged` of the meeting's terms);
   * when the notice now says otherwise the cancellation is refused (409 `CHARGE_CHANGED`), not charged
   * behind the client's back. Left out: the cancellation is charged as the notice says now.
   */
  charged: z.boolean().optional(),
});

/**
 * Who reads a meeting's notes (issue 15), said under the fields that write them: the planning notes
 * go to everyone who sees the meeting, the completion notes stay with the firm (`toViews` drops them
 * for clients).
 */
export const meetingNoteHints = {
  planned: 'Sichtbar für den Klienten, die Admins und die anderen Acceleratoren des Klienten.',
  completion: 'Nur für Admins sichtbar, nicht für den Klienten.',
} as const;

export const meetingKeys = {
  all: ['meetings'] as const,
  slots: (partnerId: string, from: string, to: string, duration: number) =>
    ['meetings', 'slots', partnerId, from, to, duration] as const,
  mine: ['meetings', 'mine'] as const,
  admin: ['meetings', 'admin'] as const,
  /** one page of the admin's list; under `admin`, so every meetings push refreshes it */
  adminPage: (query: AdminMeetingListQuery) => ['meetings', 'admin', query] as const,
  coordination: (clientId: string) => ['meetings', 'coordination', clientId] as const,
  /** what cancelling and moving a meeting mean now (`GET /api/meetings/{id}/terms`), read as a dialog opens */
  terms: (id: string) => ['meetings', 'terms', id] as const,
};

// The views of spec 02 §4, as pure functions of the meeting and the moment.

const startOf = (m: Pick<MeetingView, 'startsAt'>) => new Date(m.startsAt).getTime();

/** Client: upcoming = scheduled and in the future. */
export const isUpcoming = (m: Pick<MeetingView, 'startsAt' | 'status'>, now: Date) =>
  m.status === 'scheduled' && startOf(m) > now.getTime();
/**
 * Not over yet: scheduled and its end (start + duration) still ahead. A meeting in progress stays
 * the dashboards' 'Nächster Termin', with its link, until it ends (issue 15 item 11).
 */
export const isNotOver = (m: Pick<MeetingView, 'startsAt' | 'status' | 'duration'>, now: Date) =>
  m.status === 'scheduled' && startOf(m) + m.duration * 60_000 > now.getTime();
/**
 * Settled and charged: held, or cancelled by the client inside the notice (issue 19). A charged
 * cancellation belongs to the past at once, with its hours, not only once its date has passed.
 */
export const isCharged = (m: Pick<MeetingView, 'status' | 'lateCancellation'>) =>
  m.status === 'completed' || (m.status === 'cancelled' && m.lateCancellation);
/** Client: past = completed (or charged) or started in the past. */
export const isPastForClient = (m: Pick<MeetingView, 'startsAt' | 'status' | 'lateCancellation'>, now: Date) =>
  isCharged(m) || startOf(m) <= now.getTime();
/** Partner: to finish = scheduled, started more than 30 minutes ago, not confirmed. */
export const needsCompletion = (m: Pick<MeetingView, 'startsAt' | 'status' | 'partnerConfirmed'>, now: Date) =>
  m.status === 'scheduled' && !m.partnerConfirmed && now.getTime() - startOf(m) > OVERDUE_AFTER_MINUTES * 60_000;
/** Partner: past = completed (or charged) or started more than 30 minutes ago. */
export const isPastForPartner = (m: Pick<MeetingView, 'startsAt' | 'status' | 'lateCancellation'>, now: Date) =>
  isCharged(m) || now.getTime() - startOf(m) > OVERDUE_AFTER_MINUTES * 60_000;
/** 'Nicht stattgefunden' shows for scheduled meetings that have begun (issue 15). */
export const canMarkNotHeld = (m: Pick<MeetingView, 'startsAt' | 'status'>, now: Date) =>
  m.status === 'scheduled' && startOf(m) <= now.getTime();
/** 'Delete' shows only for future scheduled meetings. */
export const canCancel = (m: Pick<MeetingView, 'startsAt' | 'status'>, now: Date) =>
  m.status === 'scheduled' && startOf(m) > now.getTime();

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type MeetingEventType = MeetingEvent['type'];
