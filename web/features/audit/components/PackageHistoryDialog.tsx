import { ModalDialog } from '../../../components/ui/ModalDialog';
import { HistoryList } from './HistoryList';
import { PackageAsOfView } from './PackageAsOfView';
import * as styles from './Audit.css';

/** A package's 'Verlauf': the as-of view on top, its events below. */
export function PackageHistoryDialog({
  userPackageId,
  onClose,
}: {
  userPackageId: string | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      title="Verlauf des Pakets"
      subtitle={userPackageId ? `Paket ${userPackageId}` : undefined}
      size="lg"
      isOpen={userPackageId !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {userPackageId ? (
        <div className={styles.section}>
          <PackageAsOfView userPackageId={userPackageId} />
          <h3 className={styles.sectionTitle}>Ereignisse</h3>
          <HistoryList entity="package" entityId={userPackageId} />
        </div>
      ) : null}
    </ModalDialog>
  );
}
