import type { ClientsSummary } from '../../rules/clients-summary';
import { formatHours } from '../../rules/clients-summary';
import { StatGrid, StatTile } from '../../../../components/ui/StatTile';

/** The summary tiles above the client list. */
export function ClientsSummaryTiles({ summary }: { summary: ClientsSummary }) {
  const tiles = [
    { label: 'Kunden', value: String(summary.clients) },
    { label: 'Pakete', value: String(summary.packages) },
    { label: 'Zugeteilte Stunden', value: formatHours(summary.totalHours) },
    { label: 'Verbleibende Stunden', value: formatHours(summary.remainingHours) },
  ];
  return (
    <StatGrid as="dl">
      {tiles.map((t) => (
        <StatTile key={t.label} size="md" tone="quiet" valueFirst label={t.label} value={t.value} />
      ))}
    </StatGrid>
  );
}
