// The side menu the tests expect (unit and e2e): spec 01 §2, 'Side menu (collapsible)', as the spec
// writes its table, then the portal's own screens the spec does not list, per role.

type Role = 'admin' | 'partner' | 'user';

export const specSideMenu = {
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

/** The labels of the portal's own screens, after the spec's entries. */
export const portalSideMenu: Record<Role, readonly string[]> = {
  admin: [
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
  ],
  partner: [
    'Fortschritt',
    'Notizen',
    'Aufgaben',
    'Dateien',
    'Nachrichten',
    'Verfügbarkeit',
    'Abrechnung',
    'Mein Profil',
  ],
  user: ['Fortschritt', 'Notizen', 'Aufgaben', 'Dateien', 'Nachrichten', 'Rechnungen'],
};

/** Every label of the role's side menu, in order. */
export const sideMenuLabels = (role: Role): string[] => [
  ...specSideMenu[role].map(([, label]) => label),
  ...portalSideMenu[role],
];
