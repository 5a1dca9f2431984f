import { Button, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { Role } from '../../../modules/identity/contract';
import { useAppConfig } from '../../api/use-config';
import { BrandMark } from './BrandMark';
import { Icon } from './icons';
import { SideNav, type MenuCounts } from './SideNav';
import * as styles from './AppLayout.css';

interface Props {
  role: Role;
  counts: MenuCounts;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone drawer with the side menu (loaded lazily by MobileMenu). */
export default function MobileDrawer({ role, counts, isOpen, onOpenChange }: Props) {
  const { productName } = useAppConfig();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog aria-label="Menü" className={styles.drawerDialog}>
          <div className={styles.drawerHeader}>
            <span className={styles.drawerBrand}>
              <BrandMark />
              {productName}
            </span>
            <Button slot="close" aria-label="Menü schließen" className={styles.closeButton}>
              <Icon name="close" />
            </Button>
          </div>
          <SideNav role={role} counts={counts} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
