import { createFileRoute } from '@tanstack/react-router';
import { PartnerDashboard, partnerStatsQuery } from '../../../features/dashboards';
import { myMeetingsQuery, NextAppointmentCard } from '../../../features/meetings';
import { OverdueTasksCard, overdueTasksQuery } from '../../../features/tasks';
import { settledLoads } from '../../../lib/route-data';

export const Route = createFileRoute('/_app/_partner/partner/')({
  // The tiles fall back to zero (spec 02 §7); the next-appointment and overdue cards fail on their
  // own, but are waited for: on a phone they stand above the meetings to finish and would push them down.
  loader: ({ context: { queryClient } }) =>
    settledLoads(
      queryClient.ensureQueryData(partnerStatsQuery),
      queryClient.ensureQueryData(myMeetingsQuery),
      queryClient.ensureQueryData(overdueTasksQuery),
    ),
  component: () => (
    <PartnerDashboard>
      <NextAppointmentCard />
      <OverdueTasksCard />
    </PartnerDashboard>
  ),
});
