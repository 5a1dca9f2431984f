import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminStatsQuery, firstWeekClientsQuery } from '../api/dashboards';
import { ButtonLink } from '../../../components/ui/Link';
import { Page } from '../../../components/ui/Page';
import { ActivityFeed } from './ActivityFeed';
import { AttentionCard } from './AttentionCard';
import { FirstWeekCard } from './FirstWeekCard';
import { StatGrid, StatTileLink } from '../../../components/ui/StatTile';
import type { AdminStats } from '../../../../modules/dashboards/contract';
import { AdminQuickLinks } from '../../../components/layout/AdminQuickLinks';
import * as styles from './Dashboard.css';

/** The stats that are a plain number. */
type Figure = { [K in keyof AdminStats]: AdminStats[K] extends number ? K : never }[keyof AdminStats];

// The four tiles of spec 02 §2: each figure leads to its screen.
const tiles: {
  to: '/admin/packages' | '/admin/clients' | '/admin/meetings';
  label: string;
  stat: Figure;
  hint?: string;
}[] = [
  { to: '/admin/packages', label: 'Aktive Pakete', stat: 'activePackages' },
  {
    to: '/admin/packages',
    label: 'Bereit zur Aktivierung',
    stat: 'readyForActivation',
    hint: 'vom Klienten angenommen',
  },
  { to: '/admin/clients', label: 'Gesamte Klienten', stat: 'totalClients' },
  { to: '/admin/meetings', label: 'Diesen Monat', stat: 'scheduledMeetings', hint: 'geplante Meetings' },
];

/**
 * /admin 'Willkommen zurück!': the four tiles and quick buttons of spec 02 §2, what needs
 * attention, new clients, recent activity. Live by the pushes that make ['dashboard'] stale. The route has loaded
 * the data; what failed shows as zero or empty (spec), with one toast (the query's meta).
 * `children` are cards other screens mount here (the questionnaire requests).
 */
export function AdminDashboard({ children }: { children?: ReactNode }) {
  const s = useQuery(adminStatsQuery).data;
  const firstWeek = useQuery(firstWeekClientsQuery).data ?? [];

  return (
    <Page title="Willkommen zurück!" subtitle="Pakete, Klienten und Meetings auf einen Blick.">
      <StatGrid>
        {tiles.map((t) => (
          <StatTileLink key={t.label} to={t.to} label={t.label} value={s?.[t.stat] ?? 0} hint={t.hint} />
        ))}
      </StatGrid>
      <nav className={styles.quick} aria-label="Schnellzugriff">
        <ButtonLink to="/admin/packages" search={{ create: true }}>
          Paket erstellen
        </ButtonLink>
        <AdminQuickLinks />
        <ButtonLink to="/admin/partners" variant="secondary">
          Acceleratoren verwalten
        </ButtonLink>
      </nav>
      <div className={styles.columns}>
        <AttentionCard stats={s} />
        <FirstWeekCard clients={firstWeek} />
      </div>
      {children}
      <ActivityFeed />
    </Page>
  );
}
