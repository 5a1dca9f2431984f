import { z } from 'zod';
import { optionalLine, requiredLine } from '../../../lib/german/text';
import { parseCalendarDate } from '../../../lib/german/time';

// Isomorphic (re-exported by the scheduling contract): an Accelerator's own calendars (issue 34
// item 1). Their busy times block the Accelerator's slots; one CalDAV calendar may take the meetings.

export const busySourceKinds = ['ics', 'caldav'] as const;
export type BusySourceKind = (typeof busySourceKinds)[number];

export const busySourceMessages = {
  urlInvalid: 'Bitte geben Sie eine vollständige Adresse ein (https://…).',
  urlScheme: 'Die Adresse muss mit https:// beginnen (webcal:// geht auch).',
  labelMissing: 'Bitte geben Sie dem Kalender einen Namen.',
  caldavNeedsLogin: 'Für CalDAV bitte Benutzername und App-Passwort angeben.',
  writeOnlyCaldav: 'Termine können nur in einen CalDAV-Kalender geschrieben werden.',
  oneWriteTarget: 'Termine können nur in einen Kalender geschrieben werden.',
  tooMany: 'Bitte höchstens 10 Kalender eintragen.',
  duplicate: 'Dieser Kalender ist schon eingetragen.',
  saved: 'Kalender gespeichert',
  saveFailed: 'Kalender konnten nicht gespeichert werden.',
  loadFailed: 'Kalender konnten nicht geladen werden.',
  synced: 'Kalender gelesen',
  syncFailed: 'Kalender konnten nicht gelesen werden.',
} as const;

/** webcal:// is how Apple and Outlook hand out subscriptions: the same address over https. */
const normalisedCalendarUrl = (url: string): string => url.trim().replace(/^webcals?:\/\//i, 'https://');

const calendarUrl = z
  .string()
  .trim()
  .max(2000, busySourceMessages.urlInvalid)
  .transform(normalisedCalendarUrl)
  .refine((v) => URL.canParse(v), busySourceMessages.urlInvalid)
  // http is refused when reading unless the server allows private hosts (an intranet Nextcloud): the guard's rule.
  .refine((v) => /^https?:\/\//i.test(v), busySourceMessages.urlScheme);

/** One calendar as the Accelerator enters it; a PUT without `password` keeps the stored one. */
export const busySource = z.object({
  kind: z.enum(busySourceKinds, { error: 'Unbekannte Kalenderart.' }),
  url: calendarUrl,
  label: requiredLine(100, busySourceMessages.labelMissing),
  username: optionalLine(200).optional(),
  password: optionalLine(500).optional(),
  /** CalDAV only: the portal writes the Accelerator's meetings into this calendar (at most one) */
  writeMeetings: z.boolean().optional(),
});
export type BusySourceInput = z.infer<typeof busySource>;

export const busySources = z.object({ sources: z.array(busySource).max(10, busySourceMessages.tooMany) });

/**
 * What was read last: when, and the German error of the last try if it failed; for a CalDAV
 * calendar the meetings are written into, when a copy was last written and why the last failed.
 */
const sourceState = z.object({
  lastReadAt: z.string().nullable(),
  error: z.string().nullable(),
  copiedAt: z.string().nullable(),
  copyError: z.string().nullable(),
});

/** What the routes answer: never a password, only whether one is stored. */
export const busySourcesAnswer = z.object({
  sources: z.array(
    z.object({
      kind: z.enum(busySourceKinds),
      url: z.string(),
      label: z.string(),
      username: z.string().nullable(),
      hasPassword: z.boolean(),
      writeMeetings: z.boolean(),
      state: sourceState,
    }),
  ),
});
export type BusySourcesAnswer = z.infer<typeof busySourcesAnswer>;

/** GET /api/scheduling/busy-times?date=YYYY-MM-DD: one Berlin day of the Accelerator's own busy times. */
export const busyTimesQuery = z.object({
  date: z
    .string({ error: 'Bitte geben Sie ein gültiges Datum ein.' })
    .refine((d) => parseCalendarDate(d) !== null, 'Bitte geben Sie ein gültiges Datum ein.'),
});
export const busyTimesAnswer = z.object({ busy: z.array(z.object({ startsAt: z.string(), endsAt: z.string() })) });
export type BusyTimesAnswer = z.infer<typeof busyTimesAnswer>;

export const busySourceKeys = {
  own: ['scheduling', 'busy-sources'] as const,
  times: (date: string) => ['scheduling', 'busy-times', date] as const,
};
