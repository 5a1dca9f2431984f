import type { Role } from '../../../modules/identity/contract';
import type { IconName } from './icons';

// The side menu of spec 01 §2, exactly, per role.

/** One entry; `to` must be a route of the app (the Link checks it). */
interface NavItem {
  to: string;
  label: string;
  icon: IconName;
}

export const navItemsByRole = {
  admin: [
    { to: '/admin', label: 'Dashboard', icon: 'dashboard' },
    { to: '/admin/packages', label: 'Pakete', icon: 'package' },
    { to: '/admin/clients', label: 'Klienten', icon: 'clients' },
    { to: '/admin/partners', label: 'Acceleratoren', icon: 'people' },
    { to: '/admin/meetings', label: 'Meetings', icon: 'calendar' },
    { to: '/admin/kundenkartei', label: 'KundenKartei', icon: 'archive' },
    { to: '/admin/invoices', label: 'Rechnungen', icon: 'invoice' },
    { to: '/admin/payments', label: 'Zahlungen', icon: 'payments' },
    { to: '/admin/audit', label: 'Audit', icon: 'audit' },
    { to: '/admin/settings', label: 'Einstellungen', icon: 'settings' },
  ],
  partner: [
    { to: '/partner', label: 'Dashboard', icon: 'dashboard' },
    { to: '/partner/clients', label: 'Klienten', icon: 'clients' },
    { to: '/partner/meetings', label: 'Termine', icon: 'calendar' },
    { to: '/partner/coordination', label: 'Koordination', icon: 'coordination' },
    { to: '/partner/availability', label: 'Verfügbarkeit', icon: 'clock' },
  ],
  user: [
    { to: '/dashboard', label: 'Dashboard', icon: 'dashboard' },
    { to: '/package', label: 'Mein Paket', icon: 'package' },
    { to: '/meetings', label: 'Termine', icon: 'calendar' },
    { to: '/partners', label: 'Acceleratoren', icon: 'people' },
    { to: '/invoices', label: 'Rechnungen', icon: 'invoice' },
  ],
} as const satisfies Record<Role, readonly NavItem[]>;

type NavPath = (typeof navItemsByRole)[Role][number]['to'];

/** Dashboards are matched exactly; other entries also light up on their sub-pages. */
export function isExactOnly(to: NavPath): boolean {
  return to === '/admin' || to === '/partner' || to === '/dashboard';
}
