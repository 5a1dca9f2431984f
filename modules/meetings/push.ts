import type { PushRule, StoredEvent } from '../../server/eventstore';
import { allocationsOf } from '../packages';
import { meetingKeys } from './contract';
import { meetingEventTypes } from './events';
import { findMeeting } from './queries';

const data = (e: StoredEvent) => e.data as { meetingId: string; clientId: string; partnerId: string };

/**
 * The client, the meeting's partner, every admin, and the other partners of the client's package
 * (they see the client's meetings on the coordination screen).
 */
export const meetingsPush: PushRule[] = [
  {
    handles: meetingEventTypes,
    audience: async (e, db) => {
      const m = await findMeeting(db, data(e).meetingId);
      const partners = m ? await allocationsOf(db, m.user_package_id) : [];
      return [...new Set([`user:${data(e).clientId}`, `user:${data(e).partnerId}`, 'role:admin', ...partners.map((p) => `user:${p.partner_id}`)])];
    },
    keys: (e) => [[...meetingKeys.all], [...meetingKeys.coordination(data(e).clientId)], ['dashboard'], ['clients']],
  },
];
