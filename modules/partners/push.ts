import { definePush, type PushRule } from '../../server/eventstore';
import { partnersEventTypes, type PartnersEvent } from './events';

/**
 * A profile change reaches admins and the partner it belongs to, and (the type only, no id)
 * everyone who can open the directory. Identity's changes to a partner account (specialty label,
 * deactivation, reactivation) change the directory too.
 *
 * | event | audience |
 * |---|---|
 * | profile created, updated, deleted | admins, the partner, every client and partner |
 * | PartnerTypeChanged, UserDeactivated, UserReactivated | admins, clients, partners |
 */
export const partnersPush: PushRule[] = [
  definePush<PartnersEvent>({
    handles: partnersEventTypes,
    audience: (e) => ['role:admin', `user:${e.data.userId}`, 'role:user', 'role:partner'],
  }),
  {
    handles: ['PartnerTypeChanged', 'UserDeactivated', 'UserReactivated'],
    audience: () => ['role:admin', 'role:user', 'role:partner'],
  },
];
