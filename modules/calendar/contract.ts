import { z } from 'zod';
import type { CalendarEvent } from './events';

// Isomorphic: the calendar feed's answers, German texts, paths and query keys (issue 19 item 6).

/** Whether the signed-in person has a live feed, and since when (ISO). */
export const calendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

/** The secret address, answered once right after it was made: https and webcal. */
export const calendarFeedAddress = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddress>;

export const calendarMessages = {
  explanation: 'Abonnieren Sie Ihre Termine in Outlook, Google Kalender oder Apple Kalender.',
  shownOnce: 'Kopieren Sie die Adresse jetzt; aus Sicherheitsgründen wird sie nur einmal angezeigt.',
  invalidToken: 'Ungültige Kalender-Adresse.',
  feedNotFound: 'Kalender nicht gefunden.',
  noFeed: 'Sie haben kein Kalender-Abo.',
  noFeedForAdmins: 'Admins haben keine eigenen Termine und daher kein Kalender-Abo.',
  meetingNotFound: 'Termin nicht gefunden.',
} as const;

/** Why a feed's address stopped working (`CalendarFeedRevoked`). */
export const feedEndReasons = [
  /** a new address replaced it */
  'renewed',
  /** the person ended the subscription */
  'ended',
  /** every session of the person ended: password changed or reset */
  'passwordChanged',
  'passwordReset',
  'accountDeleted',
  'accountDeactivated',
] as const;
export type FeedEndReason = (typeof feedEndReasons)[number];

/** The token in a feed address: 32 random bytes, base64url without padding. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const feedTokenParam = z.object({ token: z.string().regex(FEED_TOKEN, calendarMessages.invalidToken) });
export const meetingIcsParam = z.object({ id: z.string().uuid(calendarMessages.meetingNotFound) });

/** The download of one meeting's calendar entry (signed in). */
export const meetingIcsPath = (meetingId: string) => `/api/calendar/meetings/${meetingId}.ics`;
/** The name the download is saved under: its Berlin date. */
export const meetingIcsFileName = (date: string) => `termin-${date}.ics`;

export const calendarKeys = { feed: ['calendar', 'feed'] as const };

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type CalendarEventType = CalendarEvent['type'];
