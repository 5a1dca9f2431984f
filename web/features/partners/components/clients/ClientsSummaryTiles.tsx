import type { ClientsSummary } from '../../rules/clients-summary';
import { formatHours } from '../../rules/clients-summary';
import * as styles from './PartnerClients.css';

/** The summary tiles above the client list. */
export function ClientsSummaryTiles({ summary }: { summary: ClientsSummary }) {
  const tiles = [
    { label: 'Kunden', value: String(summary.clients) },
    { label: 'Pakete', value: String(summary.packages) },
    { label: 'Zugeteilte Stunden', value: formatHours(summary.totalHours) },
    { label: 'Verbleibende Stunden', value: formatHours(summary.remainingHours) },
  ];
  return (
    <dl className={styles.tiles}>
      {tiles.map((t) => (
        <div key={t.label} className={styles.tile}>
          <dt className={styles.tileLabel}>{t.label}</dt>
          <dd className={styles.tileValue}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}
