import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../auth/use-session';
import { NextAppointmentCard } from '../../components/meetings/NextAppointmentCard';
import { MilestonesProgressCard } from '../../components/milestones/MilestonesProgressCard';
import { DashboardPackageCard } from '../../components/packages/DashboardPackageCard';
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
