import type { Db } from '../../server/db/kysely';
import { definePush, type PushRule, type Stored } from '../../server/eventstore';
import { allocationsOf } from '../packages';
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

/** A meeting list shows no reminder flag: a sent reminder reaches only the admins (the audit's live tail). */
const listed = (e: Event) => e.type !== 'MeetingReminderSent';

/**
 * Who learns of a meeting event, and which ids with it (what their screens go stale by is the
 * web's, `web/features/meetings/api/refresh.ts` and the other features' declarations).
 *
 * | audience | MeetingPlanned, -Completed, -Cancelled, -NotHeld, -Rescheduled, -HandedOver | MeetingReminderSent |
 * |---|---|---|
 * | the client, the meeting's partner(s), the package's other partners | the client, the meeting's partner(s) | – |
 * | admins | the same | no ids |
 */
export const meetingsPush: PushRule[] = [
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: async (e, db) => {
      if (!listed(e)) return [];
      const partners = new Set([...partnersOfMeeting(e), ...(await partnersOfPackage(e, db))]);
      return [`user:${e.data.clientId}`, ...[...partners].map((p) => `user:${p}`)];
    },
    ids: (e) => ({ clientId: e.data.clientId, partnerIds: partnersOfMeeting(e) }),
  }),
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: () => ['role:admin'],
    ids: (e) => (listed(e) ? { clientId: e.data.clientId, partnerIds: partnersOfMeeting(e) } : {}),
  }),
];
