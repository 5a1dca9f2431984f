import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Role } from '../../../modules/identity/contract';
import { Button as UIButton } from '../ui/Button';
import { Icon } from './icons';
import type { MenuCounts } from './SideNav';
import * as styles from './AppLayout.css';

// The drawer (modal, focus trap) loads when first opened: on a desktop it never is.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** On phones the side menu becomes a drawer behind a menu button. */
export function MobileMenu({ role, counts }: { role: Role; counts: MenuCounts }) {
  // Open on the page it was opened on: a navigation closes it (no effect setting state after the render).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  const open = openOn === pathname;

  return (
    <>
      <span className={styles.phoneOnly}>
        <UIButton
          variant="ghost"
          iconOnly
          aria-label="Menü öffnen"
          onPress={() => {
            setOpened(true);
            setOpenOn(pathname);
          }}
        >
          <Icon name="menu" />
        </UIButton>
      </span>
      {opened && (
        <Suspense fallback={null}>
          <MobileDrawer
            role={role}
            counts={counts}
            isOpen={open}
            onOpenChange={(isOpen) => setOpenOn(isOpen ? pathname : null)}
          />
        </Suspense>
      )}
    </>
  );
}
