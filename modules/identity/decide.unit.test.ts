import { at, now, specOf } from '../../server/testing/decider-spec';
import { describe, it } from 'vitest';
import { type IdentityCommand, RESET_TOKEN_TTL_MS, userDecider } from './decide';
import type { IdentityEvent } from './events';
import { LEGAL_VERSIONS } from '../../lib/legal-versions';

const spec = specOf(userDecider);
const userId = '11111111-1111-4111-8111-111111111111';

const registered = (
  role: 'user' | 'partner' | 'admin' = 'user',
): Extract<IdentityEvent, { type: 'UserRegistered' }> => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: 'julia@example.de',
    username: 'julia@example.de',
    name: 'Julia',
    company: null,
    phone: null,
    position: null,
    role,
    partnerType: null,
    at,
  },
});
const register = (emailTaken = false): Extract<IdentityCommand, { type: 'RegisterUser' }> => ({
  type: 'RegisterUser',
  userId,
  email: 'Julia@Example.de',
  name: 'Julia',
  company: null,
  phone: null,
  position: null,
  role: 'user',
  emailTaken,
  consent: { accepted: LEGAL_VERSIONS, current: LEGAL_VERSIONS },
  now,
});

describe('identity decide', () => {
  const accepted = { type: 'TermsAccepted' as const, data: { userId, ...LEGAL_VERSIONS, at } };
  it('registers a new client with the e-mail in lower case and their acceptance of the texts in force', () => {
    spec([]).when(register()).then([registered(), accepted]);
  });
  it('registers no client without their consent, nor with texts that changed while they read them', () => {
    spec([])
      .when({ ...register(), consent: null })
      .thenError('ConsentMissing');
    const older = { terms: '2025-01-01', privacy: LEGAL_VERSIONS.privacy };
    spec([])
      .when({ ...register(), consent: { accepted: older, current: LEGAL_VERSIONS } })
      .thenError('TermsOutdated');
  });
  it('a staff account set up by the firm accepts nothing at registration', () => {
    spec([])
      .when({ ...register(), role: 'partner', consent: null })
      .then([registered('partner')]);
  });
  it('a client accepts changed texts once more; only the versions in force', () => {
    const current = { terms: '2027-01-01', privacy: LEGAL_VERSIONS.privacy };
    spec([registered(), accepted])
      .when({ type: 'AcceptTerms', userId, consent: { accepted: current, current }, now })
      .then([{ type: 'TermsAccepted', data: { userId, ...current, at } }]);
    spec([registered(), accepted])
      .when({ type: 'AcceptTerms', userId, consent: { accepted: LEGAL_VERSIONS, current }, now })
      .thenError('TermsOutdated');
  });
  it('stores an umlaut domain typed in punycode or capitals in its one canonical form', () => {
    const canonical = registered();
    const data = { ...canonical.data, email: 'anna@müller-coaching.de', username: 'anna@müller-coaching.de' };
    for (const email of ['Anna@XN--MLLER-COACHING-GSB.DE', 'anna@Müller-Coaching.de'])
      spec([])
        .when({ ...register(), email })
        .then([{ ...canonical, data }, accepted]);
  });
  it('refuses what cannot be an address (a command not read by the contract: seed, CLI)', () => {
    spec([])
      .when({ ...register(), email: 'anna@xn--zz.de' })
      .thenError('EmailInvalid');
  });
  it('refuses an e-mail that is taken', () => {
    spec([]).when(register(true)).thenError('EmailTaken');
  });
  it('cannot register the same stream twice (create-once)', () => {
    spec([registered()]).when(register()).thenError('AlreadyExists');
  });
  it('changes the password only when the current one matches', () => {
    spec([registered()])
      .when({ type: 'ChangePassword', userId, currentPasswordMatches: true, now })
      .then([{ type: 'PasswordChanged', data: { userId, at } }]);
    spec([registered()])
      .when({ type: 'ChangePassword', userId, currentPasswordMatches: false, now })
      .thenError('CurrentPasswordIncorrect');
  });
  it('a reset request expires one hour later', () => {
    spec([registered()])
      .when({ type: 'RequestPasswordReset', userId, now })
      .then([
        {
          type: 'PasswordResetRequested',
          data: {
            userId,
            email: 'julia@example.de',
            expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
            at,
          },
        },
      ]);
  });
  it('a reset token works once and within its hour', () => {
    const fresh = { expiresAt: new Date(now.getTime() + 1000), usedAt: null };
    spec([registered()])
      .when({ type: 'ResetPassword', userId, token: fresh, now })
      .then([{ type: 'PasswordReset', data: { userId, at } }]);
    spec([registered()])
      .when({ type: 'ResetPassword', userId, token: { ...fresh, usedAt: now }, now })
      .thenError('ResetTokenInvalid');
    spec([registered()])
      .when({ type: 'ResetPassword', userId, token: { ...fresh, expiresAt: now }, now })
      .thenError('ResetTokenInvalid');
  });
  const deleteOwn = { type: 'DeleteOwnAccount', userId, now } as const;
  it('a client deletes their own account', () => {
    spec([registered('user')])
      .when(deleteOwn)
      .then([{ type: 'UserDeleted', data: { userId, at } }]);
  });
  it.each(['partner', 'admin'] as const)('only clients delete their own account: refused for the role %s', (role) => {
    spec([registered(role)])
      .when(deleteOwn)
      .thenError('OnlyClientsDeleteThemselves');
  });
  it('a deleted user can do nothing more', () => {
    const deleted: IdentityEvent = { type: 'UserDeleted', data: { userId, at } };
    spec([registered(), deleted])
      .when({ type: 'UpdateProfile', userId, changes: { name: 'X' }, now })
      .thenError('UserNotFound');
    spec([]).when({ type: 'ChangePassword', userId, currentPasswordMatches: true, now }).thenError('UserNotFound');
  });
  it('updates the profile with only the given fields', () => {
    spec([registered()])
      .when({ type: 'UpdateProfile', userId, changes: { company: 'Neu GmbH' }, now })
      .then([{ type: 'ProfileUpdated', data: { userId, company: 'Neu GmbH', at } }]);
  });
  it('a client chooses her time zone (issue 34)', () => {
    spec([registered('user')])
      .when({ type: 'UpdateProfile', userId, changes: { timeZone: 'America/New_York' }, now })
      .then([{ type: 'ProfileUpdated', data: { userId, timeZone: 'America/New_York', at } }]);
  });
  it.each(['partner', 'admin'] as const)('the firm reads Berlin: a time zone is refused for the role %s', (role) => {
    spec([registered(role)])
      .when({ type: 'UpdateProfile', userId, changes: { timeZone: 'America/New_York' }, now })
      .thenError('TimeZoneForClientsOnly');
  });
});
