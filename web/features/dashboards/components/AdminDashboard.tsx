import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminStatsQuery, firstWeekClientsQuery, recentActivitiesQuery } from '../api/dashboards';
import { useLoadErrorToast } from '../../meetings/components/use-load-error-toast';
import { ButtonLink } from '../../../components/ui/Link';
import { Page } from '../../../components/ui/Page';
import { ActivityFeed } from './ActivityFeed';
import { AttentionCard } from './AttentionCard';
import { FirstWeekCard } from './FirstWeekCard';
import { StatGrid, StatTileLink } from '../../../components/ui/StatTile';
import * as styles from './Dashboard.css';

export const dashboardLoadFailed = 'Die Dashboard-Daten konnten nicht geladen werden.';

/**
 * /admin 'Willkommen zurück!': the four tiles and quick buttons of spec 02 §2, what needs
 * attention, new clients, recent activity. Live by pushes on ['dashboard']; on error zeros (spec).
 * `children` are cards other screens mount here (the questionnaire requests).
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const stats = useQuery(adminStatsQuery);
  const activities = useQuery(recentActivitiesQuery);
  const firstWeek = useQuery(firstWeekClientsQuery);
  useLoadErrorToast(stats.isError, dashboardLoadFailed);
  const s = stats.data;
  const figure = (n: number | undefined) => (stats.isPending ? '…' : (n ?? 0));

  return (
    <Page title="Willkommen zurück!" subtitle="Pakete, Klienten und Meetings auf einen Blick.">
      <StatGrid>
        <StatTileLink to="/admin/packages" label="Aktive Pakete" value={figure(s?.activePackages)} />
        <StatTileLink to="/admin/packages" label="Bereit zur Aktivierung" value={figure(s?.readyForActivation)} hint="vom Klienten angenommen" />
        <StatTileLink to="/admin/clients" label="Gesamte Klienten" value={figure(s?.totalClients)} />
        <StatTileLink to="/admin/meetings" label="Diesen Monat" value={figure(s?.scheduledMeetings)} hint="geplante Meetings" />
      </StatGrid>
      <nav className={styles.quick} aria-label="Schnellzugriff">
        <ButtonLink to="/admin/packages">Paket erstellen</ButtonLink>
        <ButtonLink to="/admin/clients" variant="secondary">Klienten verwalten</ButtonLink>
        <ButtonLink to="/admin/meetings" variant="secondary">Meetings anzeigen</ButtonLink>
        <ButtonLink to="/admin/partners" variant="secondary">Acceleratoren verwalten</ButtonLink>
      </nav>
      <div className={styles.columns}>
        <AttentionCard items={s?.attention ?? []} />
        <FirstWeekCard clients={firstWeek.data ?? []} />
      </div>
      {children}
      <ActivityFeed activities={activities.data ?? []} isError={activities.isError} />
    </Page>
  );
}
