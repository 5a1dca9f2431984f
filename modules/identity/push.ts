import { definePush, type NewEvent, type PushRule } from '../../server/eventstore';
import { identityEventTypes, type IdentityEvent } from './events';

/**
 * An event about one account reaches its person (their session view, their settings) and the
 * admins (the lists of accounts, and the audit's live tail), with the account's id: a reader tells
 * by it whether the event is about the signed-in user (an admin's own session is not made stale by
 * someone else's account).
 */
export function accountPush<E extends NewEvent & { data: { userId: string } }>(
  handles: readonly E['type'][],
): PushRule {
  return definePush<E>({
    handles,
    audience: (e) => [`user:${e.data.userId}`, 'role:admin'],
    ids: (e) => ({ userId: e.data.userId }),
  });
}

/**
 * | events | audience | ids |
 * |---|---|---|
 * | every identity event (registered, profile, passwords and their links, partner type, deleted, deactivated, reactivated) | the person, admins | the account |
 */
export const identityPush: PushRule[] = [accountPush<IdentityEvent>(identityEventTypes)];
