import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/use-session';
import { myMeetingsQuery } from '../../features/meetings/api/meetings-history';
import { myMilestonesQuery } from '../../features/milestones/api/milestones';
import { myPackageQuery } from '../../features/packages/api/packages';
import { NextAppointmentCard } from '../../features/meetings/components/NextAppointmentCard';
import { MilestonesProgressCard } from '../../features/milestones/components/MilestonesProgressCard';
import { DashboardPackageCard } from '../../features/packages/components/DashboardPackageCard';
import { Page } from '../../components/ui/Page';
import { settledLoads } from '../../lib/route-data';

export const Route = createFileRoute('/_app/dashboard')({
  // Three cards, each saying itself when its data does not load; waited for, so none moves the
  // others when it fills in.
  loader: ({ context: { queryClient } }) =>
    settledLoads(
      queryClient.ensureQueryData(myPackageQuery),
      queryClient.ensureQueryData(myMeetingsQuery),
      queryClient.ensureQueryData(myMilestonesQuery),
    ),
  component: ClientDashboard,
});

/** 'Willkommen, {name}' (falls back to Klient): a simple stack of cards (spec 02 §2). */
function ClientDashboard() {
  const name = useSessionUser()?.name.trim() || 'Klient';
  return (
    <Page title={`Willkommen, ${name}`}>
      <DashboardPackageCard />
      <NextAppointmentCard />
      <MilestonesProgressCard />
    </Page>
  );
}
