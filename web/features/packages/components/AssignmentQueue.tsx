import type { ReactNode } from 'react';
import type { PendingAssignment } from '../../../../modules/packages/contract';
import { formatDate, hoursText } from '../../../../lib/german/format';
import { adminPriceLabel } from '../rules/format';
import * as styles from './AdminPackages.css';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';

/** The two queues of offered packages on /admin/packages (spec 02 §2); the title also names the list. */
const queues = {
  ready: {
    title: 'Bereit zur Aktivierung',
    subtitle: 'Vom Klienten angenommen: nach Zahlungseingang aktivieren.',
    testId: 'ready-for-activation',
    empty: 'Derzeit wartet kein angenommenes Paket auf die Aktivierung.',
  },
  waiting: {
    title: 'Warten auf Annahme',
    subtitle: 'Angeboten, vom Klienten noch nicht angenommen.',
    testId: 'awaiting-acceptance',
    empty: 'Derzeit wartet kein Angebot auf die Annahme.',
  },
};

interface Props {
  queue: keyof typeof queues;
  items: PendingAssignment[];
  action: (item: PendingAssignment) => ReactNode;
}

/** One queue of offered packages, as a card: its offers, or a line saying there are none. */
export function AssignmentQueue({ queue, items, action }: Props) {
  const { title, subtitle, testId, empty } = queues[queue];
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
              {hoursText(item.totalHours)} · {adminPriceLabel(item.price)}
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
