import { describe, expect, it } from 'vitest';
import { navItemsByRole, portalEntries, specEntries } from './nav-items';

// Spec 01 §2, 'Side menu (collapsible)': the table as the spec writes it.
const specTable = {
  admin: [
    ['/admin', 'Dashboard'],
    ['/admin/packages', 'Pakete'],
    ['/admin/clients', 'Klienten'],
    ['/admin/partners', 'Acceleratoren'],
    ['/admin/meetings', 'Meetings'],
    ['/admin/kundenkartei', 'KundenKartei'],
  ],
  partner: [
    ['/partner', 'Dashboard'],
    ['/partner/clients', 'Klienten'],
    ['/partner/meetings', 'Termine'],
    ['/partner/coordination', 'Koordination'],
  ],
  user: [
    ['/dashboard', 'Dashboard'],
    ['/package', 'Mein Paket'],
    ['/meetings', 'Termine'],
    ['/partners', 'Acceleratoren'],
  ],
} as const;

const roles = ['admin', 'partner', 'user'] as const;
const pairs = (items: readonly { to: string; label: string }[]) => items.map((i) => [i.to, i.label]);

describe('side menu entries (issue 32: the code says what it does)', () => {
  it("holds the spec's table, in its order, per role", () => {
    for (const role of roles) expect(pairs(specEntries[role])).toEqual(specTable[role]);
  });
  it("shows the spec's entries first, then the portal's own screens the spec does not list", () => {
    for (const role of roles) {
      expect(navItemsByRole[role]).toEqual([...specEntries[role], ...portalEntries[role]]);
      const specPaths = new Set<string>(specTable[role].map(([to]) => to));
      expect(portalEntries[role].filter((e) => specPaths.has(e.to))).toEqual([]);
    }
    expect(pairs(portalEntries.admin).map(([, label]) => label)).toEqual([
      'Fortschritt',
      'Notizen',
      'Aufgaben',
      'Dateien',
      'Nachrichten',
      'Rechnungen',
      'Zahlungen',
      'Lastschrift',
      'Honorare',
      'Auswertungen',
      'Audit',
      'Einstellungen',
    ]);
    expect(pairs(portalEntries.partner).map(([, label]) => label)).toEqual([
      'Fortschritt',
      'Notizen',
      'Aufgaben',
      'Dateien',
      'Nachrichten',
      'Verfügbarkeit',
      'Abrechnung',
      'Mein Profil',
    ]);
    expect(pairs(portalEntries.user).map(([, label]) => label)).toEqual([
      'Fortschritt',
      'Notizen',
      'Aufgaben',
      'Dateien',
      'Nachrichten',
      'Rechnungen',
    ]);
  });
  it('leads every role to /progress, the page open to all of them (spec 01 §2), as Fortschritt', () => {
    for (const role of roles)
      expect(navItemsByRole[role].filter((e) => e.to === '/progress')).toEqual([
        { to: '/progress', label: 'Fortschritt', icon: 'progress' },
      ]);
  });
});
