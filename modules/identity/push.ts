import { definePush, type PushRule } from '../../server/eventstore';
import { identityKeys } from './contract';
import { identityEventTypes, type IdentityEvent } from './events';

/**
 * A user hears of changes to their own account (their session view); admins hear that the lists of
 * accounts changed, but their own session is not made stale by someone else's account.
 */
export const identityPush: PushRule[] = [
  definePush<IdentityEvent>({
    handles: identityEventTypes,
    audience: (e) => [`user:${e.data.userId}`],
    keys: () => [[...identityKeys.me]],
  }),
  definePush<IdentityEvent>({
    handles: identityEventTypes,
    audience: () => ['role:admin'],
    keys: () => [[...identityKeys.users], ['dashboard'], ['clients']],
  }),
];
