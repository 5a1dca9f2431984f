import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/use-session';
import { NextAppointmentCard } from '../../features/meetings/components/NextAppointmentCard';
import { MilestonesProgressCard } from '../../features/milestones/components/MilestonesProgressCard';
import { DashboardPackageCard } from '../../features/packages/components/DashboardPackageCard';
import { Page } from '../../components/ui/Page';

export const Route = createFileRoute('/_app/dashboard')({
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
