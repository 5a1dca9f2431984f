import type { StoredEvent } from '../../server/eventstore';
import type { IdentityEvent } from './events';
import type { MfaEvent } from './mfa/events';

// Who must learn at once that a session ended: the realtime host closes the session's sockets.

type Listener = (sessionId: string) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with each session ended on this instance (a logout); answers the unsubscribe. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sessionEnded(sessionId: string): void {
  for (const listener of listeners) listener(sessionId);
}

const endingAccess = new Set<IdentityEvent['type'] | MfaEvent['type']>([
  'PasswordChanged',
  'PasswordReset',
  'UserDeactivated',
  'UserDeleted',
  // Turning a second factor on ends the account's other sessions.
  'MfaEnabled',
]);

/**
 * The user whose sessions an event ended (password changed or reset, deactivated, deleted, a
 * second factor turned on), or null. Every instance sees every event, so each closes its own
 * sockets of that user whose session is gone (the changing client's new session stays).
 */
export function sessionsEndedBy(event: StoredEvent): string | null {
  if (!endingAccess.has(event.type as IdentityEvent['type'] | MfaEvent['type'])) return null;
  const userId = (event.data as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : null;
}
