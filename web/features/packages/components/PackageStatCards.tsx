import { useQuery } from '@tanstack/react-query';
import { packageStatsQuery } from '../api/packages';
import * as styles from './AdminPackages.css';

const cards = [
  { key: 'active', label: 'Aktive Pakete', pick: 'activePackages' },
  { key: 'ready', label: 'Bereit zur Aktivierung', pick: 'pendingActivations' },
  { key: 'waiting', label: 'Warten auf Annahme', pick: 'pendingAcceptances' },
  { key: 'without-package', label: 'Klienten ohne Paket', pick: 'clientsWithoutPackage' },
] as const;

/** The four counts of /admin/packages; 'Bereit zur Aktivierung' counts accepted packages (spec 02 §2). */
export function PackageStatCards() {
  const { data } = useQuery(packageStatsQuery);
  return (
    <ul className={styles.stats} aria-label="Kennzahlen">
      {cards.map((card) => (
        <li key={card.key} className={styles.stat} data-testid={`stat-${card.key}`}>
          <span className={styles.statValue}>{data ? data[card.pick] : '–'}</span>
          <span className={styles.statLabel}>{card.label}</span>
        </li>
      ))}
    </ul>
  );
}
