/** Given-facts for the meeting decider's unit tests (a planned meeting, its plan and cancel commands). */
import { specOf } from '../../../server/testing/decider-spec';
import { type Actor, type MeetingCommand, meetingDecider } from '../decide';
import type { MeetingEvent } from '../events';

export const id = 'm-1';
export const client = 'c-1';
export const partner = 'p-1';
export const now = new Date('2026-03-12T10:00:00Z');
export const at = now.toISOString();
export const spec = specOf(meetingDecider, id);
export const partnerActor = { id: partner, role: 'partner' as const };
export const starts = new Date('2026-03-13T09:00:00Z');

/** What the plan and the event it causes both say of the meeting. */
export const plannedMeeting = {
  meetingId: id,
  clientId: client,
  partnerId: partner,
  userPackageId: 'up-1',
  date: '2026-03-13',
  time: '10:00',
  duration: 90,
  platform: 'zoom' as const,
  link: 'https://zoom.us/j/1',
  location: null,
  notes: null,
};
type PlanMeeting = Extract<MeetingCommand, { type: 'PlanMeeting' }>;
export const plan = (over: Partial<PlanMeeting> = {}): MeetingCommand => ({
  type: 'PlanMeeting',
  ...plannedMeeting,
  actor: partnerActor,
  packageClientId: client,
  packageStatus: 'active',
  packageExpiresAt: null,
  startsAt: starts,
  clash: null,
  roomLink: 'https://meet.jit.si/Coaching-raum1',
  now,
  ...over,
});
export const planned: Extract<MeetingEvent, { type: 'MeetingPlanned' }> = {
  type: 'MeetingPlanned',
  data: { ...plannedMeeting, startsAt: starts.toISOString(), hours: 1.5, at },
};
/** A plan with `over` changed is refused with `error`. */
export const refusedPlan = (over: Partial<PlanMeeting>, error: object) => spec([]).when(plan(over)).thenError(error);

/** A cancellation by `actor` (the firm's notice: 48 hours). */
export const cancelBy = (actor: Actor, reason: string, when = now): MeetingCommand => ({
  type: 'CancelMeeting',
  actor,
  reason,
  cancellationNoticeHours: 48,
  now: when,
});

/** The successor's fresh room, should the meeting move to the portal's own room on hand-over. */
export const successorRoom = 'https://meet.jit.si/Coaching-raum2';
type HandOver = Extract<MeetingCommand, { type: 'HandOver' }>;
/** The admin hands the meeting over to `toPartnerId`; the successor books in the portal's own room unless `over` says otherwise. */
export const handOver = (toPartnerId: string, over: Partial<HandOver> = {}): MeetingCommand => ({
  type: 'HandOver',
  fromPartnerId: partner,
  toPartnerId,
  successorDefault: { platform: 'video-room', link: null, location: null },
  leaverAddress: null,
  roomLink: successorRoom,
  now,
  ...over,
});
