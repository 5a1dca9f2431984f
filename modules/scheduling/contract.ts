import { z } from 'zod';
import { wholeNumber } from '../../lib/whole-number';
import { choices } from '../../lib/choices';
import { optionalLine } from '../../lib/german/text';
import { DEFAULT_PLATFORM, platforms, platformsWithLocation } from '../meetings/contract';
import type { AvailabilityEvent, PolicyEvent } from './events';
import { DEFAULT_BOOKING_HORIZON_WEEKS } from './slots';
import type { BusySourcesEvent } from './busy/events';

export {
  DEFAULT_BOOKING_HORIZON_WEEKS,
  freeSlots,
  isoWeekday,
  whyNotFree,
  type SlotQuery,
  type SlotRefusal,
} from './slots';
export {
  busySources,
  busySourceMessages,
  busySourceKeys,
  type BusySourceInput,
  type BusySourcesAnswer,
  type BusyTimesAnswer,
} from './busy/contract';

// Isomorphic: the scheduling module's schemas, labels and constants (issue 19). An Accelerator's
// availability (weekly hours in Berlin wall-clock time, exceptions, booking lead time, buffer, default room)
// and the firm's cancellation notice. The free slots computed from them: `slots.ts`.

export const { values: weekdays, labels: weekdayLabels } = choices({
  '1': 'Montag',
  '2': 'Dienstag',
  '3': 'Mittwoch',
  '4': 'Donnerstag',
  '5': 'Freitag',
  '6': 'Samstag',
  '7': 'Sonntag',
});
/** ISO weekday as a string key: '1' Monday … '7' Sunday. */
export type Weekday = (typeof weekdays)[number];

export const schedulingMessages = {
  invalidTime: 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).',
  invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
  rangeOrder: 'Das Ende muss nach dem Beginn liegen.',
  rangesOverlap: 'Die Zeiten eines Tages dürfen sich nicht überschneiden.',
  extraNeedsRange: 'Für zusätzliche Zeiten bitte Beginn und Ende angeben.',
  dayOffWithExtra:
    'An einem ganz freien Tag ist keine zusätzliche Zeit möglich. Nehmen Sie nur einen Teil des Tages frei.',
  leadTime: 'Die Vorlaufzeit muss zwischen 0 und 720 Stunden liegen.',
  buffer: 'Der Puffer muss zwischen 0 und 240 Minuten liegen.',
  cancellationNotice: 'Die Absagefrist muss zwischen 0 und 720 Stunden liegen.',
  bookingHorizon: 'Der Buchungshorizont muss zwischen 1 und 104 Wochen liegen.',
  reminders: 'Bitte wählen Sie, welche Erinnerungen verschickt werden.',
  tooManyRanges: 'Bitte höchstens 100 Zeiten pro Woche eintragen.',
  tooManyExceptions: 'Bitte höchstens 400 Ausnahmen eintragen.',
  locationRequired: 'Bitte geben Sie die Adresse für Termine vor Ort an.',
  saved: 'Verfügbarkeit gespeichert',
  saveFailed: 'Verfügbarkeit konnte nicht gespeichert werden.',
} as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, schedulingMessages.invalidTime);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, schedulingMessages.invalidDate);

/** A stretch of one day in Berlin wall-clock time, 'HH:mm' to 'HH:mm' (to after from; '24:00' is not a time). */
export const timeRange = z
  .object({ from: clock, to: clock })
  .refine((r) => r.from < r.to, { message: schedulingMessages.rangeOrder, path: ['to'] });
export type TimeRange = z.infer<typeof timeRange>;

/** A date off (whole day when no range, else that stretch), or an extra stretch on a date. */
export const availabilityException = z
  .object({ date: day, kind: z.enum(['off', 'extra']), range: timeRange.nullable() })
  .refine((e) => e.kind === 'off' || e.range !== null, {
    message: schedulingMessages.extraNeedsRange,
    path: ['range'],
  });
export type AvailabilityException = z.infer<typeof availabilityException>;

/**
 * The extra stretches (by index) on a date that is wholly off. The two contradict each other, so
 * `decide` refuses an availability with any (`DayOffWithExtra`) and the editor says so at each.
 */
export function extrasOnWholeDaysOff(exceptions: readonly AvailabilityException[]): number[] {
  const wholeDaysOff = new Set(exceptions.filter((e) => e.kind === 'off' && !e.range).map((e) => e.date));
  return exceptions.flatMap((e, i) => (e.kind === 'extra' && wholeDaysOff.has(e.date) ? [i] : []));
}

/**
 * The booking lead time (Vorlaufzeit, issue 30): how long before a start a client may still book
 * it. Not a notice: 'notice' is the firm's cancellation notice alone (`cancellationNoticeHours`).
 * The availability's field keeps its stored name `minNoticeHours` (it is in the event log).
 */
export const DEFAULT_BOOKING_LEAD_HOURS = 24;
const DEFAULT_BUFFER_MINUTES = 0;
/** The firm's default: a client who cancels later than this before the start is charged the hours. */
export const DEFAULT_CANCELLATION_NOTICE_HOURS = 48;

/** An Accelerator's availability as they save it on `/partner/availability` (the whole of it each time). */
export const availability = z.object({
  weekly: z.array(z.object({ weekday: z.enum(weekdays), range: timeRange })).max(100, schedulingMessages.tooManyRanges),
  exceptions: z.array(availabilityException).max(400, schedulingMessages.tooManyExceptions),
  /** the booking lead time in hours (stored name; see DEFAULT_BOOKING_LEAD_HOURS) */
  minNoticeHours: wholeNumber(0, 720, schedulingMessages.leadTime),
  bufferMinutes: wholeNumber(0, 240, schedulingMessages.buffer),
  platform: z.enum(platforms, { error: 'Unbekannte Plattform.' }),
  link: optionalLine(500, 'Der Link ist zu lang.').refine(
    (v) => v === null || /^https:\/\/[^\s]+$/.test(v),
    'Der Link muss mit https:// beginnen.',
  ),
  /** where a booking 'Vor Ort' takes place (required with that platform, `decide`); left out: none */
  location: optionalLine(300, 'Die Adresse ist zu lang.'),
});
export type Availability = z.infer<typeof availability>;

/** A booking in person needs its address: the rule of saving (`decide`) and of the editor. */
export const lacksLocation = (a: Pick<Availability, 'platform' | 'location'>) =>
  platformsWithLocation.includes(a.platform) && !a.location?.trim();

/** What an Accelerator who never saved availability has: no bookable time at all. */
export const emptyAvailability = (): Availability => ({
  weekly: [],
  exceptions: [],
  minNoticeHours: DEFAULT_BOOKING_LEAD_HOURS,
  bufferMinutes: DEFAULT_BUFFER_MINUTES,
  platform: DEFAULT_PLATFORM,
  link: null,
  location: null,
});

const answeredRange = z.object({ from: z.string(), to: z.string() });
/**
 * What the availability routes answer: the availability as saved (or `emptyAvailability()`), the
 * shape of `availability` without its checks.
 */
export const availabilityAnswer = z.object({
  weekly: z.array(z.object({ weekday: z.enum(weekdays), range: answeredRange })),
  exceptions: z.array(z.object({ date: z.string(), kind: z.enum(['off', 'extra']), range: answeredRange.nullable() })),
  minNoticeHours: z.number().int(),
  bufferMinutes: z.number().int(),
  platform: z.enum(platforms),
  link: z.string().nullable(),
  location: z.string().nullable(),
});

/** Which meeting reminders the firm sends (issue 34): 24 hours and 1 hour before, one of them, or none. */
export const { values: reminderChoices, labels: reminderChoiceLabels } = choices({
  both: '24 Stunden und 1 Stunde vorher',
  day: '24 Stunden vorher',
  hour: '1 Stunde vorher',
  none: 'Keine Erinnerungen',
});
export type ReminderChoice = (typeof reminderChoices)[number];

/**
 * The firm's scheduling rules, set by an admin on `/admin/settings`. The booking horizon and the
 * reminders came later (issue 34): left out, they stay as they are.
 */
export const schedulingPolicy = z.object({
  cancellationNoticeHours: wholeNumber(0, 720, schedulingMessages.cancellationNotice),
  bookingHorizonWeeks: wholeNumber(1, 104, schedulingMessages.bookingHorizon).optional(),
  reminders: z.enum(reminderChoices, { error: schedulingMessages.reminders }).optional(),
});
export type SchedulingPolicyChange = z.infer<typeof schedulingPolicy>;
/** What `GET|PUT /api/settings/scheduling` answer: the whole policy. */
export const schedulingPolicyAnswer = z.object({
  cancellationNoticeHours: z.number().int(),
  bookingHorizonWeeks: z.number().int(),
  reminders: z.enum(reminderChoices),
});
export type SchedulingPolicy = z.infer<typeof schedulingPolicyAnswer>;

export const schedulingKeys = {
  availability: ['scheduling', 'availability'] as const,
  policy: ['scheduling', 'policy'] as const,
};

/** The firm's policy before an admin ever set it. */
export const defaultSchedulingPolicy = (): SchedulingPolicy => ({
  cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
  bookingHorizonWeeks: DEFAULT_BOOKING_HORIZON_WEEKS,
  reminders: 'both',
});

/** The texts of the screens around availability and the firm's settings (German, exact). */
export const schedulingScreenMessages = {
  loadFailed: 'Verfügbarkeit konnte nicht geladen werden.',
  partnerNotFound: 'Accelerator nicht gefunden.',
  policySaved: 'Einstellungen gespeichert',
  policySaveFailed: 'Einstellungen konnten nicht gespeichert werden.',
  policyLoadFailed: 'Einstellungen konnten nicht geladen werden.',
  cancellationExplained:
    'Sagt ein Klient später als diese Frist vor Beginn ab, werden die Stunden als genutzt gezählt.',
} as const;

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type AvailabilityEventType = AvailabilityEvent['type'];
export type PolicyEventType = PolicyEvent['type'];
export type BusySourcesEventType = BusySourcesEvent['type'];
