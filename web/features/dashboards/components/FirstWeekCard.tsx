import type { FirstWeekClient } from '../../../../modules/dashboards/contract';
import { formatDate } from '../../../../lib/german/format';
import { ClientRowsCard, type ClientRow } from './ClientRowsCard';
import * as styles from './Dashboard.css';

function firstWeekRow(c: FirstWeekClient): ClientRow {
  return {
    key: c.id,
    clientId: c.id,
    clientName: c.name,
    aside: <span className={styles.time}>{formatDate(c.activatedAt)}</span>,
    detail: c.packageName,
  };
}

/** Clients whose package was activated in the last 7 days: the ones to welcome personally. */
export function FirstWeekCard({ clients }: { clients: FirstWeekClient[] }) {
  return (
    <ClientRowsCard
      title="Neu in dieser Woche"
      subtitle="Pakete, die in den letzten 7 Tagen aktiviert wurden."
      testId="first-week-clients"
      empty="Keine neuen Klienten in den letzten 7 Tagen."
      listLabel="Neue Klienten"
      rows={clients.map(firstWeekRow)}
    />
  );
}
