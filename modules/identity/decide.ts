import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { acceptsCurrentTerms, type LegalVersions } from '../../lib/legal-versions';
import type { Role } from './contract';
import {
  decideAdminAccount,
  isAdminAccountCommand,
  type AdminAccountCommand,
  type AdminAccountError,
} from './decide-admin-accounts';
import { canonicalEmail } from './email-address';
import { userStreams, type IdentityEvent, type ProfileChanges, type UserRegistered } from './events';

/** What identity's rules need to know of one user, folded from the user's stream. */
export interface UserState {
  status: 'none' | 'active' | 'deactivated' | 'deleted';
  role: Role | null;
  email: string | null;
  partnerType: string | null;
}

const initialUserState = (): UserState => ({ status: 'none', role: null, email: null, partnerType: null });

function evolve(state: UserState, e: IdentityEvent): UserState {
  switch (e.type) {
    case 'UserRegistered':
      return { status: 'active', role: e.data.role, email: e.data.email, partnerType: e.data.partnerType };
    case 'UserDeleted':
      return { ...state, status: 'deleted' };
    case 'UserDeactivated':
      return { ...state, status: 'deactivated' };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    case 'PartnerTypeChanged':
      return { ...state, partnerType: e.data.partnerType };
    case 'ProfileUpdated':
    case 'TermsAccepted':
    case 'PasswordChanged':
    case 'PasswordResetRequested':
    case 'PasswordReset':
    case 'PasswordSetupRequested':
      return state;
    default:
      return unreachable(e);
  }
}

/** What the client accepted, beside what is in force now (lib/legal-versions.ts). */
export interface Consent {
  accepted: LegalVersions;
  current: LegalVersions;
}

/** A self-registered account as `UserRegistered` records it (its username is its e-mail). */
type NewAccount = Omit<UserRegistered['data'], 'username' | 'partnerType' | 'at'>;

export type IdentityCommand =
  | ({ type: 'RegisterUser'; emailTaken: boolean; consent: Consent | null; now: Date } & NewAccount)
  | { type: 'AcceptTerms'; userId: string; consent: Consent; now: Date }
  | { type: 'UpdateProfile'; userId: string; changes: ProfileChanges; now: Date }
  | { type: 'ChangePassword'; userId: string; currentPasswordMatches: boolean; now: Date }
  | { type: 'RequestPasswordReset'; userId: string; now: Date }
  | { type: 'ResetPassword'; userId: string; token: { expiresAt: Date; usedAt: Date | null }; now: Date }
  | { type: 'DeleteOwnAccount'; userId: string; now: Date }
  | AdminAccountCommand;

export type IdentityError =
  | 'EmailTaken'
  | 'EmailInvalid'
  | 'UserNotFound'
  | 'CurrentPasswordIncorrect'
  | 'ResetTokenInvalid'
  | 'OnlyClientsDeleteThemselves'
  | 'AlreadyExists'
  /** Refused before any command runs (`hashNewPassword`): input, like the length rules. */
  | 'PasswordTooCommon'
  /** The texts changed while the client read them: accepted must be what is in force. */
  | 'TermsOutdated'
  | 'ConsentMissing'
  /** Only a client's screens and mails follow her zone; the firm's people read Berlin's clock. */
  | 'TimeZoneForClientsOnly'
  | AdminAccountError;

/** Reset links are valid for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A reset link works once, until it expires (the reset, and the page's check when it opens). */
export function resetTokenUsable(token: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return token.usedAt === null && token.expiresAt.getTime() > now.getTime();
}

/** Pure: the events a command causes on one user's stream, or the rule it breaks. */
function decide(command: IdentityCommand, state: UserState): IdentityEvent[] | IdentityError {
  const at = command.now.toISOString();
  if (isAdminAccountCommand(command)) return decideAdminAccount(command, state);
  if (command.type === 'RegisterUser') {
    // Create-once: a second registration on the same stream must fail, not append again.
    if (state.status !== 'none') return 'AlreadyExists';
    if (command.emailTaken) return 'EmailTaken';
    const { userId, name, company, phone, position, role, consent } = command;
    // A client agrees to the texts in force; staff accounts are bound by their contracts with the firm.
    if (role === 'user' && !consent) return 'ConsentMissing';
    if (consent && !acceptsCurrentTerms(consent.accepted, consent.current)) return 'TermsOutdated';
    // One address, one form: what is stored is what every lookup compares (`canonicalEmail`).
    const email = canonicalEmail(command.email);
    if (email === null) return 'EmailInvalid';
    return [
      {
        type: 'UserRegistered',
        data: { userId, email, username: email, name, company, phone, position, role, partnerType: null, at },
      },
      ...(consent ? [{ type: 'TermsAccepted' as const, data: { userId, ...consent.current, at } }] : []),
    ];
  }
  if (state.status !== 'active') return 'UserNotFound';
  switch (command.type) {
    case 'UpdateProfile':
      if (command.changes.timeZone !== undefined && state.role !== 'user') return 'TimeZoneForClientsOnly';
      return [{ type: 'ProfileUpdated', data: { userId: command.userId, ...command.changes, at } }];
    case 'ChangePassword':
      if (!command.currentPasswordMatches) return 'CurrentPasswordIncorrect';
      return [{ type: 'PasswordChanged', data: { userId: command.userId, at } }];
    case 'RequestPasswordReset':
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId: command.userId,
            email: state.email ?? '',
            expiresAt: new Date(command.now.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
            at,
          },
        },
      ];
    case 'ResetPassword':
      if (!resetTokenUsable(command.token, command.now)) return 'ResetTokenInvalid';
      return [{ type: 'PasswordReset', data: { userId: command.userId, at } }];
    case 'AcceptTerms':
      if (!acceptsCurrentTerms(command.consent.accepted, command.consent.current)) return 'TermsOutdated';
      return [{ type: 'TermsAccepted', data: { userId: command.userId, ...command.consent.current, at } }];
    case 'DeleteOwnAccount':
      if (state.role !== 'user') return 'OnlyClientsDeleteThemselves';
      return [{ type: 'UserDeleted', data: { userId: command.userId, at } }];
    default:
      return unreachable(command);
  }
}

/** A user's stream: the kernel loads, folds and decides with it (`server/eventstore/command.ts`). */
export const userDecider = defineDecider(userStreams, initialUserState, evolve, decide);
