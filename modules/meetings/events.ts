import type { Platform } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';

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
    link: string | null;
    notes: string | null;
  }
>;
export type MeetingCompleted = NewEvent<
  'MeetingCompleted',
  MeetingFact & { summary: string; notes: string | null; hoursUsed: number }
>;
export type MeetingCancelled = NewEvent<'MeetingCancelled', MeetingFact & { reason: string }>;
export type MeetingReminderSent = NewEvent<'MeetingReminderSent', MeetingFact>;
export type MeetingEvent = MeetingPlanned | MeetingCompleted | MeetingCancelled | MeetingReminderSent;

export const meetingEventTypes: readonly MeetingEvent['type'][] = [
  'MeetingPlanned',
  'MeetingCompleted',
  'MeetingCancelled',
  'MeetingReminderSent',
];
export const meetingStreams = aggregateStreams('meetings', 'meeting');
export const toMeetingStreamId = meetingStreams.toStreamId;
