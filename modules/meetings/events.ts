import type { ReminderKind } from './reminders';
import type { Platform } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

/** Which meeting an event is about and whose it is; every meeting event says it. */
interface MeetingFact {
  meetingId: string;
  clientId: string;
  partnerId: string;
  at: string;
}

export type MeetingPlanned = NewEvent<
  'MeetingPlanned',
  MeetingFact & {
    userPackageId: string;
    startsAt: string;
    date: string;
    time: string;
    duration: number;
    hours: number;
    platform: Platform;
    /** the fixed link, or (platform 'video-room', issue 34) the meeting's own room: kept through moves */
    link: string | null;
    /** the address of an in-person meeting (absent before the audit of spec 02; null otherwise) */
    location?: string | null;
    notes: string | null;
    /** the client booked it themselves from the Accelerator's free slots (issue 19) */
    bookedByClient?: boolean;
    /** one of a weekly or fortnightly series planned at once (issue 34); absent otherwise */
    seriesId?: string;
  }
>;
/** `noShow`: the client did not come; the hours are charged all the same (missing before issue 15). */
export type MeetingCompleted = NewEvent<
  'MeetingCompleted',
  MeetingFact & { summary: string; notes: string | null; hoursUsed: number; noShow?: boolean }
>;
/** `late`: the client cancelled inside the firm's notice; its hours (`hoursUsed`) are charged (issue 19). */
export type MeetingCancelled = NewEvent<
  'MeetingCancelled',
  MeetingFact & { reason: string; late?: boolean; hoursUsed?: number }
>;
/** A started meeting that did not take place: closed without charging its hours. */
export type MeetingNotHeld = NewEvent<'MeetingNotHeld', MeetingFact & { reason: string }>;
/** `kind` since issue 34; an event without one is the 24-hour reminder ('day'), the only one before. */
export type MeetingReminderSent = NewEvent<'MeetingReminderSent', MeetingFact & { kind?: ReminderKind }>;
/** Moved to another time (and perhaps length): the same meeting, its calendar entry updated. */
export type MeetingRescheduled = NewEvent<
  'MeetingRescheduled',
  MeetingFact & {
    startsAt: string;
    date: string;
    time: string;
    duration: number;
    hours: number;
    /** another address for an in-person meeting; absent: it stays where it was */
    location?: string;
  }
>;
/**
 * Its Accelerator left: another one holds the meeting (`partnerId` is the one who left). `platform`,
 * `link` and `location` (all three, or none): the new place when the meeting was on the leaver's own
 * link or at their address (`handover-place.ts`); absent (and in every event before): it stays.
 */
export type MeetingHandedOver = NewEvent<
  'MeetingHandedOver',
  MeetingFact & { toPartnerId: string; platform?: Platform; link?: string | null; location?: string | null }
>;
export type MeetingEvent =
  | MeetingPlanned
  | MeetingCompleted
  | MeetingCancelled
  | MeetingNotHeld
  | MeetingReminderSent
  | MeetingHandedOver
  | MeetingRescheduled;

export const meetingEventTypes = allOf<MeetingEvent['type']>({
  MeetingPlanned: true,
  MeetingCompleted: true,
  MeetingCancelled: true,
  MeetingNotHeld: true,
  MeetingReminderSent: true,
  MeetingHandedOver: true,
  MeetingRescheduled: true,
});
export const meetingStreams = aggregateStreams('meetings', 'meeting');
export const toMeetingStreamId = meetingStreams.toStreamId;
