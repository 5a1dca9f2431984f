import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { DividedList } from '../../../components/ui/DividedList';
import { ClientDetailsLink } from '../../../components/ui/Link';
import * as styles from './Dashboard.css';

export interface ClientRow {
  key: string;
  clientId: string;
  clientName: string;
  /** Beside the client's name, e.g. a status or a date. */
  aside: ReactNode;
  /** Below the name; nothing when null. */
  detail: ReactNode;
  testId?: string;
}

interface ClientRowsCardProps {
  title: string;
  subtitle: string;
  testId: string;
  /** Shown instead of the list when no client is in it. */
  empty: string;
  listLabel: string;
  rows: ClientRow[];
  /** Above the list: e.g. how many there are of each kind. */
  summary?: ReactNode;
  /** Below the list: e.g. a pager. */
  footer?: ReactNode;
}

/** An admin dashboard card listing clients, each linked to the client's page. */
export function ClientRowsCard({
  title,
  subtitle,
  testId,
  empty,
  listLabel,
  rows,
  summary,
  footer,
}: ClientRowsCardProps) {
  return (
    <Card title={title} subtitle={subtitle} testId={testId}>
      {summary}
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <DividedList aria-label={listLabel}>
          {rows.map((row) => (
            <li key={row.key} className={styles.row} data-testid={row.testId}>
              <div className={styles.rowHead}>
                <ClientDetailsLink clientId={row.clientId} name={row.clientName} />
                {row.aside}
              </div>
              {row.detail ? <span className={styles.muted}>{row.detail}</span> : null}
            </li>
          ))}
        </DividedList>
      )}
      {footer}
    </Card>
  );
}
