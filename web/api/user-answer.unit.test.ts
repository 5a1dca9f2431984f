import { describe, expect, it } from 'vitest';
import { secondStepSchema, userSchema } from '../../modules/identity/contract';
import { secondStepAnswer, userAnswer } from './user-answer';

// The contract's schemas are the rule; the web's hand-written checks must read every answer the same way.

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
  ['terms with a field the web does not read', { ...user, termsAccepted: { terms: '1', privacy: '2', at: 'x' } }],
  ['a version of exactly 40 characters', { ...user, termsAccepted: { terms: 'x'.repeat(40), privacy: '1' } }],
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

const webVerdict = (reader: { parse: (v: unknown) => unknown }, value: unknown) => {
  try {
    return { ok: reader.parse(value) };
  } catch {
    return 'refused';
  }
};

describe("the web's reading of the signed-in user", () => {
  it('has the fields of the contract', () => {
    expect(Object.keys(userAnswer.fields).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });

  it.each(variants)('reads %s as the contract does', (_, value) => {
    expect(webVerdict(userAnswer, value)).toEqual(verdict(userSchema, value));
  });

  it('reads the second step as the contract does', () => {
    for (const value of [
      { mfa: 'verify', challenge: 'c' },
      { mfa: 'enrol', challenge: 'c', extra: 1 },
      { mfa: 'sms', challenge: 'c' },
      { mfa: 'verify' },
    ])
      expect(webVerdict(secondStepAnswer, value)).toEqual(verdict(secondStepSchema, value));
    expect(Object.keys(secondStepAnswer.fields)).toEqual(Object.keys(secondStepSchema.shape));
  });
});
