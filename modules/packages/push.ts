import type { PushRule, StoredEvent } from '../../server/eventstore';
import { packageKeys } from './contract';
import { templateEventTypes, userPackageEventTypes } from './events';
import { allocationsOf } from './queries';

const clientOf = (e: StoredEvent) => (e.data as { clientId: string }).clientId;

/** Stale after any change to a user package: the client's views, the admin queue, partner lists. */
const userPackageKeys = (e: StoredEvent): unknown[][] => [
  [...packageKeys.mine], [...packageKeys.ofUser(clientOf(e))], [...packageKeys.pending], [...packageKeys.stats], [...packageKeys.withoutPackage],
  ['partners', 'my-clients'], ['meetings'], ['dashboard'], ['clients'], ['client-archive'],
];

export const packagesPush: PushRule[] = [
  {
    handles: templateEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...packageKeys.templates], [...packageKeys.all]],
  },
  {
    // The client, every admin, and the partners who hold hours in the package.
    handles: userPackageEventTypes,
    audience: async (e, db) => {
      const partners = await allocationsOf(db, (e.data as { userPackageId: string }).userPackageId);
      return [`user:${clientOf(e)}`, 'role:admin', ...partners.map((a) => `user:${a.partner_id}`)];
    },
    keys: userPackageKeys,
  },
];
