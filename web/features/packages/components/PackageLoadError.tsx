import { packageMessages } from '../../../../modules/packages/contract';
import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import * as styles from './MyPackage.css';

/** 'Fehler beim Laden der Paketinformationen' with a retry button (spec 02 §8). */
export function PackageLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div className={styles.errorBox}>
      <Notice tone="error">{packageMessages.loadError}</Notice>
      <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>Erneut versuchen</Button>
    </div>
  );
}
