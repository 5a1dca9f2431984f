import { definePush, type PushRule } from '../../server/eventstore';
import { allocationsOf } from '../packages';
import { meetingKeys } from './contract';
import { meetingEventTypes, type MeetingEvent } from './events';
import { findMeeting } from './queries';

/**
 * The client, the meeting's partner, every admin, and the other partners of the client's package
 * (they see the client's meetings on the coordination screen).
 */
export const meetingsPush: PushRule[] = [
  definePush<MeetingEvent>({
    handles: meetingEventTypes,
    audience: async ({ data }, db) => {
      const m = await findMeeting(db, data.meetingId);
      const partners = m ? await allocationsOf(db, m.user_package_id) : [];
      return [
        ...new Set([
          `user:${data.clientId}`,
          `user:${data.partnerId}`,
          'role:admin',
          ...partners.map((p) => `user:${p.partner_id}`),
        ]),
      ];
    },
    keys: ({ data }) => [
      [...meetingKeys.all],
      [...meetingKeys.coordination(data.clientId)],
      ['dashboard'],
      ['clients'],
    ],
  }),
];
