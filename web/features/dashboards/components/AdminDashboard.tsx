import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminStatsQuery, firstWeekClientsQuery } from '../api/dashboards';
import { ButtonLink } from '../../../components/ui/Link';
import { Page } from '../../../components/ui/Page';
import { ActivityFeed } from './ActivityFeed';
import { AttentionCard } from './AttentionCard';
import { FirstWeekCard } from './FirstWeekCard';
import { StatGrid, StatTileLink } from '../../../components/ui/StatTile';
import * as styles from './Dashboard.css';

/**
 * /admin 'Willkommen zurück!': the four tiles and quick buttons of spec 02 §2, what needs
 * attention, new clients, recent activity. Live by pushes on ['dashboard']. The route has loaded
 * the data; what failed shows as zero or empty (spec), with one toast (the query's meta).
 * `children` are cards other screens mount here (the questionnaire requests).
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const s = useQuery(adminStatsQuery).data;
  const firstWeek = useQuery(firstWeekClientsQuery).data ?? [];
  const figure = (n: number | undefined) => n ?? 0;

  return (
    <Page title="Willkommen zurück!" subtitle="Pakete, Klienten und Meetings auf einen Blick.">
      <StatGrid>
        <StatTileLink to="/admin/packages" label="Aktive Pakete" value={figure(s?.activePackages)} />
        <StatTileLink
          to="/admin/packages"
          label="Bereit zur Aktivierung"
          value={figure(s?.readyForActivation)}
          hint="vom Klienten angenommen"
        />
        <StatTileLink to="/admin/clients" label="Gesamte Klienten" value={figure(s?.totalClients)} />
        <StatTileLink
          to="/admin/meetings"
          label="Diesen Monat"
          value={figure(s?.scheduledMeetings)}
          hint="geplante Meetings"
        />
      </StatGrid>
      <nav className={styles.quick} aria-label="Schnellzugriff">
        <ButtonLink to="/admin/packages">Paket erstellen</ButtonLink>
        <ButtonLink to="/admin/clients" variant="secondary">
          Klienten verwalten
        </ButtonLink>
        <ButtonLink to="/admin/meetings" variant="secondary">
          Meetings anzeigen
        </ButtonLink>
        <ButtonLink to="/admin/partners" variant="secondary">
          Acceleratoren verwalten
        </ButtonLink>
      </nav>
      <div className={styles.columns}>
        <AttentionCard items={s?.attention ?? []} />
        <FirstWeekCard clients={firstWeek} />
      </div>
      {children}
      <ActivityFeed />
    </Page>
  );
}
