import { createFileRoute } from '@tanstack/react-router';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { AdminFeesPage, statementsQuery } from '../../../features/fees';
import { partnerAccountsQuery } from '../../../features/partners';

const title = 'Honorare';

export const Route = createFileRoute('/_app/_admin/admin/fees')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(statementsQuery()), queryClient.ensureQueryData(partnerAccountsQuery)]),
  errorComponent: (props) => (
    <RouteLoadError {...props} title={title} message="Die Honorarabrechnungen konnten nicht geladen werden." />
  ),
  component: () => (
    <Page
      title={title}
      subtitle="Die Monatsabrechnungen der Acceleratoren: Einwände klären, Gutschriften ausstellen und auszahlen."
    >
      <AdminFeesPage />
    </Page>
  ),
});
