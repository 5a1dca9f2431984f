import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { partnerStatsQuery } from '../api/dashboards';
import { useSessionUser } from '../../../auth/use-session';
import { formatMeetingWhen, PlanMeetingDialog } from '../../meetings';
import { Card } from '../../../components/ui/Card';
import { ButtonLink } from '../../../components/ui/Link';
import { Page } from '../../../components/ui/Page';
import { formatHours1 } from '../../../../lib/german/format';
import { StatGrid, StatTileLink } from '../../../components/ui/StatTile';
import * as styles from './Dashboard.css';
import { DividedList } from '../../../components/ui/DividedList';

/**
 * /partner 'Willkommen, {name}' (falls back to Accelerator): four stat cards with hours to 1
 * decimal, quick actions, meetings to finish. `children`: the next-appointment card.
 */
export function PartnerDashboard({ children }: { children?: ReactNode }) {
  const name = useSessionUser()?.name.trim() || 'Accelerator';
  // Loaded by the route; a failed load shows zeros (spec) and one toast (the query's meta).
  const s = useQuery(partnerStatsQuery).data;
  const figure = (n: number | undefined) => n ?? 0;
  const toFinish = s?.recentRequests ?? [];

  return (
    <Page title={`Willkommen, ${name}`} subtitle="Ihre Klienten und Termine auf einen Blick.">
      <StatGrid>
        <StatTileLink to="/partner/clients" label="Meine Klienten" value={figure(s?.totalClients)} />
        <StatTileLink
          to="/partner/meetings"
          label="Anstehende Termine"
          value={figure(s?.upcomingAppointments)}
          hint={s ? `${formatHours1(s.hoursPlanned)} Std. geplant` : undefined}
        />
        <StatTileLink
          to="/partner/meetings"
          search={{ tab: 'completed' }}
          label="Abgeschlossene Termine"
          value={figure(s?.completedAppointments)}
          hint={s ? `${formatHours1(s.hoursCompleted)} Std. geleistet` : undefined}
        />
        <StatTileLink
          to="/partner/meetings"
          label="Abzuschließen"
          value={figure(s?.pendingRequests)}
          hint={s ? `von ${s.totalAppointments} Terminen insgesamt` : undefined}
        />
      </StatGrid>
      <nav className={styles.quick} aria-label="Schnellzugriff">
        <PlanMeetingDialog />
        <ButtonLink to="/partner/clients" variant="secondary">
          Klientenliste
        </ButtonLink>
        <ButtonLink to="/progress" variant="secondary">
          Fortschritt der Klienten
        </ButtonLink>
      </nav>
      <div className={styles.columns}>
        {children}
        <Card
          title="Meetings abschließen"
          subtitle="Vergangene Termine, die noch eine Zusammenfassung brauchen."
          testId="meetings-to-finish"
        >
          {toFinish.length === 0 ? (
            <p className={styles.empty}>Nichts offen.</p>
          ) : (
            <DividedList aria-label="Abzuschließende Meetings">
              {toFinish.map((m) => (
                <li key={m.id} className={styles.row}>
                  <span className={styles.strong}>{m.clientName}</span>
                  <span className={styles.muted}>{formatMeetingWhen(m)}</span>
                </li>
              ))}
            </DividedList>
          )}
          <div>
            <ButtonLink to="/partner/meetings" variant="secondary">
              Zu den Meetings
            </ButtonLink>
          </div>
        </Card>
      </div>
    </Page>
  );
}
