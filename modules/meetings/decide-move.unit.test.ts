import { describe, expect, it } from 'vitest';
import { initialMeetingState, type MeetingCommand, meetingDecider } from './decide';
import type { MeetingEvent } from './events';
import {
  id,
  client,
  partner,
  now,
  at,
  spec,
  partnerActor,
  starts,
  plannedMeeting,
  planned,
} from './testing/decide-fixtures';

describe('rescheduling (issue 15 item 9)', () => {
  const ids = { meetingId: id, clientId: client, partnerId: partner };
  const later = new Date('2026-03-14T13:00:00Z');
  const move = (over: Partial<Extract<MeetingCommand, { type: 'RescheduleMeeting' }>> = {}): MeetingCommand => ({
    type: 'RescheduleMeeting',
    actor: partnerActor,
    date: '2026-03-14',
    time: '14:00',
    duration: 60,
    startsAt: later,
    clash: null,
    cancellationNoticeHours: 48,
    slot: null,
    now,
    ...over,
  });
  it('moves a planned future meeting to a new time and length, and it gets a new reminder', () => {
    const moved: MeetingEvent = {
      type: 'MeetingRescheduled',
      data: { ...ids, startsAt: later.toISOString(), date: '2026-03-14', time: '14:00', duration: 60, hours: 1, at },
    };
    spec([planned]).when(move()).then([moved]);
    const after = [planned, { type: 'MeetingReminderSent', data: { ...ids, at } } as MeetingEvent, moved].reduce(
      meetingDecider.evolve,
      initialMeetingState(),
    );
    expect(after).toMatchObject({ startsAt: later.toISOString(), hours: 1, remindersSent: [] });
  });
  it('refuses a clash, the past, a started meeting, another partner, and a time that does not exist', () => {
    const clash = { date: '2026-03-14', time: '13:30', duration: 60, whose: 'partner' as const };
    spec([planned])
      .when(move({ clash }))
      .thenError({ code: 'Clash', ...clash });
    spec([planned])
      .when(move({ startsAt: new Date(now.getTime() - 60_000) }))
      .thenError({ code: 'InPast' });
    spec([planned])
      .when(move({ now: new Date(starts.getTime() + 60_000) }))
      .thenError({ code: 'AlreadyStarted' });
    spec([planned])
      .when(move({ actor: { id: 'p-other', role: 'partner' } }))
      .thenError({ code: 'NotYourMeeting' });
    spec([planned])
      .when(move({ date: '2026-02-30', startsAt: null }))
      .thenError({ code: 'MissingFields' });
    spec([planned])
      .when(move({ duration: 45 }))
      .thenError({ code: 'InvalidDuration' });
  });
  it('an in-person meeting keeps its address, or its partner or an admin gives another; never none', () => {
    const address = 'Hauptstraße 5, 10115 Berlin';
    const inPerson: MeetingEvent = {
      type: 'MeetingPlanned',
      data: {
        ...plannedMeeting,
        platform: 'in-person',
        link: null,
        location: address,
        startsAt: starts.toISOString(),
        hours: 1.5,
        at,
      },
    };
    const movedTo = (extra: object): MeetingEvent => ({
      type: 'MeetingRescheduled',
      data: {
        ...ids,
        startsAt: later.toISOString(),
        date: '2026-03-14',
        time: '14:00',
        duration: 60,
        hours: 1,
        ...extra,
        at,
      },
    });
    spec([inPerson])
      .when(move())
      .then([movedTo({})]);
    spec([inPerson])
      .when(move({ location: address }))
      .then([movedTo({})]);
    spec([inPerson])
      .when(move({ location: ' Marktplatz 1, 80331 München ', actor: { id: 'admin-1', role: 'admin' } }))
      .then([movedTo({ location: 'Marktplatz 1, 80331 München' })]);
    // Only the place: the same time with another address is a change too.
    spec([inPerson])
      .when(move({ startsAt: starts, date: '2026-03-13', time: '10:00', duration: 90, location: 'Marktplatz 1' }))
      .then([
        {
          type: 'MeetingRescheduled',
          data: {
            ...ids,
            startsAt: starts.toISOString(),
            date: '2026-03-13',
            time: '10:00',
            duration: 90,
            hours: 1.5,
            location: 'Marktplatz 1',
            at,
          },
        },
      ]);
    spec([inPerson])
      .when(move({ location: '  ' }))
      .thenError({ code: 'LocationRequired' });
    spec([inPerson])
      .when(move({ location: 'Marktplatz 1', actor: { id: client, role: 'user' } }))
      .thenError({ code: 'NotYourMeeting' });
    // An online meeting has no address to move.
    spec([planned])
      .when(move({ location: 'Marktplatz 1' }))
      .then([movedTo({})]);
    const after = [inPerson, movedTo({ location: 'Marktplatz 1' })].reduce(
      meetingDecider.evolve,
      initialMeetingState(),
    );
    expect(after).toMatchObject({ location: 'Marktplatz 1', platform: 'in-person' });
  });
  it('the same time and length is no change', () =>
    spec([planned])
      .when(move({ startsAt: starts, date: '2026-03-13', time: '10:00', duration: 90 }))
      .then([]));
});
