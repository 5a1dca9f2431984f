import { createFileRoute } from '@tanstack/react-router';
import { sendToOwnEquivalent } from '../../auth/guards';
import { useSessionUser } from '../../auth/use-session';
import { myMeetingsQuery, NextAppointmentCard } from '../../features/meetings';
import { MilestonesProgressCard, myMilestonesQuery } from '../../features/milestones';
import { DashboardPackageCard, myPackageQuery } from '../../features/packages';
import { Page } from '../../components/ui/Page';
import { settledLoads } from '../../lib/route-data';

export const Route = createFileRoute('/_app/dashboard')({
  // The client's dashboard: a partner or an admin is sent to their own (web/auth/access.ts).
  beforeLoad: ({ context }) => sendToOwnEquivalent(context.queryClient, '/dashboard'),
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
