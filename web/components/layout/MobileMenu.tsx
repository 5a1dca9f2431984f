import { useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { Role } from '../../../modules/identity/contract';
import { useAppConfig } from '../../api/use-config';
import { Button as UIButton } from '../ui/Button';
import { BrandMark } from './BrandMark';
import { icons } from './icons';
import { SideNav } from './SideNav';
import * as styles from './AppLayout.css';

/** On phones the side menu becomes a drawer behind a menu button. */
export function MobileMenu({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const { productName } = useAppConfig();
  const pathname = useLocation({ select: (l) => l.pathname });
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <span className={styles.phoneOnly}>
        <UIButton variant="ghost" iconOnly aria-label="Menü öffnen" onPress={() => setOpen(true)}>
          <icons.menu />
        </UIButton>
      </span>
      <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className={styles.overlay}>
        <Modal className={styles.drawer}>
          <Dialog aria-label="Menü" className={styles.drawerDialog}>
            <div className={styles.drawerHeader}>
              <span className={styles.drawerBrand}>
                <BrandMark />
                {productName}
              </span>
              <Button slot="close" aria-label="Menü schließen" className={styles.closeButton}>
                <icons.close />
              </Button>
            </div>
            <SideNav role={role} />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
