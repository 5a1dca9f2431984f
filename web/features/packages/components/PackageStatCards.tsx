import { useQuery } from '@tanstack/react-query';
import { packageStatsQuery } from '../api/packages';
import { StatGrid, StatTile } from '../../../components/ui/StatTile';

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
    <StatGrid as="ul" twoBelowLaptop aria-label="Kennzahlen">
      {cards.map((card) => (
        <StatTile
          key={card.key}
          size="md"
          valueFirst
          label={card.label}
          value={data ? data[card.pick] : '–'}
          testId={`stat-${card.key}`}
        />
      ))}
    </StatGrid>
  );
}
