import { definePush, type PushRule } from '../../server/eventstore';
import { partnersKeys } from './contract';
import { partnersEventTypes, type PartnersEvent } from './events';

/**
 * A profile change reaches admins and the partner it belongs to, and (key only, no data) everyone
 * who can open the directory. Identity's changes to a partner account (specialty label,
 * deactivation, reactivation) change the directory too.
 *
 * | event | audience | keys |
 * |---|---|---|
 * | profile created, updated, deleted | admins, the partner, every client and partner | `['partners']` (directory, profiles) |
 * | PartnerTypeChanged, UserDeactivated, UserReactivated | admins, clients, partners | the same |
 */
export const partnersPush: PushRule[] = [
  definePush<PartnersEvent>({
    handles: partnersEventTypes,
    audience: (e) => ['role:admin', `user:${e.data.userId}`, 'role:user', 'role:partner'],
    keys: () => [[...partnersKeys.all]],
  }),
  {
    handles: ['PartnerTypeChanged', 'UserDeactivated', 'UserReactivated'],
    audience: () => ['role:admin', 'role:user', 'role:partner'],
    keys: () => [[...partnersKeys.all]],
  },
];
