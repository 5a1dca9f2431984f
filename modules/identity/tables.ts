import type { Generated } from 'kysely';
import type { Role } from './contract';

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  name: string;
  company: string | null;
  phone: string | null;
  position: string | null;
  role: Role;
  /** The specialty label of a partner account (`0000_baseline`, identity); null for everyone else. */
  partner_type: string | null;
  /** Set when a partner with history was removed: the row stays, sign-in is refused. */
  deactivated_at: Date | null;
  /** What the client last accepted (TermsAccepted, 0016_terms_accepted); null: never. */
  terms_version: string | null;
  privacy_version: string | null;
  terms_accepted_at: Date | null;
  /** The client's IANA time zone for her screens and mails (0031; issue 34); 'Europe/Berlin' by default. */
  time_zone: string;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export interface IdentityTables {
  users: UsersTable;
  user_credentials: { user_id: string; password_hash: string; updated_at: Date };
  /** `second_factor`: opened through the login's second step (`0015_identity_mfa_policy`). */
  sessions: { id: string; user_id: string; expires_at: Date; created_at: Date; second_factor: Generated<boolean> };
  /** The roles that must sign in with a second factor (mfa/policy.ts), joined when a session is renewed. */
  mfa_policy: { id: boolean; required_roles: Role[]; set_at: Date };
  password_reset_tokens: { token_hash: string; user_id: string; expires_at: Date; used_at: Date | null };
}
