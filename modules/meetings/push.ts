import type { Db } from '../../server/db/kysely';
import { definePush, type PushRule, type Stored } from '../../server/eventstore';
import { allocationsOf } from '../packages';
import { meetingKeys } from './contract';
import { meetingEventTypes, type MeetingEvent } from './events';
import { findMeeting } from './queries';

type Event = Stored<MeetingEvent>;

/** The Accelerators a meeting event is about: its partner, and for a hand-over the one taking it. */
const partnersOfMeeting = (e: Event): string[] =>
  e.type === 'MeetingHandedOver' ? [e.data.partnerId, e.data.toPartnerId] : [e.data.partnerId];

/** Every partner of the meeting's package (they see the client's meetings on the coordination screen). */
async function partnersOfPackage(e: Event, db: Db): Promise<string[]> {
  const m = await findMeeting(db, e.data.meetingId);
  return m ? (await allocationsOf(db, m.user_package_id)).map((a) => a.partner_id) : [];
}

// Keys of other modules are written out (the web's prefixes, `web/features/*/api`).
const coordination = (e: Event) => [...meetingKeys.coordination(e.data.clientId)];

/**
 * What a meeting event makes stale, by audience. A key is listed only where the event changes the
 * data behind it; the hours a meeting reserves, consumes or releases are the packages module's
 * events and pushes (`modules/packages/push.ts`). A meeting list shows no reminder flag, so a sent
 * reminder refreshes nothing (admins hear of it for the audit's live tail).
 *
 * | audience | MeetingPlanned, -Completed, -Cancelled, -NotHeld, -Rescheduled, -HandedOver | MeetingReminderSent |
 * |---|---|---|
 * | the client | own meetings, dashboard, free slots (their own meetings block them) | – |
 * | the meeting's partner (both, for a hand-over) | own meetings, dashboard, coordination of the client | – |
 * | the package's other partners | coordination of the client | – |
 * | admins | all meetings, client details, dashboard (not for a hand-over: it counts no partner), activities, holdings of the partner(s) | nothing (audit tail) |
 */
const listed = (e: Event) => e.type !== 'MeetingReminderSent';

export const meetingsPush: PushRule[] = [
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: (e) => (listed(e) ? [`user:${e.data.clientId}`] : []),
    keys: () => [[...meetingKeys.mine], ['dashboard', 'user'], ['meetings', 'slots']],
  }),
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: (e) => (listed(e) ? partnersOfMeeting(e).map((p) => `user:${p}`) : []),
    keys: (e) => [[...meetingKeys.mine], ['dashboard', 'partner'], coordination(e)],
  }),
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: async (e, db) => {
      if (!listed(e)) return [];
      const own = partnersOfMeeting(e);
      return (await partnersOfPackage(e, db)).filter((p) => !own.includes(p)).map((p) => `user:${p}`);
    },
    keys: (e) => [coordination(e)],
  }),
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: () => ['role:admin'],
    keys: (e) =>
      listed(e)
        ? [
            [...meetingKeys.admin],
            ['clients', e.data.clientId],
            ...(e.type === 'MeetingHandedOver' ? [] : [['dashboard', 'admin']]),
            ['dashboard', 'activities'],
            ...partnersOfMeeting(e).map((p) => ['users', p, 'holdings']),
          ]
        : [],
  }),
];
