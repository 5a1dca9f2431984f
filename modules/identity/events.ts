import type { Role } from './contract';

// Identity's events. Passwords, hashes and reset tokens are never in the log (see README).

export interface UserRegistered {
  type: 'UserRegistered';
  data: { userId: string; email: string; name: string; company: string | null; phone: string | null; position: string | null; role: Role; at: string };
}
export interface ProfileUpdated {
  type: 'ProfileUpdated';
  data: { userId: string; name?: string; company?: string | null; phone?: string | null; position?: string | null; at: string };
}
export interface PasswordChanged {
  type: 'PasswordChanged';
  data: { userId: string; at: string };
}
export interface PasswordResetRequested {
  type: 'PasswordResetRequested';
  data: { userId: string; email: string; expiresAt: string; at: string };
}
export interface PasswordReset {
  type: 'PasswordReset';
  data: { userId: string; at: string };
}
export interface UserDeleted {
  type: 'UserDeleted';
  data: { userId: string; at: string };
}

export type IdentityEvent = UserRegistered | ProfileUpdated | PasswordChanged | PasswordResetRequested | PasswordReset | UserDeleted;
export type IdentityEventType = IdentityEvent['type'];

export const identityEventTypes: readonly IdentityEventType[] = [
  'UserRegistered',
  'ProfileUpdated',
  'PasswordChanged',
  'PasswordResetRequested',
  'PasswordReset',
  'UserDeleted',
];

export const userStreamType = 'identity-user';
export const toUserStreamId = (userId: string): string => `${userStreamType}-${userId}`;

/**
 * Schema history. UserRegistered v1 had one `fullName` and no `position`; v2 splits nothing but
 * renames it to `name` and adds `position`. Kept as the proof that old events are upcast on read.
 */
export const identityEventVersions = { UserRegistered: 2 } as const;

export function upcastUserRegisteredV1(data: unknown): unknown {
  const d = data as Record<string, unknown>;
  const { fullName, ...rest } = d;
  return { ...rest, name: d.name ?? fullName ?? '', position: d.position ?? null };
}
