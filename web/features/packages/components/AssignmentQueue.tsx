import type { ReactNode } from 'react';
import type { PendingAssignment } from '../../../../modules/packages/contract';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { adminPriceLabel } from '../rules/format';
import * as styles from './AdminPackages.css';
import { DividedList } from '../../../components/ui/DividedList';

interface Props {
  label: string;
  items: PendingAssignment[];
  action: (item: PendingAssignment) => ReactNode;
}

/** Offered packages: client and e-mail, package, hours, price or 'Custom', created date, an action. */
export function AssignmentList({ label, items, action }: Props) {
  return (
    <DividedList aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.row}>
          <div className={styles.cell}>
            <span className={styles.primary}>{item.clientName}</span>
            <span className={styles.secondary}>{item.clientEmail}</span>
          </div>
          <div className={styles.cell}>
            <span className={styles.primary}>{item.packageName}</span>
            <span className={styles.secondary}>
              {formatHours(item.totalHours)} Stunden · {adminPriceLabel(item.price)}
            </span>
          </div>
          <div className={styles.dateCell}>
            <span className={styles.secondary}>Erstellt am</span>
            <span>{formatDate(item.createdAt)}</span>
          </div>
          <div className={styles.action}>{action(item)}</div>
        </li>
      ))}
    </DividedList>
  );
}
