import { createFileRoute } from '@tanstack/react-router';
import { PartnerDashboard, partnerStatsQuery } from '../../../features/dashboards';
import { myMeetingsQuery, NextAppointmentCard } from '../../../features/meetings';
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
