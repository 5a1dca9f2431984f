import { createFileRoute } from '@tanstack/react-router';
import { berlinMonthOf } from '../../../../lib/german/time';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { PartnerBillingPage, previewQuery, statementsQuery } from '../../../features/fees';

const title = 'Abrechnung';

// The Accelerator's own statements (issue 35, item 8); the billing data card loads on its own.
export const Route = createFileRoute('/_app/_partner/partner/billing')({
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient.ensureQueryData(statementsQuery({ partnerId: user.id })),
      queryClient.ensureQueryData(previewQuery(user.id, berlinMonthOf(new Date()))),
    ]),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message="Ihre Abrechnungen konnten nicht geladen werden." />
  ),
  component: function PartnerBillingRoute() {
    const { user } = Route.useRouteContext();
    return (
      <Page title={title} subtitle="Ihre Stunden, Monatsabrechnungen und Gutschriften.">
        <PartnerBillingPage partnerId={user.id} name={user.name} />
      </Page>
    );
  },
});
