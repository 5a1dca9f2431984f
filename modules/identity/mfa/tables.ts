import type { Generated } from 'kysely';

/** Identity's two-factor secrets (`0000_baseline`, identity): beside the log, never in it. */
export interface MfaTables {
  user_mfa: { user_id: string; secret: string; enabled_at: Date | null; last_step: number | null; created_at: Date };
  mfa_recovery_codes: { id: Generated<number>; user_id: string; code_hash: string; used_at: Date | null };
  mfa_challenges: { id: string; user_id: string; purpose: 'verify' | 'enrol'; expires_at: Date; failures: number };
  /** Wrong second-step codes per account and per address (`0014_identity_auth_attempts`). */
  auth_attempts: { key: string; failures: number; window_ends: Date };
  /** The roles that must sign in with a second factor, for every instance (`0015_identity_mfa_policy`). */
  mfa_policy: { id: boolean; required_roles: string[]; set_at: Date };
}
