import { useNavigate } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useLogout } from '../../auth/use-logout';
import * as styles from './UserMenu.css';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The button's id (it names the popup) and the menu's (the button controls it). */
  triggerId: string;
  menuId: string;
  email: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Which item takes the focus on opening. */
  focus: 'first' | 'last';
}

/** The menu's entries; `onAction` says what each does. */
const entries = [
  { id: 'account', label: 'Konto verwalten' },
  { id: 'logout', label: 'Abmelden' },
];

/** The user menu's popup: account settings and sign-out (loaded lazily by UserMenu). */
export default function UserMenuPopover({ triggerRef, triggerId, menuId, email, isOpen, onOpenChange, focus }: Props) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Popover
      triggerRef={triggerRef}
      aria-labelledby={triggerId}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className={styles.popover}
    >
      <div className={styles.menuHeader}>{email}</div>
      <Menu
        id={menuId}
        className={styles.menu}
        aria-label="Benutzermenü"
        autoFocus={focus}
        onClose={() => onOpenChange(false)}
        onAction={(key) => {
          if (key === 'account') void navigate({ to: '/account-settings' });
          if (key === 'logout') void logout();
        }}
      >
        {entries.map((entry) => (
          <MenuItem key={entry.id} id={entry.id} className={styles.menuItem}>
            {entry.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
