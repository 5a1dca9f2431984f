import { randomBytes } from 'node:crypto';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';

/** Ten codes, each usable once: enough for a lost phone and a few sign-ins until a new one is set up. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A fresh recovery code: 50 random bits as ten base32 characters, shown `xxxxx-xxxxx`. Fewer than
 * 112 bits, so it is stored as an argon2id hash like a password (ASVS 5 V6), never in plain.
 */
export function newRecoveryCode(): string {
  const chars = encodeBase32LowerCaseNoPadding(randomBytes(7)).slice(0, 10);
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** As typed: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(typed: string): string {
  const chars = typed.toLowerCase().replace(/[\s-]/g, '');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
