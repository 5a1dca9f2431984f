import { useQuery } from '@tanstack/react-query';
import { userDashboardQuery } from '../api/dashboards';
import { Card } from '../../../components/ui/Card';
import { UsageChart } from './UsageChart';

/** /package: the client's hours per month of the current package; nothing before it starts. */
export function PackageUsageChart() {
  const query = useQuery(userDashboardQuery);
  const up = query.data?.activePackage?.userPackage;
  if (!up?.activatedAt) return null;
  return (
    <Card title="Stunden pro Monat" subtitle="Abgeschlossene Meetings Ihres Pakets, nach Monat." testId="package-usage">
      <UsageChart
        usage={query.data?.usageByMonth ?? []}
        from={up.activatedAt}
        to={up.endedAt ?? up.expiresAt}
        title="Genutzte Stunden pro Monat"
        hideTitle
      />
    </Card>
  );
}
