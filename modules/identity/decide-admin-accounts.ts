import { unreachable } from '../../lib/unreachable';
import type { UserState } from './decide';
import type { IdentityEvent } from './events';
import { canonicalEmail } from './email-address';

// The rules of accounts an admin manages: Acceleratoren (partners) and other admins (spec 02 §5, §6).

/** A set-password link in the welcome e-mail of a new Accelerator is valid for seven days. */
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type AdminAccountCommand =
  | {
      type: 'CreatePartnerAccount';
      userId: string;
      email: string;
      username: string;
      name: string;
      partnerType: string;
      /** Read by the handler inside the transaction: does any account use this e-mail or username? */
      emailOrUsernameTaken: boolean;
      now: Date;
    }
  | {
      type: 'CreateAdminAccount';
      userId: string;
      email: string;
      username: string;
      name: string;
      emailOrUsernameTaken: boolean;
      now: Date;
    }
  | { type: 'ChangePartnerType'; userId: string; partnerType: string; now: Date }
  /**
   * `hasHistory`: the partner has meetings or allocations; `holdsHours`: open hours or planned
   * meetings that must be handed over or released first (both asked of the modules that own them).
   */
  | { type: 'RemovePartnerAccount'; userId: string; hasHistory: boolean; holdsHours: boolean; now: Date }
  | { type: 'ReactivatePartnerAccount'; userId: string; now: Date }
  /**
   * A former Accelerator asks to be forgotten (GDPR Art. 17). `holdsHours` as above; `openFees`: what
   * is still open of their money, in German, one sentence each (asked of the fees module).
   */
  | { type: 'ErasePartnerAccount'; userId: string; holdsHours: boolean; openFees: readonly string[]; now: Date }
  /** `adminCount`: admins that exist now, counted under the admins lock (see README). */
  | { type: 'DeleteAdminAccount'; userId: string; actorId: string; adminCount: number; now: Date };

export type AdminAccountError =
  | 'UserExists'
  | 'EmailInvalid'
  | 'NotAPartner'
  | 'NotAnAdmin'
  | 'CannotDeleteSelf'
  | 'LastAdmin'
  | 'PartnerHoldsHours'
  | 'NotDeactivated'
  | 'PartnerStillActive'
  | { code: 'PartnerFeesOpen'; open: readonly string[] };

const adminAccountCommandTypes: ReadonlySet<string> = new Set<AdminAccountCommand['type']>([
  'CreatePartnerAccount',
  'CreateAdminAccount',
  'ChangePartnerType',
  'RemovePartnerAccount',
  'ReactivatePartnerAccount',
  'ErasePartnerAccount',
  'DeleteAdminAccount',
]);

export function isAdminAccountCommand(command: { type: string }): command is AdminAccountCommand {
  return adminAccountCommandTypes.has(command.type);
}

type Result = IdentityEvent[] | AdminAccountError | 'AlreadyExists' | 'UserNotFound';

/** The account an admin creates for staff: signed in by e-mail or username, no client details. */
function staffRegistered(
  command: { userId: string; email: string; username: string; name: string },
  role: 'partner' | 'admin',
  partnerType: string | null,
  at: string,
): Extract<IdentityEvent, { type: 'UserRegistered' }> | 'EmailInvalid' {
  const { userId, name } = command;
  const email = canonicalEmail(command.email);
  if (email === null) return 'EmailInvalid';
  // A username that is an address is stored in the address's one form too; 'b.koch' as typed.
  const username = canonicalEmail(command.username) ?? command.username;
  const data = { userId, email, username, name, company: null, phone: null, position: null, role, partnerType, at };
  return { type: 'UserRegistered', data };
}

export function decideAdminAccount(command: AdminAccountCommand, state: UserState): Result {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'CreatePartnerAccount': {
      if (state.status !== 'none') return 'AlreadyExists';
      if (command.emailOrUsernameTaken) return 'UserExists';
      const registered = staffRegistered(command, 'partner', command.partnerType, at);
      if (registered === 'EmailInvalid') return registered;
      const { userId, email } = registered.data;
      const expiresAt = new Date(command.now.getTime() + WELCOME_TOKEN_TTL_MS).toISOString();
      return [registered, { type: 'PasswordSetupRequested', data: { userId, email, expiresAt, at } }];
    }
    case 'CreateAdminAccount': {
      if (state.status !== 'none') return 'AlreadyExists';
      if (command.emailOrUsernameTaken) return 'UserExists';
      const registered = staffRegistered(command, 'admin', null, at);
      return registered === 'EmailInvalid' ? registered : [registered];
    }
    case 'ChangePartnerType':
      if (state.status !== 'active') return 'UserNotFound';
      if (state.role !== 'partner') return 'NotAPartner';
      if (state.partnerType === command.partnerType) return [];
      return [{ type: 'PartnerTypeChanged', data: { userId: command.userId, partnerType: command.partnerType, at } }];
    case 'RemovePartnerAccount':
      if (state.status !== 'active' && state.status !== 'deactivated') return 'UserNotFound';
      if (state.role !== 'partner') return 'NotAPartner';
      // Nothing stays allocated to an account nobody can sign in to: hand over or release first.
      if (command.holdsHours) return 'PartnerHoldsHours';
      if (command.hasHistory) {
        return state.status === 'deactivated'
          ? []
          : [{ type: 'UserDeactivated', data: { userId: command.userId, at } }];
      }
      return [{ type: 'UserDeleted', data: { userId: command.userId, at } }];
    case 'ReactivatePartnerAccount':
      if (state.status !== 'active' && state.status !== 'deactivated') return 'UserNotFound';
      if (state.role !== 'partner') return 'NotAPartner';
      if (state.status !== 'deactivated') return 'NotDeactivated';
      return [{ type: 'UserReactivated', data: { userId: command.userId, at } }];
    case 'ErasePartnerAccount':
      if (state.status !== 'active' && state.status !== 'deactivated') return 'UserNotFound';
      if (state.role !== 'partner') return 'NotAPartner';
      // Only who has left: an active Accelerator is removed (hand-over, deactivation) first.
      if (state.status !== 'deactivated') return 'PartnerStillActive';
      if (command.holdsHours) return 'PartnerHoldsHours';
      // The books need the billing data until every statement is issued and paid out (§ 147 AO).
      if (command.openFees.length > 0) return { code: 'PartnerFeesOpen', open: command.openFees };
      // The same erasure as any account's: the person's key goes, the modules' rows with it.
      return [{ type: 'UserDeleted', data: { userId: command.userId, at } }];
    case 'DeleteAdminAccount':
      if (state.status !== 'active') return 'UserNotFound';
      if (state.role !== 'admin') return 'NotAnAdmin';
      if (command.actorId === command.userId) return 'CannotDeleteSelf';
      if (command.adminCount <= 1) return 'LastAdmin';
      return [{ type: 'UserDeleted', data: { userId: command.userId, at } }];
    default:
      return unreachable(command);
  }
}
