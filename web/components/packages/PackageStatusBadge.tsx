import { clientStatusLabel, statusTone } from './format';
import * as styles from './MyPackage.css';

/** The client's status label and colour (spec 02 §4: active 'Aktiv' in green). */
export function PackageStatusBadge({ status }: { status: string | null }) {
  return (
    <span className={styles.badge[statusTone(status)]} data-testid="package-status" data-status={status ?? ''}>
      <span className={styles.dot} aria-hidden="true" />
      {clientStatusLabel(status)}
    </span>
  );
}
