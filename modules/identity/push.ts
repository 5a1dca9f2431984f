import { adminPush, definePush, type NewEvent, type PushRule } from '../../server/eventstore';
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
    adminPush(handles, keys.admins),
  ];
}

/** Events about a password or its links: no list shows them (admins hear them for the audit's live tail). */
const passwordEventTypes: readonly IdentityEvent['type'][] = [
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'PasswordSetupRequested',
];

/**
 * | events | the person | admins |
 * |---|---|---|
 * | password changed, reset, its links requested | their session view | nothing (a reset link asked for by anyone must not refresh every admin's lists) |
 * | every other (registered, profile, partner type, deleted, deactivated, reactivated) | their session view | account lists, dashboards (counts, names), client list and details |
 */
export const identityPush = [
  ...accountPush<IdentityEvent>(passwordEventTypes, { own: [[...identityKeys.me]], admins: [] }),
  ...accountPush<IdentityEvent>(
    identityEventTypes.filter((t) => !passwordEventTypes.includes(t)),
    { own: [[...identityKeys.me]], admins: [[...identityKeys.users], ['dashboard'], ['clients']] },
  ),
];
