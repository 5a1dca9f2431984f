import { createFileRoute } from '@tanstack/react-router';
import { sepaMessages } from '../../../../modules/sepa/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { Page } from '../../../components/ui/Page';
import { collectionsQuery, CollectionsPage } from '../../../features/sepa';

const title = 'Lastschrift';

export const Route = createFileRoute('/_app/_admin/admin/sepa')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(collectionsQuery),
  errorComponent: (props) => <RouteLoadError {...props} title={title} message={sepaMessages.loadFailed} />,
  component: () => (
    <Page title={title} subtitle="SEPA-Lastschrifteinzüge erstellen und als Datei bei der Bank einreichen.">
      <CollectionsPage />
    </Page>
  ),
});
