import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { schedulingScreenMessages } from '../../../../modules/scheduling/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { AvailabilityEditor, availabilityQuery, BusyCalendarsCard } from '../../../features/scheduling';

const title = 'Verfügbarkeit';

export const Route = createFileRoute('/_app/_partner/partner/availability')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(availabilityQuery),
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={schedulingScreenMessages.loadFailed} />,
  component: PartnerAvailability,
});

function PartnerAvailability() {
  const { data } = useSuspenseQuery(availabilityQuery);
  return (
    <Page title={title} subtitle="Wann Klienten Termine bei Ihnen buchen können.">
      <AvailabilityEditor saved={data} />
      <BusyCalendarsCard />
    </Page>
  );
}
