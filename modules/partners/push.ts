import type { PushRule, StoredEvent } from '../../server/eventstore';
import { partnersKeys } from './contract';
import { partnersEventTypes } from './events';

const userIdOf = (e: StoredEvent): string => (e.data as { userId: string }).userId;

/**
 * A profile change reaches admins and the partner it belongs to, and (key only, no data) everyone
 * who can open the directory. Identity's changes to a partner account (specialty label,
 * deactivation) change the directory too.
 */
export const partnersPush: PushRule[] = [
  {
    handles: partnersEventTypes,
    audience: (e) => ['role:admin', `user:${userIdOf(e)}`, 'role:user', 'role:partner'],
    keys: () => [[...partnersKeys.all]],
  },
  {
    handles: ['PartnerTypeChanged', 'UserDeactivated'],
    audience: () => ['role:admin', 'role:user', 'role:partner'],
    keys: () => [[...partnersKeys.all]],
  },
];
