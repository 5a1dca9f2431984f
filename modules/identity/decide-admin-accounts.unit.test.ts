import { at, now, specOf } from '../../server/testing/decider-spec';
import { describe, expect, it } from 'vitest';
import { type IdentityCommand, userDecider } from './decide';
import { WELCOME_TOKEN_TTL_MS } from './decide-admin-accounts';
import type { IdentityEvent } from './events';

const spec = specOf(userDecider);
const userId = '22222222-2222-4222-8222-222222222222';
const otherAdmin = '33333333-3333-4333-8333-333333333333';

const registered = (role: 'user' | 'partner' | 'admin', partnerType: string | null = null): IdentityEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    email: 'p@example.de',
    username: 'p@example.de',
    name: 'P',
    company: null,
    phone: null,
    position: null,
    role,
    partnerType,
    at,
  },
});
const createPartner = (taken = false): Extract<IdentityCommand, { type: 'CreatePartnerAccount' }> => ({
  type: 'CreatePartnerAccount',
  userId,
  email: 'Mia@Example.de',
  username: 'mia@example.de',
  name: 'Mia',
  partnerType: 'Marketing',
  emailOrUsernameTaken: taken,
  now,
});
const createAdmin = (taken = false): Extract<IdentityCommand, { type: 'CreateAdminAccount' }> => ({
  type: 'CreateAdminAccount',
  userId,
  email: 'Ada@Example.de',
  username: 'ada',
  name: 'Ada',
  emailOrUsernameTaken: taken,
  now,
});
const deleteAdmin = (actorId: string, adminCount: number): IdentityCommand => ({
  type: 'DeleteAdminAccount',
  userId,
  actorId,
  adminCount,
  now,
});

describe('admin-managed accounts', () => {
  it('creates an Accelerator with its specialty and a set-password invitation valid for seven days', () => {
    spec([])
      .when(createPartner())
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId,
            email: 'mia@example.de',
            username: 'mia@example.de',
            name: 'Mia',
            company: null,
            phone: null,
            position: null,
            role: 'partner',
            partnerType: 'Marketing',
            at,
          },
        },
        {
          type: 'PasswordSetupRequested',
          data: {
            userId,
            email: 'mia@example.de',
            expiresAt: new Date(now.getTime() + WELCOME_TOKEN_TTL_MS).toISOString(),
            at,
          },
        },
      ]);
    expect(WELCOME_TOKEN_TTL_MS).toBe(7 * 24 * 3600_000);
  });

  it("stores an Accelerator's umlaut domain typed in punycode in its canonical form, and refuses a broken one", () => {
    const email = 'mia@müller-coaching.de';
    spec([])
      .when({ ...createPartner(), email: 'Mia@XN--MLLER-COACHING-GSB.DE', username: 'mia@xn--mller-coaching-gsb.de' })
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId,
            email,
            username: email,
            name: 'Mia',
            company: null,
            phone: null,
            position: null,
            role: 'partner',
            partnerType: 'Marketing',
            at,
          },
        },
        {
          type: 'PasswordSetupRequested',
          data: { userId, email, expiresAt: new Date(now.getTime() + WELCOME_TOKEN_TTL_MS).toISOString(), at },
        },
      ]);
    spec([])
      .when({ ...createAdmin(), email: 'ada@b.de/x' })
      .thenError('EmailInvalid');
  });
  it('refuses an e-mail or username that is taken, and a second create on one stream', () => {
    spec([]).when(createPartner(true)).thenError('UserExists');
    spec([]).when(createAdmin(true)).thenError('UserExists');
    spec([registered('partner')])
      .when(createPartner())
      .thenError('AlreadyExists');
    spec([registered('admin')])
      .when(createAdmin())
      .thenError('AlreadyExists');
  });

  it('creates an admin with their own username', () => {
    spec([])
      .when(createAdmin())
      .then([
        {
          type: 'UserRegistered',
          data: {
            userId,
            email: 'ada@example.de',
            username: 'ada',
            name: 'Ada',
            company: null,
            phone: null,
            position: null,
            role: 'admin',
            partnerType: null,
            at,
          },
        },
      ]);
  });

  it("changes a partner's specialty label, does nothing when unchanged, and refuses other roles", () => {
    spec([registered('partner', 'Recht')])
      .when({ type: 'ChangePartnerType', userId, partnerType: 'KI', now })
      .then([{ type: 'PartnerTypeChanged', data: { userId, partnerType: 'KI', at } }]);
    spec([registered('partner', 'KI')])
      .when({ type: 'ChangePartnerType', userId, partnerType: 'KI', now })
      .then([]);
    spec([registered('user')])
      .when({ type: 'ChangePartnerType', userId, partnerType: 'KI', now })
      .thenError('NotAPartner');
    spec([]).when({ type: 'ChangePartnerType', userId, partnerType: 'KI', now }).thenError('UserNotFound');
  });

  it('deletes a partner without history, deactivates one with history (once), and removes no other role', () => {
    spec([registered('partner')])
      .when({ type: 'RemovePartnerAccount', userId, hasHistory: false, holdsHours: false, now })
      .then([{ type: 'UserDeleted', data: { userId, at } }]);
    spec([registered('partner')])
      .when({ type: 'RemovePartnerAccount', userId, hasHistory: true, holdsHours: false, now })
      .then([{ type: 'UserDeactivated', data: { userId, at } }]);
    const deactivated: IdentityEvent = { type: 'UserDeactivated', data: { userId, at } };
    spec([registered('partner'), deactivated])
      .when({ type: 'RemovePartnerAccount', userId, hasHistory: true, holdsHours: false, now })
      .then([]);
    spec([registered('user')])
      .when({ type: 'RemovePartnerAccount', userId, hasHistory: false, holdsHours: false, now })
      .thenError('NotAPartner');
    spec([registered('admin')])
      .when({ type: 'RemovePartnerAccount', userId, hasHistory: false, holdsHours: false, now })
      .thenError('NotAPartner');
  });

  it('refuses to remove an Accelerator who still holds open hours or planned meetings (issue 15 item 4)', () => {
    spec([registered('partner')])
      .when({ type: 'RemovePartnerAccount', userId, hasHistory: true, holdsHours: true, now })
      .thenError('PartnerHoldsHours');
  });

  const reactivate = { type: 'ReactivatePartnerAccount', userId, now } as const;
  it('reactivates a deactivated Accelerator', () => {
    const deactivated: IdentityEvent = { type: 'UserDeactivated', data: { userId, at } };
    spec([registered('partner'), deactivated])
      .when(reactivate)
      .then([{ type: 'UserReactivated', data: { userId, at } }]);
  });
  it.each([
    ['an active Accelerator', [registered('partner')], 'NotDeactivated'],
    ['a client', [registered('user')], 'NotAPartner'],
    ['an unknown account', [], 'UserNotFound'],
  ] as const)('does not reactivate %s', (_, history, error) => {
    spec([...history])
      .when(reactivate)
      .thenError(error);
  });

  const erase = (holdsHours = false, openFees: string[] = []) =>
    ({ type: 'ErasePartnerAccount', userId, holdsHours, openFees, now }) as const;
  it('erases a former Accelerator (GDPR Art. 17) once nothing is open: the account is deleted as any other', () => {
    const deactivated: IdentityEvent = { type: 'UserDeactivated', data: { userId, at } };
    spec([registered('partner'), deactivated])
      .when(erase())
      .then([{ type: 'UserDeleted', data: { userId, at } }]);
    spec([registered('partner'), deactivated])
      .when(erase(true))
      .thenError('PartnerHoldsHours');
    const open = ['Die Abrechnung 12/2026 ist noch nicht ausgestellt.'];
    spec([registered('partner'), deactivated])
      .when(erase(false, open))
      .thenError({ code: 'PartnerFeesOpen', open });
  });
  it.each([
    ['an active Accelerator', [registered('partner')], 'PartnerStillActive'],
    ['a client', [registered('user')], 'NotAPartner'],
    ['an admin', [registered('admin')], 'NotAPartner'],
    ['an unknown account', [], 'UserNotFound'],
    [
      'an erased one again',
      [
        registered('partner'),
        { type: 'UserDeactivated', data: { userId, at } },
        { type: 'UserDeleted', data: { userId, at } },
      ],
      'UserNotFound',
    ],
  ] as const)('does not erase %s', (_, history, error) => {
    spec([...history] as IdentityEvent[])
      .when(erase())
      .thenError(error);
  });

  it('a deactivated account can do nothing else', () => {
    const deactivated: IdentityEvent = { type: 'UserDeactivated', data: { userId, at } };
    spec([registered('partner'), deactivated])
      .when({ type: 'RequestPasswordReset', userId, now })
      .thenError('UserNotFound');
    spec([registered('partner'), deactivated])
      .when({ type: 'ChangePartnerType', userId, partnerType: 'KI', now })
      .thenError('UserNotFound');
  });

  it('an admin deletes another admin, never themself, never the last one, and only admins', () => {
    spec([registered('admin')])
      .when(deleteAdmin(otherAdmin, 2))
      .then([{ type: 'UserDeleted', data: { userId, at } }]);
    spec([registered('admin')])
      .when(deleteAdmin(userId, 2))
      .thenError('CannotDeleteSelf');
    spec([registered('admin')])
      .when(deleteAdmin(otherAdmin, 1))
      .thenError('LastAdmin');
    spec([registered('partner')])
      .when(deleteAdmin(otherAdmin, 2))
      .thenError('NotAnAdmin');
    spec([]).when(deleteAdmin(otherAdmin, 2)).thenError('UserNotFound');
  });
});
