import { describe, expect, it } from 'vitest';
import { secondStepSchema, userSchema } from '../../modules/identity/contract';
import { secondStepAnswer, userAnswer } from './user-answer';

// The contract's schemas are the rule; the web's zod/mini copies must read every answer the same way.

const user = {
  id: 'u1',
  username: 'berg',
  email: 'berg@example.de',
  name: 'Anna Berg',
  company: null,
  phone: '+49 30 1234',
  position: null,
  role: 'user',
  createdAt: '2026-11-28T10:00:00.000Z',
  isAdmin: false,
  isPartner: false,
  termsAccepted: { terms: '2026-11-28', privacy: '2026-11-28' },
  timeZone: 'Europe/Berlin',
};

const variants: [string, unknown][] = [
  ['as answered', user],
  ['with a field the web does not read', { ...user, token: 'x' }],
  ['never accepted the terms', { ...user, termsAccepted: null }],
  ['an admin', { ...user, role: 'admin', isAdmin: true }],
  ['an unknown role', { ...user, role: 'coach' }],
  ['a version too long', { ...user, termsAccepted: { terms: 'x'.repeat(41), privacy: '1' } }],
  ['terms without privacy', { ...user, termsAccepted: { terms: '1' } }],
  ['no id', { ...user, id: undefined }],
  ['a null name', { ...user, name: null }],
  ['a number for the company', { ...user, company: 5 }],
  ['a string for isAdmin', { ...user, isAdmin: 'true' }],
  ['nothing', null],
  ['a list', [user]],
];

const verdict = (schema: { safeParse: (v: unknown) => { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : 'refused';
};

describe("the web's reading of the signed-in user", () => {
  it('has the fields of the contract', () => {
    expect(Object.keys(userAnswer.def.shape).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });

  it.each(variants)('reads %s as the contract does', (_, value) => {
    expect(verdict(userAnswer, value)).toEqual(verdict(userSchema, value));
  });

  it('reads the second step as the contract does', () => {
    for (const value of [
      { mfa: 'verify', challenge: 'c' },
      { mfa: 'enrol', challenge: 'c', extra: 1 },
      { mfa: 'sms', challenge: 'c' },
      { mfa: 'verify' },
    ])
      expect(verdict(secondStepAnswer, value)).toEqual(verdict(secondStepSchema, value));
    expect(Object.keys(secondStepAnswer.def.shape)).toEqual(Object.keys(secondStepSchema.shape));
  });
});
