import { defineDecider } from '../../../server/eventstore';
import { unreachable } from '../../../lib/unreachable';
import type { Role } from '../contract';
import { mfaStreams, type MfaEvent } from './events';

/** Whether the account signs in with a second factor, folded from its MFA stream. */
interface MfaState {
  enabled: boolean;
}

function evolve(state: MfaState, e: MfaEvent): MfaState {
  switch (e.type) {
    case 'MfaEnabled':
      return { enabled: true };
    case 'MfaDisabled':
      return { enabled: false };
    case 'RecoveryCodeUsed':
      return state;
    default:
      return unreachable(e);
  }
}

/** What the person typed in the second step, as the handler found it (the secret and hashes are not here). */
export type SecondFactorProof = { kind: 'appCode' } | { kind: 'recoveryCode'; codesLeft: number } | { kind: 'wrong' };

export type MfaCommand =
  | { type: 'StartEnrolment'; userId: string; now: Date }
  | { type: 'EnableMfa'; userId: string; codeMatches: boolean; now: Date }
  | { type: 'DisableMfa'; userId: string; passwordMatches: boolean; requiredForRole: boolean; now: Date }
  | { type: 'ProveSecondFactor'; userId: string; proof: SecondFactorProof; now: Date };

export type MfaError =
  'MfaAlreadyEnabled' | 'MfaNotEnabled' | 'MfaCodeInvalid' | 'MfaRequiredForRole' | 'CurrentPasswordIncorrect';

/** Pure: the events a command causes on one account's MFA stream, or the rule it breaks. */
function decide(command: MfaCommand, state: MfaState): MfaEvent[] | MfaError {
  const at = command.now.toISOString();
  const { userId } = command;
  switch (command.type) {
    // A new secret (QR code) only while none is in use: it would replace the one the app knows.
    case 'StartEnrolment':
      return state.enabled ? 'MfaAlreadyEnabled' : [];
    case 'EnableMfa':
      if (state.enabled) return 'MfaAlreadyEnabled';
      // Enrolment is confirmed with a code from the app: the secret reached it.
      if (!command.codeMatches) return 'MfaCodeInvalid';
      return [{ type: 'MfaEnabled', data: { userId, at } }];
    case 'DisableMfa':
      if (!state.enabled) return 'MfaNotEnabled';
      if (command.requiredForRole) return 'MfaRequiredForRole';
      if (!command.passwordMatches) return 'CurrentPasswordIncorrect';
      return [{ type: 'MfaDisabled', data: { userId, at } }];
    case 'ProveSecondFactor':
      if (!state.enabled) return 'MfaNotEnabled';
      switch (command.proof.kind) {
        case 'wrong':
          return 'MfaCodeInvalid';
        // Logins are not events (README); an app code changes nothing that lasts.
        case 'appCode':
          return [];
        // A spent recovery code is: the audit log shows when the fallback was used.
        case 'recoveryCode':
          return [{ type: 'RecoveryCodeUsed', data: { userId, codesLeft: command.proof.codesLeft, at } }];
        default:
          return unreachable(command.proof);
      }
    default:
      return unreachable(command);
  }
}

/** An account's two-factor sign-in: the kernel loads, folds and decides with it. */
export const mfaDecider = defineDecider(mfaStreams, () => ({ enabled: false }), evolve, decide);

/**
 * After a correct password: sign in at once, ask for the second factor, or (a role that must have
 * one, without it) enrol first. Nobody gets a session without the factor their role requires.
 */
export function secondStepAfterPassword(
  role: Role,
  enabled: boolean,
  requiredRoles: readonly Role[],
): 'none' | 'verify' | 'enrol' {
  if (enabled) return 'verify';
  return requiredRoles.includes(role) ? 'enrol' : 'none';
}
