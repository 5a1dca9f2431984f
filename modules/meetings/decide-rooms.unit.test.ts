import { describe, expect, it } from 'vitest';
import { specOf } from '../../server/testing/decider-spec';
import { meetingDecider, type MeetingCommand } from './decide';
import type { MeetingEvent, MeetingPlanned } from './events';
import { newVideoRoomLink } from './video-room';

// Issue 34 item 3: a room of its own per online meeting, unless the Accelerator chose a fixed link.

const id = 'm-1';
const now = new Date('2026-03-12T10:00:00Z');
const starts = new Date('2026-03-13T09:00:00Z');
const room = 'https://meet.jit.si/Coaching-abcdefghijklmnopqrstuvwxyz';
const spec = specOf(meetingDecider, id);
type PlanMeeting = Extract<MeetingCommand, { type: 'PlanMeeting' }>;
const plan = (over: Partial<PlanMeeting> = {}): MeetingCommand => ({
  type: 'PlanMeeting',
  meetingId: id,
  actor: { id: 'p-1', role: 'partner' },
  clientId: 'c-1',
  partnerId: 'p-1',
  packageClientId: 'c-1',
  packageStatus: 'active',
  packageExpiresAt: null,
  userPackageId: 'up-1',
  startsAt: starts,
  date: '2026-03-13',
  time: '10:00',
  duration: 60,
  platform: 'video-room',
  link: null,
  roomLink: room,
  location: null,
  notes: null,
  clash: null,
  now,
  ...over,
});
const plannedWith = (data: Partial<MeetingPlanned['data']>): MeetingEvent => ({
  type: 'MeetingPlanned',
  data: {
    meetingId: id,
    clientId: 'c-1',
    partnerId: 'p-1',
    userPackageId: 'up-1',
    startsAt: starts.toISOString(),
    date: '2026-03-13',
    time: '10:00',
    duration: 60,
    hours: 1,
    platform: 'video-room',
    link: room,
    location: null,
    notes: null,
    at: now.toISOString(),
    ...data,
  },
});

describe('a room per meeting', () => {
  it("'Eigener Raum je Termin' takes the fresh room; a link sent along does not replace it", () => {
    spec([])
      .when(plan())
      .then([plannedWith({})]);
    spec([])
      .when(plan({ link: 'https://zoom.us/j/1' }))
      .then([plannedWith({})]);
  });
  it('a fixed link (Zoom, Teams, Meet) stays the link; no room is used', () => {
    spec([])
      .when(plan({ platform: 'teams', link: 'https://teams.microsoft.com/l/x' }))
      .then([plannedWith({ platform: 'teams', link: 'https://teams.microsoft.com/l/x' })]);
  });
  it('phone and in-person meetings get neither room nor link', () => {
    spec([])
      .when(plan({ platform: 'phone' }))
      .then([plannedWith({ platform: 'phone', link: null })]);
  });
  it('a series meeting carries its series', () => {
    spec([])
      .when(plan({ seriesId: 's-1' }))
      .then([plannedWith({ seriesId: 's-1' })]);
  });
  it('a move keeps the room: the rescheduled event names no link', () => {
    const moved = meetingDecider.decide(
      {
        type: 'RescheduleMeeting',
        actor: { id: 'p-1', role: 'partner' },
        date: '2026-03-14',
        time: '11:00',
        duration: 60,
        startsAt: new Date('2026-03-14T10:00:00Z'),
        clash: null,
        cancellationNoticeHours: 48,
        slot: null,
        now,
      },
      meetingDecider.evolve(meetingDecider.initialState(), plannedWith({})),
      id,
    ) as MeetingEvent[];
    expect(moved.map((e) => e.type)).toEqual(['MeetingRescheduled']);
    expect(moved[0]!.data).not.toHaveProperty('link');
  });
  it('rooms are drawn unguessably: 128 random bits in base32 on the configured server', () => {
    const a = newVideoRoomLink('https://video.beispiel-coaching.de');
    const b = newVideoRoomLink('https://video.beispiel-coaching.de');
    expect(a).toMatch(/^https:\/\/video\.beispiel-coaching\.de\/Coaching-[a-z2-7]{26}$/);
    expect(a).not.toBe(b);
  });
});
