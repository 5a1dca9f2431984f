import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('MFA_REQUIRED_ROLES', () => {
  it('unset: nobody must (scripts and tests sign in with a password)', () => {
    expect(loadConfig({}, {}).MFA_REQUIRED_ROLES).toEqual([]);
  });
  it('a comma-separated list of roles', () => {
    expect(loadConfig({}, { MFA_REQUIRED_ROLES: 'admin' }).MFA_REQUIRED_ROLES).toEqual(['admin']);
    expect(loadConfig({}, { MFA_REQUIRED_ROLES: ' admin , partner ' }).MFA_REQUIRED_ROLES).toEqual([
      'admin',
      'partner',
    ]);
  });
  it('an unknown role stops the start with a German message', () => {
    expect(() => loadConfig({}, { MFA_REQUIRED_ROLES: 'admin,root' })).toThrow(
      /Ungültige Konfiguration:\n {2}MFA_REQUIRED_ROLES.*erlaubt: admin, partner, user/,
    );
  });
});
