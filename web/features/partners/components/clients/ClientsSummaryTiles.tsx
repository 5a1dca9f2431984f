import type { ClientsSummary } from '../../rules/clients-summary';
import { formatHoursStd } from '../../../../../lib/german/format';
import * as styles from './PartnerClients.css';

/** The summary tiles above the client list. */
export function ClientsSummaryTiles({ summary }: { summary: ClientsSummary }) {
  const tiles = [
    { label: 'Kunden', value: String(summary.clients) },
    { label: 'Pakete', value: String(summary.packages) },
    { label: 'Zugeteilte Stunden', value: formatHoursStd(summary.totalHours) },
    { label: 'Verbleibende Stunden', value: formatHoursStd(summary.remainingHours) },
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
