import { createFileRoute } from '@tanstack/react-router';
import { partnerStatsQuery } from '../../../features/dashboards/api/dashboards';
import { PartnerDashboard } from '../../../features/dashboards/components/PartnerDashboard';
import { myMeetingsQuery } from '../../../features/meetings/api/meetings-history';
import { NextAppointmentCard } from '../../../features/meetings/components/NextAppointmentCard';
import { settledLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_partner/partner/')({
  // The tiles fall back to zero (spec 02 §7); the next-appointment card fails on its own, but is
  // waited for: on a phone it stands above the meetings to finish and would push them down.
  loader: ({ context: { queryClient } }) =>
    settledLoads(queryClient.ensureQueryData(partnerStatsQuery), queryClient.ensureQueryData(myMeetingsQuery)),
  component: () => (
    <PartnerDashboard>
      <NextAppointmentCard />
    </PartnerDashboard>
  ),
});
