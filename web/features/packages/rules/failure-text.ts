import { activateRequest, packageMessages } from '../../../../modules/packages/contract';
import { bodyMessage, isApiError } from '../../../api/errors';

// What a failed package write tells the admin. The spec's generic texts stand for anything
// unexpected; a 4xx that explains itself (validation, already activated) shows the server's words.

type FailureKind = 'pendingPackage' | 'session' | 'explained' | 'generic';

interface Failure {
  kind: FailureKind;
  /** The text for the toast (unused for 'session': the common handler speaks then). */
  description: string;
}

export function describeFailure(error: unknown, generic: string): Failure {
  if (!isApiError(error)) return { kind: 'generic', description: generic };
  if (error.type === 'PENDING_PACKAGE') return { kind: 'pendingPackage', description: generic };
  if (error.status === 401 || error.status === 403) return { kind: 'session', description: generic };
  const message = error.status >= 400 && error.status < 500 ? bodyMessage(error.data) : undefined;
  return message ? { kind: 'explained', description: message } : { kind: 'generic', description: generic };
}

/** 'Title - Text' of the spec's messages as a toast's title and description. */
export function splitMessage(message: string): [string, string] {
  const at = message.indexOf(' - ');
  return at === -1 ? [message, ''] : [message.slice(0, at), message.slice(at + 3)];
}

/**
 * Activating needs the payment confirmed (spec 02 §5): the contract's refusal as the toast's
 * title and text, or null when confirmed.
 */
export function paymentRefusal(paymentConfirmed: boolean): [string, string] | null {
  const result = activateRequest.shape.paymentConfirmed.safeParse(paymentConfirmed);
  return result.success ? null : splitMessage(result.error.issues[0]?.message ?? packageMessages.paymentRequired);
}
