import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import * as styles from './MeetingsPage.css';

/** The inline state of a list that could not be loaded, with a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.stack}>
      <Notice tone="error">{message}</Notice>
      <div>
        <Button variant="secondary" onPress={onRetry}>Erneut versuchen</Button>
      </div>
    </div>
  );
}
