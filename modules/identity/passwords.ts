import { hash, verify } from '@node-rs/argon2';
import { DomainError } from '../../server/eventstore';
import { isCommonPassword } from './common-passwords';
import type { IdentityError } from './decide';

// argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane.
const argon2Options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The hash of a secret the portal generated itself (recovery codes): no common-password check. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** The hash of a password someone chooses now; one of the most common is refused first (400). */
export function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw new DomainError('identity', 'PasswordTooCommon' satisfies IdentityError);
  return hashPassword(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps a login for an unknown e-mail as slow as one for a known one.
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}
