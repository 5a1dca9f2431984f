import { definePush, type PushRule, type Stored } from '../../server/eventstore';
import { packageKeys } from './contract';
import { templateEventTypes, userPackageEventTypes, type TemplateEvent, type UserPackageEvent } from './events';
import { allocationsOf } from './queries';

/** Stale after any change to a user package: the client's views, the admin queue, partner lists. */
const userPackageKeys = (e: Stored<UserPackageEvent>): unknown[][] => [
  [...packageKeys.mine],
  [...packageKeys.ofUser(e.data.clientId)],
  [...packageKeys.pending],
  [...packageKeys.stats],
  [...packageKeys.withoutPackage],
  ['partners', 'my-clients'],
  ['meetings'],
  ['dashboard'],
  ['clients'],
  ['client-archive'],
];

export const packagesPush: PushRule[] = [
  definePush<TemplateEvent>({
    handles: templateEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...packageKeys.templates], [...packageKeys.all]],
  }),
  definePush<UserPackageEvent>({
    // The client, every admin, and the partners who hold hours in the package.
    handles: userPackageEventTypes,
    audience: async (e, db) => {
      const partners = await allocationsOf(db, e.data.userPackageId);
      return [`user:${e.data.clientId}`, 'role:admin', ...partners.map((a) => `user:${a.partner_id}`)];
    },
    keys: userPackageKeys,
  }),
];
