import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { roleLabels, type User } from '../../../modules/identity/contract';
import { Icon } from './icons';
import * as styles from './UserMenu.css';

// The menu (popover, collection, focus handling) loads on the first hover, focus or press of the
// button: every signed-in page shows the button, few open the menu.
const UserMenuPopover = lazy(() => import('./UserMenuPopover'));

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

export function UserMenu({ user }: { user: User }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<'first' | 'last'>('first');
  const want = () => setWanted(true);
  const openAt = (item: 'first' | 'last') => {
    want();
    setFocus(item);
    setOpen(true);
  };
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        className={styles.trigger}
        aria-label={`Benutzermenü: ${user.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onHoverStart={want}
        onFocus={want}
        onPress={() => openAt('first')}
        // As a menu button does: arrow down opens on the first item, arrow up on the last.
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') openAt(e.key === 'ArrowUp' ? 'last' : 'first');
          else e.continuePropagation();
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.name)}
        </span>
        <span className={styles.who}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.role}>{roleLabels[user.role]}</span>
        </span>
        <Icon name="chevronDown" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <UserMenuPopover
            triggerRef={triggerRef}
            triggerId={triggerId}
            menuId={menuId}
            email={user.email}
            isOpen={open}
            onOpenChange={setOpen}
            focus={focus}
          />
        </Suspense>
      )}
    </>
  );
}
