import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';

// TOTP as RFC 6238 and every authenticator app read it: SHA-1, 30-second steps, 6 digits.
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;

/** The shared secret (160 bits) as base32, how apps take it when typed by hand. */
export function encodeSecret(key: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(key);
}

function keyOf(secret: string): Uint8Array {
  return decodeBase32IgnorePadding(secret);
}

/** The `otpauth://` address the QR code carries. */
export function keyUri(issuer: string, account: string, secret: string): string {
  return createTOTPKeyURI(issuer, account, keyOf(secret), PERIOD_SECONDS, DIGITS);
}

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/** The code an app shows for `secret` at `now` (tests and the e2e compute it this way too). */
export function codeAt(secret: string, now: Date): string {
  return generateHOTP(keyOf(secret), BigInt(stepAt(now)), DIGITS);
}

/**
 * The time step a typed code belongs to, or null. Pure (time is passed in): the code of the
 * current step or one either side, never a step at or before the last one accepted, so a code
 * seen over someone's shoulder cannot be used a second time.
 */
export function acceptedStep(secret: string, typed: string, now: Date, lastStep: number | null): number | null {
  if (!isAppCode(typed)) return null;
  const code = typed.replace(/\s/g, '');
  const key = keyOf(secret);
  const current = stepAt(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if (step < 0 || (lastStep !== null && step <= lastStep)) continue;
    const expected = generateHOTP(key, BigInt(step), DIGITS);
    if (constantTimeEqual(new TextEncoder().encode(expected), new TextEncoder().encode(code))) return step;
  }
  return null;
}

/** Six digits (spaces allowed) are an app code; anything else is read as a recovery code. */
export function isAppCode(typed: string): boolean {
  return /^\d{6}$/.test(typed.replace(/\s/g, ''));
}
