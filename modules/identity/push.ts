import { definePush, type NewEvent, type PushRule } from '../../server/eventstore';
import { identityKeys } from './contract';
import { identityEventTypes, type IdentityEvent } from './events';

/**
 * Pushes of an event about one account: its person hears `own` (their session view, their
 * settings); admins hear `admins` (the lists of accounts), but their own session is not made stale
 * by someone else's account.
 */
export function accountPush<E extends NewEvent & { data: { userId: string } }>(
  handles: readonly E['type'][],
  keys: { own: unknown[][]; admins: unknown[][] },
): PushRule[] {
  return [
    definePush<E>({ handles, audience: (e) => [`user:${e.data.userId}`], keys: () => keys.own }),
    definePush<E>({ handles, audience: () => ['role:admin'], keys: () => keys.admins }),
  ];
}

export const identityPush = accountPush<IdentityEvent>(identityEventTypes, {
  own: [[...identityKeys.me]],
  admins: [[...identityKeys.users], ['dashboard'], ['clients']],
});
