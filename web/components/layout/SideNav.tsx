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

/** How many new things wait behind a menu entry (unread messages), by its path; none shows no count. */
export type MenuCounts = Partial<Record<string, number>>;

interface SideNavProps {
  role: Role;
  counts?: MenuCounts;
  /** Icons only: each entry keeps its name as aria-label and shows it as a tooltip. */
  collapsed?: boolean;
}

export function SideNav({ role, collapsed = false, counts = {} }: SideNavProps) {
  return (
    <nav aria-label="Hauptmenü" className={styles.nav}>
      <ul className={styles.list}>
        {navItemsByRole[role].map((item) => {
          const count = counts[item.to] ?? 0;
          // The count is part of the entry's name, so a screen reader hears it too.
          const name = count > 0 ? `${item.label}, ${count} neu` : item.label;
          return (
            <li key={item.to}>
              <NameTooltip label={name} show={collapsed}>
                <NavLink
                  to={item.to}
                  activeOptions={{ exact: isExactOnly(item.to) }}
                  aria-label={collapsed || count > 0 ? name : undefined}
                >
                  <Icon name={item.icon} />
                  <span className={styles.label}>{item.label}</span>
                  {count > 0 ? (
                    <span className={styles.count} aria-hidden="true" data-testid="menu-count">
                      {count > 99 ? '99+' : count}
                    </span>
                  ) : null}
                </NavLink>
              </NameTooltip>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
