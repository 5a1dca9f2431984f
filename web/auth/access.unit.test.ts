import { describe, expect, it } from 'vitest';
import { canAccess, equivalentOf, homePathFor } from './access';

describe('route access', () => {
  it('nobody signed in passes no guard', () => {
    expect(['signedIn', 'partner', 'admin'].map((a) => canAccess(null, a as 'admin'))).toEqual([false, false, false]);
  });

  it.each([
    ['a client passes only the signed-in guard', 'user', [true, false, false]],
    ['a partner passes signed-in and partner guards', 'partner', [true, true, false]],
    ['an admin passes every guard', 'admin', [true, true, true]],
  ] as const)('%s', (_name, role, passes) => {
    const user = { role };
    expect([canAccess(user, 'signedIn'), canAccess(user, 'partner'), canAccess(user, 'admin')]).toEqual(passes);
  });

  it('sends each role to its home', () => {
    expect([homePathFor('admin'), homePathFor('partner'), homePathFor('user')]).toEqual([
      '/admin',
      '/partner',
      '/dashboard',
    ]);
  });

  it("sends partners and admins from a client's page to their own", () => {
    expect(equivalentOf('/meetings', 'user')).toBeNull();
    expect(equivalentOf('/meetings', 'partner')).toBe('/partner/meetings');
    expect(equivalentOf('/meetings', 'admin')).toBe('/admin/meetings');
    expect(equivalentOf('/package', 'admin')).toBe('/admin/packages');
    expect(equivalentOf('/package', 'partner')).toBe('/partner/clients');
  });

  it('sends partners and admins from the client dashboard to the dashboard of their role', () => {
    expect(equivalentOf('/dashboard', 'user')).toBeNull();
    expect(equivalentOf('/dashboard', 'partner')).toBe('/partner');
    expect(equivalentOf('/dashboard', 'admin')).toBe('/admin');
  });
});
