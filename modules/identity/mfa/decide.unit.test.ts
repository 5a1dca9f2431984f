import { describe, expect, it } from 'vitest';
import { at, now, specOf } from '../../../server/testing/decider-spec';
import { mfaDecider, secondStepAfterPassword, type MfaCommand } from './decide';
import type { MfaEvent } from './events';

const spec = specOf(mfaDecider);
const userId = '11111111-1111-4111-8111-111111111111';
const enabled: MfaEvent = { type: 'MfaEnabled', data: { userId, at } };
const disabled: MfaEvent = { type: 'MfaDisabled', data: { userId, at } };
const disable = (o: Partial<Extract<MfaCommand, { type: 'DisableMfa' }>> = {}): MfaCommand => ({
  type: 'DisableMfa',
  userId,
  passwordMatches: true,
  requiredForRole: false,
  now,
  ...o,
});
const prove = (proof: Extract<MfaCommand, { type: 'ProveSecondFactor' }>['proof']): MfaCommand => ({
  type: 'ProveSecondFactor',
  userId,
  proof,
  now,
});

describe('two-factor sign-in: enrolment', () => {
  it('a new secret is handed out only while none is in use (it would replace the one the app knows)', () => {
    spec([]).when({ type: 'StartEnrolment', userId, now }).then([]);
    spec([enabled, disabled]).when({ type: 'StartEnrolment', userId, now }).then([]);
    spec([enabled]).when({ type: 'StartEnrolment', userId, now }).thenError('MfaAlreadyEnabled');
  });
  it('is enabled only with a code from the app, and once', () => {
    spec([]).when({ type: 'EnableMfa', userId, codeMatches: true, now }).then([enabled]);
    spec([]).when({ type: 'EnableMfa', userId, codeMatches: false, now }).thenError('MfaCodeInvalid');
    spec([enabled]).when({ type: 'EnableMfa', userId, codeMatches: true, now }).thenError('MfaAlreadyEnabled');
  });
});

describe('two-factor sign-in: disabling', () => {
  it('needs the password', () => {
    spec([enabled]).when(disable()).then([disabled]);
    spec([enabled])
      .when(disable({ passwordMatches: false }))
      .thenError('CurrentPasswordIncorrect');
  });
  it('is refused for a role that must have a second factor, and when there is none', () => {
    spec([enabled])
      .when(disable({ requiredForRole: true }))
      .thenError('MfaRequiredForRole');
    spec([]).when(disable()).thenError('MfaNotEnabled');
  });
});

describe('two-factor sign-in: the second step', () => {
  it('an app code lets in and leaves no event (logins are not events)', () => {
    spec([enabled])
      .when(prove({ kind: 'appCode' }))
      .then([]);
  });
  it('a recovery code lets in and is recorded for the audit log', () => {
    spec([enabled])
      .when(prove({ kind: 'recoveryCode', codesLeft: 9 }))
      .then([{ type: 'RecoveryCodeUsed', data: { userId, codesLeft: 9, at } }]);
  });
  it('a wrong code, or an account without a second factor, is refused', () => {
    spec([enabled])
      .when(prove({ kind: 'wrong' }))
      .thenError('MfaCodeInvalid');
    spec([enabled, disabled])
      .when(prove({ kind: 'appCode' }))
      .thenError('MfaNotEnabled');
  });
});

describe('after the password', () => {
  it('an account with a second factor is asked for it; a required role without one enrols first', () => {
    expect(secondStepAfterPassword('user', true, [])).toBe('verify');
    expect(secondStepAfterPassword('admin', true, ['admin'])).toBe('verify');
    expect(secondStepAfterPassword('admin', false, ['admin'])).toBe('enrol');
    expect(secondStepAfterPassword('partner', false, ['admin'])).toBe('none');
    // MFA_REQUIRED_ROLES unset: optional for everyone, a password alone signs in.
    expect(secondStepAfterPassword('admin', false, [])).toBe('none');
  });
});
