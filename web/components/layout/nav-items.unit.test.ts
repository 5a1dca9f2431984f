import { describe, expect, it } from 'vitest';
import { navItemsByRole, portalEntries, specEntries } from './nav-items';
// The spec's table and the portal's own screens: testing/side-menu.ts (the e2e roles spec reads it too).
import { portalSideMenu, specSideMenu } from './testing/side-menu';

const roles = ['admin', 'partner', 'user'] as const;
const pairs = (items: readonly { to: string; label: string }[]) => items.map((i) => [i.to, i.label]);

describe('side menu entries (issue 32: the code says what it does)', () => {
  it("holds the spec's table, in its order, per role", () => {
    for (const role of roles) expect(pairs(specEntries[role])).toEqual(specSideMenu[role]);
  });
  it("shows the spec's entries first, then the portal's own screens the spec does not list", () => {
    for (const role of roles) {
      expect(navItemsByRole[role]).toEqual([...specEntries[role], ...portalEntries[role]]);
      const specPaths = new Set<string>(specSideMenu[role].map(([to]) => to));
      expect(portalEntries[role].filter((e) => specPaths.has(e.to))).toEqual([]);
      expect(pairs(portalEntries[role]).map(([, label]) => label)).toEqual(portalSideMenu[role]);
    }
  });
  it('leads every role to /progress, the page open to all of them (spec 01 §2), as Fortschritt', () => {
    for (const role of roles)
      expect(navItemsByRole[role].filter((e) => e.to === '/progress')).toEqual([
        { to: '/progress', label: 'Fortschritt', icon: 'progress' },
      ]);
  });
});
