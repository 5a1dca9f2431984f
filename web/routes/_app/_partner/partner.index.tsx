import { createFileRoute } from '@tanstack/react-router';
import { PartnerDashboard } from '../../../components/dashboards/PartnerDashboard';
import { NextAppointmentCard } from '../../../components/meetings/NextAppointmentCard';

export const Route = createFileRoute('/_app/_partner/partner/')({
  component: () => (
    <PartnerDashboard>
      <NextAppointmentCard />
    </PartnerDashboard>
  ),
});
