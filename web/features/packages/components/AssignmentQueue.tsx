import type { ReactNode } from 'react';
import type { PendingAssignment } from '../../../../modules/packages/contract';
import { formatDate, formatHours } from '../../../../lib/german/format';
import { adminPriceLabel } from '../rules/format';
import * as styles from './AdminPackages.css';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';

interface Props {
  /** The card's title, which also names the list for assistive tech. */
  title: string;
  subtitle: string;
  testId: string;
  /** What the card says while no offer is in this queue. */
  empty: string;
  items: PendingAssignment[];
  action: (item: PendingAssignment) => ReactNode;
}

/** One queue of offered packages on /admin/packages, as a card: its offers, or a line saying there are none. */
export function AssignmentQueue({ title, subtitle, testId, empty, items, action }: Props) {
  return (
    <Card title={title} subtitle={subtitle} testId={testId}>
      {items.length === 0 ? (
        <p className={styles.secondary}>{empty}</p>
      ) : (
        <AssignmentList label={title} items={items} action={action} />
      )}
    </Card>
  );
}

/** Offered packages: client and e-mail, package, hours, price or 'Custom', created date, an action. */
function AssignmentList({ label, items, action }: Pick<Props, 'items' | 'action'> & { label: string }) {
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
