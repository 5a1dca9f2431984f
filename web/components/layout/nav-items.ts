import type { Role } from '../../../modules/identity/contract';
import type { IconName } from './icons';

// The side menu of spec 01 §2, exactly, per role.

interface NavItem {
  to: NavPath;
  label: string;
  icon: IconName;
}

type NavPath =
  | '/admin'
  | '/admin/packages'
  | '/admin/clients'
  | '/admin/partners'
  | '/admin/meetings'
  | '/admin/kundenkartei'
  | '/admin/audit'
  | '/admin/payments'
  | '/admin/settings'
  | '/admin/invoices'
  | '/partner'
  | '/partner/clients'
  | '/partner/meetings'
  | '/partner/coordination'
  | '/partner/availability'
  | '/dashboard'
  | '/package'
  | '/meetings'
  | '/partners'
  | '/invoices';

export const navItemsByRole: Record<Role, NavItem[]> = {
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
};

/** Dashboards are matched exactly; other entries also light up on their sub-pages. */
export function isExactOnly(to: NavPath): boolean {
  return to === '/admin' || to === '/partner' || to === '/dashboard';
}
