import { Button } from '../../../components/ui/Button';
import { Notice } from '../../../components/ui/Notice';
import * as styles from './PartnerProfile.css';

/** An inline "could not load" with a retry (the spec's texts come from the caller). */
export function LoadProblem({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.stack}>
      <Notice tone="error">{message}</Notice>
      {onRetry ? (
        <div>
          <Button variant="secondary" onPress={onRetry}>Erneut versuchen</Button>
        </div>
      ) : null}
    </div>
  );
}
