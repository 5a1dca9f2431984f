import type { PushRule, StoredEvent } from '../../server/eventstore';
import { identityKeys } from './contract';
import { identityEventTypes } from './events';

const userIdOf = (e: StoredEvent): string => (e.data as { userId: string }).userId;

/**
 * A user hears of changes to their own account (their session view); admins hear that the lists of
 * accounts changed, but their own session is not made stale by someone else's account.
 */
export const identityPush: PushRule[] = [
  { handles: identityEventTypes, audience: (e) => [`user:${userIdOf(e)}`], keys: () => [[...identityKeys.me]] },
  { handles: identityEventTypes, audience: () => ['role:admin'], keys: () => [[...identityKeys.users], ['dashboard'], ['clients']] },
];
