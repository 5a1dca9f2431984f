import { useNavigate } from '@tanstack/react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { roleLabels, type User } from '../../../modules/identity/contract';
import { useLogout } from '../../auth/use-logout';
import { icons } from './icons';
import * as styles from './UserMenu.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <MenuTrigger>
      <Button className={styles.trigger} aria-label={`Benutzermenü: ${user.name}`}>
        <span className={styles.avatar} aria-hidden="true">{initials(user.name)}</span>
        <span className={styles.who}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.role}>{roleLabels[user.role]}</span>
        </span>
        <icons.chevronDown />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <div className={styles.menuHeader}>{user.email}</div>
        <Menu
          className={styles.menu}
          aria-label="Benutzermenü"
          onAction={(key) => {
            if (key === 'account') void navigate({ to: '/account-settings' });
            if (key === 'logout') void logout();
          }}
        >
          <MenuItem id="account" className={styles.menuItem}>Konto verwalten</MenuItem>
          <MenuItem id="logout" className={styles.menuItem}>Abmelden</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
