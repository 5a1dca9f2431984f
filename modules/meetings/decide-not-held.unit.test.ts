import { describe, it } from 'vitest';
import { type Actor, type MeetingCommand } from './decide';
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
  planned,
  cancelBy,
  handOver,
  successorRoom,
} from './testing/decide-fixtures';

describe('a started meeting that did not take place, or the client did not come (issue 15)', () => {
  const started = new Date(starts.getTime() + 60_000);
  const ids = { meetingId: id, clientId: client, partnerId: partner };
  const notHeld = (reason: string, actor: Actor = partnerActor, at = started): MeetingCommand => ({
    type: 'MarkNotHeld',
    actor,
    reason,
    now: at,
  });
  it('its partner or an admin closes a started, scheduled meeting as not held, with a reason', () => {
    const event: MeetingEvent = {
      type: 'MeetingNotHeld',
      data: { ...ids, reason: 'Klient krank', at: started.toISOString() },
    };
    spec([planned]).when(notHeld(' Klient krank ')).then([event]);
    spec([planned])
      .when(notHeld('Klient krank', { id: 'a-1', role: 'admin' }))
      .then([event]);
  });
  it('needs a reason, a start in the past, a scheduled meeting, and its own partner', () => {
    spec([planned]).when(notHeld('  ')).thenError({ code: 'ReasonRequired' });
    spec([planned])
      .when(notHeld('x', partnerActor, now))
      .thenError({ code: 'NotStartedYet' });
    spec([planned])
      .when(notHeld('x', { id: 'p-2', role: 'partner' }))
      .thenError({ code: 'NotYourMeeting' });
    const gone: MeetingEvent = { type: 'MeetingNotHeld', data: { ...ids, reason: 'x', at } };
    spec([planned, gone]).when(notHeld('x')).thenError({ code: 'WrongStatus', status: 'not_held' });
    spec([planned, gone])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: 'x', notes: null, noShow: false, now: started })
      .thenError({ code: 'WrongStatus', status: 'not_held' });
  });
  it('a no-show completes a started meeting (hours charged), flagged, summary defaulting to the fact', () => {
    spec([planned])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: '', notes: null, noShow: true, now: started })
      .then([
        {
          type: 'MeetingCompleted',
          data: {
            ...ids,
            summary: 'Klient nicht erschienen',
            notes: null,
            hoursUsed: 1.5,
            noShow: true,
            at: started.toISOString(),
          },
        },
      ]);
    spec([planned])
      .when({ type: 'CompleteMeeting', actor: partnerActor, summary: '', notes: null, noShow: true, now })
      .thenError({ code: 'NotStartedYet' });
  });
  it('when its package ends, a future meeting is cancelled and a started one closed as not held', () => {
    const reason = 'Das Paket wurde abgeschlossen.';
    spec([planned])
      .when({ type: 'EndWithPackage', reason, now })
      .then([{ type: 'MeetingCancelled', data: { ...ids, reason, at } }]);
    spec([planned])
      .when({ type: 'EndWithPackage', reason, now: started })
      .then([{ type: 'MeetingNotHeld', data: { ...ids, reason, at: started.toISOString() } }]);
    const done: MeetingEvent = {
      type: 'MeetingCompleted',
      data: { ...ids, summary: 'x', notes: null, hoursUsed: 1.5, at },
    };
    spec([planned, done])
      .when({ type: 'EndWithPackage', reason, now })
      .thenError({ code: 'WrongStatus', status: 'completed' });
  });
  it('when its Accelerator leaves, a future meeting is handed over; a started or ended one is not', () => {
    // The leaver's own Zoom link goes with them: the successor's default, here the portal's own room.
    const place = { platform: 'video-room' as const, link: successorRoom, location: null };
    const handedOver: MeetingEvent = { type: 'MeetingHandedOver', data: { ...ids, toPartnerId: 'p-2', ...place, at } };
    spec([planned]).when(handOver('p-2')).then([handedOver]);
    // The new Accelerator then acts on it; the one who left no longer does.
    spec([planned, handedOver]).when(cancelBy(partnerActor, 'x')).thenError({ code: 'NotYourMeeting' });
    spec([planned])
      .when(handOver('p-2', { now: started }))
      .thenError({ code: 'AlreadyStarted' });
    // A second hand-over of a meeting another one already moved: not the leaver's any more.
    spec([planned, handedOver]).when(handOver('p-3')).thenError({ code: 'NotYourMeeting' });
    spec([planned]).when(handOver(partner)).then([]);
    const cancelled: MeetingEvent = { type: 'MeetingCancelled', data: { ...ids, reason: 'x', at } };
    spec([planned, cancelled]).when(handOver('p-2')).thenError({ code: 'WrongStatus', status: 'cancelled' });
  });
});
