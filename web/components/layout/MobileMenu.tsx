import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Role } from '../../../modules/identity/contract';
import { Button as UIButton } from '../ui/Button';
import { Icon } from './icons';
import * as styles from './AppLayout.css';

// The drawer (modal, focus trap) loads when first opened: on a desktop it never is.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** On phones the side menu becomes a drawer behind a menu button. */
export function MobileMenu({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const pathname = useLocation({ select: (l) => l.pathname });
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <span className={styles.phoneOnly}>
        <UIButton
          variant="ghost"
          iconOnly
          aria-label="Menü öffnen"
          onPress={() => {
            setOpened(true);
            setOpen(true);
          }}
        >
          <Icon name="menu" />
        </UIButton>
      </span>
      {opened && (
        <Suspense fallback={null}>
          <MobileDrawer role={role} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
