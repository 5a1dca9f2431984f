import { createFileRoute } from '@tanstack/react-router';
import { partnerStatsQuery } from '../../../features/dashboards/api/dashboards';
import { PartnerDashboard } from '../../../features/dashboards/components/PartnerDashboard';
import { myMeetingsQuery } from '../../../features/meetings/api/meetings-history';
import { NextAppointmentCard } from '../../../features/meetings/components/NextAppointmentCard';
import { settledLoads, startLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_partner/partner/')({
  // The tiles fall back to zero (spec 02 §7); the next-appointment card waits and fails on its own.
  loader: ({ context: { queryClient } }) => {
    startLoads(queryClient.ensureQueryData(myMeetingsQuery));
    return settledLoads(queryClient.ensureQueryData(partnerStatsQuery));
  },
  component: () => (
    <PartnerDashboard>
      <NextAppointmentCard />
    </PartnerDashboard>
  ),
});
