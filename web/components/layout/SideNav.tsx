import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import type { Role } from '../../../modules/identity/contract';
import { NameTooltip } from '../ui/Tooltip';
import { Icon } from './icons';
import { isExactOnly, navItemsByRole } from './nav-items';
import * as styles from './SideNav.css';

const NavAnchor = forwardRef<HTMLAnchorElement, Omit<RACLinkProps, 'className'>>(function NavAnchor(props, ref) {
  return <RACLink ref={ref} {...props} className={styles.item} />;
});
const NavLink = createLink(NavAnchor);

interface SideNavProps {
  role: Role;
  /** Icons only: each entry keeps its name as aria-label and shows it as a tooltip. */
  collapsed?: boolean;
}

export function SideNav({ role, collapsed = false }: SideNavProps) {
  return (
    <nav aria-label="Hauptmenü" className={styles.nav}>
      <ul className={styles.list}>
        {navItemsByRole[role].map((item) => (
          <li key={item.to}>
            <NameTooltip label={item.label} show={collapsed}>
              <NavLink
                to={item.to}
                activeOptions={{ exact: isExactOnly(item.to) }}
                aria-label={collapsed ? item.label : undefined}
              >
                <Icon name={item.icon} />
                <span className={styles.label}>{item.label}</span>
              </NavLink>
            </NameTooltip>
          </li>
        ))}
      </ul>
    </nav>
  );
}
