import type { PushRule, StoredEvent } from '../../server/eventstore';
import { identityKeys } from './contract';
import { identityEventTypes } from './events';

const userIdOf = (e: StoredEvent): string => (e.data as { userId: string }).userId;

/** A user hears of changes to their own account; admins of every account. */
export const identityPush: PushRule[] = [
  {
    handles: identityEventTypes,
    audience: (e) => [`user:${userIdOf(e)}`, 'role:admin'],
    keys: () => [[...identityKeys.me], [...identityKeys.users], ['dashboard'], ['clients']],
  },
];
