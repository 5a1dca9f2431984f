import { describe, expect, it } from 'vitest';
import { generateTOTP } from '@oslojs/otp';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { acceptedStep, codeAt, encodeSecret, isAppCode, keyUri } from './totp';
import { newRecoveryCode, normaliseRecoveryCode } from './recovery-codes';

// RFC 6238's SHA-1 test secret ('12345678901234567890'), whose codes the RFC lists.
const secret = encodeSecret(new TextEncoder().encode('12345678901234567890'));
const t59 = new Date(59_000);
const t = new Date('2026-03-12T13:05:10Z');
const step = (d: Date) => Math.floor(d.getTime() / 30_000);
const plus = (d: Date, s: number) => new Date(d.getTime() + s * 1000);

describe('TOTP codes', () => {
  it('match RFC 6238 (the last six digits of 94287082 at T=59 s) and the library as apps use it', () => {
    expect(codeAt(secret, t59)).toBe('287082');
    const now = new Date();
    expect(codeAt(secret, now)).toBe(generateTOTP(decodeBase32IgnorePadding(secret), 30, 6));
  });

  it('accepts the current step and one either side, not two', () => {
    expect(acceptedStep(secret, codeAt(secret, t), t, null)).toBe(step(t));
    expect(acceptedStep(secret, codeAt(secret, plus(t, -30)), t, null)).toBe(step(t) - 1);
    expect(acceptedStep(secret, codeAt(secret, plus(t, 30)), t, null)).toBe(step(t) + 1);
    expect(acceptedStep(secret, codeAt(secret, plus(t, -60)), t, null)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, plus(t, 60)), t, null)).toBeNull();
  });

  it('accepts a code once: not its step again, nor an earlier one', () => {
    const code = codeAt(secret, t);
    expect(acceptedStep(secret, code, t, step(t))).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, plus(t, -30)), t, step(t))).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, plus(t, 30)), t, step(t))).toBe(step(t) + 1);
  });

  it('reads six digits with spaces as an app code; refuses anything else', () => {
    const code = codeAt(secret, t);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, t, null)).toBe(step(t));
    expect(isAppCode('12345')).toBe(false);
    expect(isAppCode('abcde-fghij')).toBe(false);
    expect(acceptedStep(secret, '000000x', t, null)).toBeNull();
  });

  it('the QR code carries an otpauth address with issuer, account, secret, 30 s and 6 digits', () => {
    const uri = new URL(keyUri('Potenzialanalyse', 'admin@beispiel.de', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Potenzialanalyse');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});

describe('recovery codes', () => {
  it('are ten base32 characters in two groups, each one new', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(50);
  });
  it('are read whatever the case, spaces or dashes', () => {
    expect(normaliseRecoveryCode(' ABCDE fghij ')).toBe('abcde-fghij');
    expect(normaliseRecoveryCode('abcdefghij')).toBe('abcde-fghij');
  });
});
