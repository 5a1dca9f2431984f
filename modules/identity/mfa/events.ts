import { aggregateStreams, type NewEvent } from '../../../server/eventstore';
import { allOf } from '../../../lib/all-of';

// Two-factor sign-in of one account (stream `identity-mfa-{userId}`). The events say *that* a
// second factor was set up, removed or a recovery code spent; the secret and the codes stay
// out of the log (README, "No secret in the event log").

interface MfaFact {
  userId: string;
  at: string;
}

export type MfaEnabled = NewEvent<'MfaEnabled', MfaFact>;
export type MfaDisabled = NewEvent<'MfaDisabled', MfaFact>;
/** A recovery code let the person in instead of an app code; `codesLeft` unused ones remain. */
export type RecoveryCodeUsed = NewEvent<'RecoveryCodeUsed', MfaFact & { codesLeft: number }>;

export type MfaEvent = MfaEnabled | MfaDisabled | RecoveryCodeUsed;

export const mfaEventTypes = allOf<MfaEvent['type']>({ MfaEnabled: true, MfaDisabled: true, RecoveryCodeUsed: true });

export const mfaLabels: Record<MfaEvent['type'], string> = {
  MfaEnabled: 'Zwei-Faktor-Anmeldung eingerichtet',
  MfaDisabled: 'Zwei-Faktor-Anmeldung deaktiviert',
  RecoveryCodeUsed: 'Mit Wiederherstellungscode angemeldet',
};

export const mfaStreams = aggregateStreams('identity', 'mfa');
