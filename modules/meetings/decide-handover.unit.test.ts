import { describe, expect, it } from 'vitest';
import { initialMeetingState, meetingDecider } from './decide';
import type { MeetingEvent, MeetingPlanned } from './events';
import { client, id, partner, at, spec, planned, handOver, successorRoom } from './testing/decide-fixtures';

// Where a handed-over meeting is held (`handover-place.ts`): the leaver's own fixed link or office
// address goes with them; the successor's default for bookings takes its place, as a client's
// booking of the successor would.

const ids = { meetingId: id, clientId: client, partnerId: partner };
const office = 'Büro Lena, Lindenstraße 4, 10969 Berlin';
const plannedAt = (place: Partial<MeetingPlanned['data']>): MeetingEvent => ({
  ...planned,
  data: { ...planned.data, ...place },
});
const inPerson = (location: string) => plannedAt({ platform: 'in-person', link: null, location });
const handedOver = (place: object = {}): MeetingEvent => ({
  type: 'MeetingHandedOver',
  data: { ...ids, toPartnerId: 'p-2', ...place, at },
});
const room = { platform: 'video-room', link: successorRoom, location: null };

describe("a handed-over meeting's place", () => {
  it("the leaver's own Zoom link goes: the successor's default link, or the portal's own room", () => {
    const zoom = { platform: 'zoom' as const, link: 'https://zoom.us/j/nachfolger', location: null };
    spec([planned])
      .when(handOver('p-2', { successorDefault: zoom }))
      .then([handedOver(zoom)]);
    spec([planned])
      .when(handOver('p-2'))
      .then([handedOver(room)]);
    // A default of Teams without a link names nowhere to meet: the portal's own room.
    spec([planned])
      .when(handOver('p-2', { successorDefault: { platform: 'teams', link: null, location: null } }))
      .then([handedOver(room)]);
    // The successor's own default is the same link (a shared firm account): nothing to move.
    spec([planned])
      .when(handOver('p-2', { successorDefault: { platform: 'zoom', link: 'https://zoom.us/j/1', location: null } }))
      .then([handedOver()]);
  });

  it("the portal's own room, whose link the leaver knows, is a fresh room whatever the successor's default", () => {
    const ownRoom = plannedAt({ platform: 'video-room', link: 'https://meet.jit.si/Coaching-alt' });
    spec([ownRoom])
      .when(handOver('p-2'))
      .then([handedOver(room)]);
    const zoom = { platform: 'zoom' as const, link: 'https://zoom.us/j/nachfolger', location: null };
    spec([ownRoom])
      .when(handOver('p-2', { successorDefault: zoom }))
      .then([handedOver(room)]);
  });

  it("a phone call is nobody's in particular and stays", () => {
    spec([plannedAt({ platform: 'phone', link: null })])
      .when(handOver('p-2'))
      .then([handedOver()]);
  });

  it("in person at the leaver's address: the successor's address, or what their default gives", () => {
    // Typed a little differently from the saved address: the same office.
    const typed = inPerson('  büro lena,  Lindenstraße 4, 10969 Berlin. ');
    const theirs = { platform: 'in-person' as const, link: null, location: 'Büro Mitte, Hauptstraße 5' };
    spec([typed])
      .when(handOver('p-2', { leaverAddress: office, successorDefault: theirs }))
      .then([handedOver(theirs)]);
    spec([inPerson(office)])
      .when(handOver('p-2', { leaverAddress: office }))
      .then([handedOver(room)]);
    spec([inPerson(office)])
      .when(
        handOver('p-2', { leaverAddress: office, successorDefault: { platform: 'phone', link: null, location: null } }),
      )
      .then([handedOver({ platform: 'phone', link: null, location: null })]);
    // An in-person default without its address (saved before the address was required): the room.
    spec([inPerson(office)])
      .when(
        handOver('p-2', {
          leaverAddress: office,
          successorDefault: { platform: 'in-person', link: null, location: ' ' },
        }),
      )
      .then([handedOver(room)]);
    // The firm's one office for both: it stays.
    spec([inPerson(office)])
      .when(
        handOver('p-2', {
          leaverAddress: office,
          successorDefault: { platform: 'in-person', link: null, location: office },
        }),
      )
      .then([handedOver()]);
  });

  it("in person elsewhere (the client's office, chosen for this meeting) stays, as without a saved address", () => {
    spec([inPerson('Kundin GmbH, Marktplatz 1, 80331 München')])
      .when(handOver('p-2', { leaverAddress: office }))
      .then([handedOver()]);
    spec([inPerson(office)])
      .when(handOver('p-2'))
      .then([handedOver()]);
  });

  it('a hand-over logged before the place moved along keeps the place on replay; a new one carries it', () => {
    const fold = (events: MeetingEvent[]) => events.reduce(meetingDecider.evolve, initialMeetingState());
    const old = fold([planned, handedOver()]);
    expect(old).toMatchObject({ partnerId: 'p-2', platform: 'zoom', link: 'https://zoom.us/j/1', location: null });
    expect(fold([planned, handedOver(room)])).toMatchObject({ partnerId: 'p-2', ...room });
    // Still on the old Zoom link: the next leaver's hand-over moves it; from the room too, since
    // the next leaver knows that room's link: another fresh one.
    const next = handOver('p-3', { fromPartnerId: 'p-2' });
    expect(meetingDecider.decide(next, old, id)).toEqual([
      { type: 'MeetingHandedOver', data: { ...ids, partnerId: 'p-2', toPartnerId: 'p-3', ...room, at } },
    ]);
    const another = 'https://meet.jit.si/Coaching-raum3';
    const again = handOver('p-3', { fromPartnerId: 'p-2', roomLink: another });
    expect(meetingDecider.decide(again, fold([planned, handedOver(room)]), id)).toEqual([
      {
        type: 'MeetingHandedOver',
        data: { ...ids, partnerId: 'p-2', toPartnerId: 'p-3', ...room, link: another, at },
      },
    ]);
  });
});
