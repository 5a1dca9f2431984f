import { createFileRoute } from '@tanstack/react-router';
import { PartnerDashboard } from '../../../features/dashboards/components/PartnerDashboard';
import { NextAppointmentCard } from '../../../features/meetings/components/NextAppointmentCard';

export const Route = createFileRoute('/_app/_partner/partner/')({
  component: () => (
    <PartnerDashboard>
      <NextAppointmentCard />
    </PartnerDashboard>
  ),
});
