import type { ClientsSummary } from '../../rules/clients-summary';
import { formatHoursStd } from '../../../../../lib/german/format';
import { StatGrid, StatTile } from '../../../../components/ui/StatTile';

/** The summary tiles above the client list. */
export function ClientsSummaryTiles({ summary }: { summary: ClientsSummary }) {
  const tiles = [
    { label: 'Kunden', value: String(summary.clients) },
    { label: 'Pakete', value: String(summary.packages) },
    { label: 'Zugeteilte Stunden', value: formatHoursStd(summary.totalHours) },
    { label: 'Verbleibende Stunden', value: formatHoursStd(summary.remainingHours) },
  ];
  return (
    <StatGrid as="dl">
      {tiles.map((t) => (
        <StatTile key={t.label} size="md" tone="quiet" valueFirst label={t.label} value={t.value} />
      ))}
    </StatGrid>
  );
}
