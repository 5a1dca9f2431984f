import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { paymentSettingsQuery, PaymentsPage, proposalsQuery } from '../../../features/payments';

const title = 'Zahlungen';

export const Route = createFileRoute('/_app/_admin/admin/payments')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(proposalsQuery()), queryClient.ensureQueryData(paymentSettingsQuery)]),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message="Die Zahlungen konnten nicht geladen werden." />
  ),
  component: () => (
    <Page title={title} subtitle="Kontoauszüge abgleichen und Zahlungen auf Rechnungen buchen.">
      <PaymentsPage />
    </Page>
  ),
});
