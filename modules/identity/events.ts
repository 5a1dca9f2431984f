import type { Role } from './contract';
import { aggregateStreams, type NewEvent } from '../../server/eventstore';

// Identity's events. Passwords, hashes and reset tokens are never in the log (see README).

export type UserRegistered = NewEvent<
  'UserRegistered',
  {
    userId: string;
    email: string;
    /** Equals the e-mail except for admins created with their own username (v3). */
    username: string;
    name: string;
    company: string | null;
    phone: string | null;
    position: string | null;
    role: Role;
    /** The specialty label of a partner account (v3); null for everyone else. */
    partnerType: string | null;
    at: string;
  }
>;

/** What happened to an account, and when. */
interface AccountFact {
  userId: string;
  at: string;
}
/** The profile fields a user changes; a field left out stays as it is. */
export interface ProfileChanges {
  name?: string;
  company?: string | null;
  phone?: string | null;
  position?: string | null;
  /** A client's IANA time zone (issue 34); her times are shown in it. */
  timeZone?: string;
}
/** A link was sent to the account's e-mail; it is valid until `expiresAt`. */
interface LinkSent extends AccountFact {
  email: string;
  expiresAt: string;
}

export type ProfileUpdated = NewEvent<'ProfileUpdated', AccountFact & ProfileChanges>;
export type PasswordChanged = NewEvent<'PasswordChanged', AccountFact>;
export type PasswordResetRequested = NewEvent<'PasswordResetRequested', LinkSent>;
export type PasswordReset = NewEvent<'PasswordReset', AccountFact>;
export type UserDeleted = NewEvent<'UserDeleted', AccountFact>;
/** An admin created the account: a set-password link (valid longer than a reset link) was sent. */
export type PasswordSetupRequested = NewEvent<'PasswordSetupRequested', LinkSent>;
export type PartnerTypeChanged = NewEvent<'PartnerTypeChanged', AccountFact & { partnerType: string }>;
/**
 * The client accepted the Nutzungsbedingungen and the Datenschutzerklärung in these versions
 * (lib/legal-versions.ts): at registration, and again once after either changed.
 */
export type TermsAccepted = NewEvent<'TermsAccepted', AccountFact & { terms: string; privacy: string }>;
/** A partner with history was removed: the account stays (for the history) but cannot sign in. */
export type UserDeactivated = NewEvent<'UserDeactivated', AccountFact>;
/** An admin brought a deactivated Accelerator back: they sign in with their old password again. */
export type UserReactivated = NewEvent<'UserReactivated', AccountFact>;

export type IdentityEvent =
  | UserRegistered
  | ProfileUpdated
  | PasswordChanged
  | PasswordResetRequested
  | PasswordReset
  | UserDeleted
  | PasswordSetupRequested
  | PartnerTypeChanged
  | UserDeactivated
  | UserReactivated
  | TermsAccepted;

// The list lives beside the contract, so the web's refresh declarations read the same one.
export { identityEventTypes } from './event-types';

export const userStreams = aggregateStreams('identity', 'user');

/**
 * Schema history. UserRegistered v1 had one `fullName` and no `position`; v2 splits nothing but
 * renames it to `name` and adds `position`. Kept as the proof that old events are upcast on read.
 * v3 adds `username` (v2 accounts: the e-mail) and `partnerType` (v2: null).
 */
export const identityEventVersions = { UserRegistered: 3 } as const;

export function upcastUserRegisteredV1(data: unknown): unknown {
  const d = data as Record<string, unknown>;
  const { fullName, ...rest } = d;
  return { ...rest, name: d.name ?? fullName ?? '', position: d.position ?? null };
}

export function upcastUserRegisteredV2(data: unknown): unknown {
  const d = data as Record<string, unknown>;
  return { ...d, username: d.username ?? d.email, partnerType: d.partnerType ?? null };
}
