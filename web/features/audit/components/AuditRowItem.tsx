import { Button as RACButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import type { AuditEntity, AuditRow } from '../../../../modules/audit/contract';
import { Button } from '../../../components/ui/Button';
import { LineIcon } from '../../../components/ui/LineIcon';
import { concernsText, meetingIdOf, packageIdOf, rawEvent } from '../rules/audit-rows';
import * as styles from './Audit.css';

export interface AuditRowActions {
  /** Opens the package's 'Verlauf' (history and as-of view). */
  onPackageHistory?: (userPackageId: string) => void;
  /** Narrows the log to the package or meeting of this row. */
  onFocusEntity?: (entity: AuditEntity, id: string) => void;
}

/** One event in German; the trigger expands the raw event as JSON text. */
export function AuditRowItem({ row, onPackageHistory, onFocusEntity }: { row: AuditRow } & AuditRowActions) {
  const packageId = packageIdOf(row);
  const meetingId = meetingIdOf(row);
  const concerns = concernsText(row.concerns);
  return (
    <li className={styles.row} data-testid="audit-row">
      <Disclosure>
        <div className={styles.rowHead}>
          <RACButton slot="trigger" className={styles.trigger}>
            <LineIcon className={styles.chevron} size={14} strokeWidth={2} rounded={false}>
              <path d="m9 6 6 6-6 6" />
            </LineIcon>
            <span className={styles.rowText}>
              <span data-testid="audit-text">{row.text}</span>
              {concerns ? (
                <span className={styles.rowConcerns} data-testid="audit-concerns">
                  {concerns}
                </span>
              ) : null}
              {/* The raw type ('PackageOffered') is in the expanded event; the line stays German. */}
              <span className={styles.rowMeta}>Ereignis Nr. {row.position}</span>
            </span>
          </RACButton>
          <div className={styles.rowActions}>
            {packageId && onPackageHistory ? (
              <Button variant="secondary" onPress={() => onPackageHistory(packageId)}>
                Verlauf
              </Button>
            ) : null}
            {packageId && onFocusEntity ? (
              <Button variant="ghost" onPress={() => onFocusEntity('package', packageId)}>
                Nur dieses Paket
              </Button>
            ) : null}
            {meetingId && onFocusEntity ? (
              <Button variant="ghost" onPress={() => onFocusEntity('meeting', meetingId)}>
                Nur dieses Meeting
              </Button>
            ) : null}
          </div>
        </div>
        <DisclosurePanel>
          <pre className={styles.raw} data-testid="audit-raw">
            {rawEvent(row)}
          </pre>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
