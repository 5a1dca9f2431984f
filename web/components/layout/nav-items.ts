import type { Role } from '../../../modules/identity/contract';
import type { IconName } from './icons';

// The side menu per role: the entries of spec 01 §2's table, in its order, then the portal's
// own screens that the spec's table does not list (progress, notes, tasks, invoices, payments,
// reports, audit, settings, availability), so the spec's entries keep their places.

/** One entry; `to` must be a route of the app (the Link checks it). */
interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

/** Spec 01 §2, 'Side menu (collapsible)', row by row. */
export const specEntries = {
  admin: [
    { to: '/admin', label: 'Dashboard', icon: 'dashboard' },
    { to: '/admin/packages', label: 'Pakete', icon: 'package' },
    { to: '/admin/clients', label: 'Klienten', icon: 'clients' },
    { to: '/admin/partners', label: 'Acceleratoren', icon: 'people' },
    { to: '/admin/meetings', label: 'Meetings', icon: 'calendar' },
    { to: '/admin/kundenkartei', label: 'KundenKartei', icon: 'archive' },
  ],
  partner: [
    { to: '/partner', label: 'Dashboard', icon: 'dashboard' },
    { to: '/partner/clients', label: 'Klienten', icon: 'clients' },
    { to: '/partner/meetings', label: 'Termine', icon: 'calendar' },
    { to: '/partner/coordination', label: 'Koordination', icon: 'coordination' },
  ],
  user: [
    { to: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
    { to: '/package', label: 'Mein Paket', icon: 'package' },
    { to: '/meetings', label: 'Termine', icon: 'calendar' },
    { to: '/partners', label: 'Acceleratoren', icon: 'people' },
  ],
} as const satisfies Record<Role, readonly NavItem[]>;

// /progress ('Fortschritt', spec 02 §2) is open to every role (spec 01 §2) and serves each: a
// client's own milestones, a partner's clients' plans, the admin's template. It stands first among
// the portal's entries: coaching before the office's screens.
const progress = { to: '/progress', label: 'Fortschritt', icon: 'progress' } as const;
/** What is kept between sessions (issue 33), for every role: each picks a client, a client is one. */
const betweenSessions = [
  { to: '/notes', label: 'Notizen', icon: 'note' },
  { to: '/tasks', label: 'Aufgaben', icon: 'task' },
  { to: '/files', label: 'Dateien', icon: 'folder' },
  { to: '/messages', label: 'Nachrichten', icon: 'message' },
] as const;

/** Screens of later issues, beyond the spec's table. */
export const portalEntries = {
  admin: [
    progress,
    ...betweenSessions,
    { to: '/admin/invoices', label: 'Rechnungen', icon: 'invoice' },
    { to: '/admin/payments', label: 'Zahlungen', icon: 'payments' },
    { to: '/admin/sepa', label: 'Lastschrift', icon: 'payments' },
    { to: '/admin/fees', label: 'Honorare', icon: 'invoice' },
    { to: '/admin/reports', label: 'Auswertungen', icon: 'chart' },
    { to: '/admin/audit', label: 'Audit', icon: 'audit' },
    { to: '/admin/settings', label: 'Einstellungen', icon: 'settings' },
  ],
  partner: [
    progress,
    ...betweenSessions,
    { to: '/partner/availability', label: 'Verfügbarkeit', icon: 'clock' },
    { to: '/partner/billing', label: 'Abrechnung', icon: 'invoice' },
    { to: '/partner/profile', label: 'Mein Profil', icon: 'people' },
  ],
  user: [progress, ...betweenSessions, { to: '/invoices', label: 'Rechnungen', icon: 'invoice' }],
} as const satisfies Record<Role, readonly NavItem[]>;

export const navItemsByRole = {
  admin: [...specEntries.admin, ...portalEntries.admin],
  partner: [...specEntries.partner, ...portalEntries.partner],
  user: [...specEntries.user, ...portalEntries.user],
} as const;

type NavPath = (typeof navItemsByRole)[Role][number]['to'];

/** Dashboards are matched exactly; other entries also light up on their sub-pages. */
export function isExactOnly(to: NavPath): boolean {
  return to === '/admin' || to === '/partner' || to === '/dashboard';
}
