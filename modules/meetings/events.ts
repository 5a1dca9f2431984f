import type { Platform } from './contract';
import { aggregateStreams } from '../../server/eventstore';

export interface MeetingPlanned {
  type: 'MeetingPlanned';
  data: {
    meetingId: string;
    clientId: string;
    partnerId: string;
    userPackageId: string;
    startsAt: string;
    date: string;
    time: string;
    duration: number;
    hours: number;
    platform: Platform;
    link: string | null;
    notes: string | null;
    at: string;
  };
}
export interface MeetingCompleted {
  type: 'MeetingCompleted';
  data: {
    meetingId: string;
    clientId: string;
    partnerId: string;
    summary: string;
    notes: string | null;
    hoursUsed: number;
    at: string;
  };
}
export interface MeetingCancelled {
  type: 'MeetingCancelled';
  data: { meetingId: string; clientId: string; partnerId: string; reason: string; at: string };
}
export interface MeetingReminderSent {
  type: 'MeetingReminderSent';
  data: { meetingId: string; clientId: string; partnerId: string; at: string };
}
export type MeetingEvent = MeetingPlanned | MeetingCompleted | MeetingCancelled | MeetingReminderSent;

export const meetingEventTypes: readonly MeetingEvent['type'][] = [
  'MeetingPlanned',
  'MeetingCompleted',
  'MeetingCancelled',
  'MeetingReminderSent',
];
export const meetingStreams = aggregateStreams('meetings', 'meeting');
export const toMeetingStreamId = meetingStreams.toStreamId;
