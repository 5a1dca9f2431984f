import type { Db } from '../../server/db/kysely';
import { adminPush, definePush, type PushRule, type Stored } from '../../server/eventstore';
import { templateEventTypes, userPackageEventTypes, type UserPackageEvent } from './events';
import { allocationsOf } from './queries';

type Event = Stored<UserPackageEvent>;

/**
 * The partners an event names: an offer's allocations, the partner whose hours were consumed, the
 * two an allocation moved between. (Other events name none: the leave dialog's holdings of their
 * partners are refreshed when it opens.)
 */
function partnersNamed(e: Event): string[] {
  switch (e.type) {
    case 'PackageOffered':
      return e.data.allocations.map((a) => a.partnerId);
    case 'HoursReserved':
    case 'ReservationReleased':
    case 'HoursConsumed':
      return [e.data.partnerId];
    case 'AllocationMoved':
      return [e.data.fromPartnerId, ...(e.data.toPartnerId ? [e.data.toPartnerId] : [])];
    default:
      return [];
  }
}

/** The partners of the package now, plus those an allocation moved from. */
async function partnersOfPackage(e: Event, db: Db): Promise<string[]> {
  const now = (await allocationsOf(db, e.data.userPackageId)).map((a) => a.partner_id);
  return [...new Set([...now, ...partnersNamed(e)])];
}

/**
 * Who learns of a user package event, and which ids with it (what their screens go stale by is the
 * web's: `web/features/packages/api/refresh.ts` and the other features' declarations).
 *
 * | event | audience | ids |
 * |---|---|---|
 * | template created, updated, deleted | admins | – |
 * | every user package event but PackageRated | the client, the partners holding hours in the package (and those an allocation moved from), admins | the client; admins also the partners the event names |
 * | PackageRated | the client, admins | the same |
 */
export const packagesPush: PushRule[] = [
  adminPush(templateEventTypes),
  definePush<UserPackageEvent>({
    handles: userPackageEventTypes,
    audience: async (e, db) => [
      `user:${e.data.clientId}`,
      // A rating is the client's word to the firm; the partners' screens show none.
      ...(e.type === 'PackageRated' ? [] : (await partnersOfPackage(e, db)).map((p) => `user:${p}`)),
    ],
    ids: (e) => ({ clientId: e.data.clientId }),
  }),
  definePush<UserPackageEvent>({
    handles: userPackageEventTypes,
    audience: () => ['role:admin'],
    ids: (e) => ({ clientId: e.data.clientId, partnerIds: partnersNamed(e) }),
  }),
];
