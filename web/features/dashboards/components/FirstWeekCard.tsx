import type { FirstWeekClient } from '../../../../modules/dashboards/contract';
import { formatDate } from '../../../../lib/german/format';
import { Card } from '../../../components/ui/Card';
import { TextLink } from '../../../components/ui/Link';
import * as styles from './Dashboard.css';
import { DividedList } from '../../../components/ui/DividedList';

/** Clients whose package was activated in the last 7 days: the ones to welcome personally. */
export function FirstWeekCard({ clients }: { clients: FirstWeekClient[] }) {
  return (
    <Card
      title="Neu in dieser Woche"
      subtitle="Pakete, die in den letzten 7 Tagen aktiviert wurden."
      testId="first-week-clients"
    >
      {clients.length === 0 ? (
        <p className={styles.empty}>Keine neuen Klienten in den letzten 7 Tagen.</p>
      ) : (
        <DividedList aria-label="Neue Klienten">
          {clients.map((c) => (
            <li key={c.id} className={styles.row}>
              <div className={styles.rowHead}>
                <TextLink to="/admin/clients/$clientId" params={{ clientId: c.id }}>
                  {c.name}
                </TextLink>
                <span className={styles.time}>{formatDate(c.activatedAt)}</span>
              </div>
              <span className={styles.muted}>{c.packageName}</span>
            </li>
          ))}
        </DividedList>
      )}
    </Card>
  );
}
