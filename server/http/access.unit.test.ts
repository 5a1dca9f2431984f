import { describe, expect, it } from 'vitest';
import { isOwnerOrAdmin } from './access';

describe('isOwnerOrAdmin', () => {
  const client = { id: 'c1', role: 'user' as const };

  it("lets an admin see anyone's", () => {
    expect(isOwnerOrAdmin({ id: 'a1', role: 'admin' }, 'c1')).toBe(true);
  });

  it('lets anyone else see only what is their own, among all its owners', () => {
    expect(isOwnerOrAdmin(client, 'c1')).toBe(true);
    expect(isOwnerOrAdmin(client, 'p1', 'c1')).toBe(true);
    expect(isOwnerOrAdmin(client, 'c2')).toBe(false);
    expect(isOwnerOrAdmin({ id: 'p1', role: 'partner' }, 'c1')).toBe(false);
  });
});
