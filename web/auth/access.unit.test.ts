import { describe, expect, it } from 'vitest';
import { canAccess, homePathFor } from './access';

describe('route access', () => {
  it('nobody signed in passes no guard', () => {
    expect(['signedIn', 'partner', 'admin'].map((a) => canAccess(null, a as 'admin'))).toEqual([false, false, false]);
  });

  it('a client passes only the signed-in guard', () => {
    const user = { role: 'user' as const };
    expect([canAccess(user, 'signedIn'), canAccess(user, 'partner'), canAccess(user, 'admin')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a partner passes signed-in and partner guards', () => {
    const user = { role: 'partner' as const };
    expect([canAccess(user, 'signedIn'), canAccess(user, 'partner'), canAccess(user, 'admin')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('an admin passes every guard', () => {
    const user = { role: 'admin' as const };
    expect([canAccess(user, 'signedIn'), canAccess(user, 'partner'), canAccess(user, 'admin')]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('sends each role to its home', () => {
    expect([homePathFor('admin'), homePathFor('partner'), homePathFor('user')]).toEqual([
      '/admin',
      '/partner',
      '/dashboard',
    ]);
  });
});
