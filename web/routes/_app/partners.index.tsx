import { createFileRoute } from '@tanstack/react-router';
import { partnerMessages } from '../../../modules/partners/contract';
import { RouteLoadError } from '../../components/errors/LoadError';
import { myPackageQuery } from '../../features/packages';
import { PartnerDirectoryPage, partnersQuery } from '../../features/partners';
import { settledLoads } from '../../lib/route-data';

export const Route = createFileRoute('/_app/partners/')({
  // A client's own partners come first; without their package the directory is just not sorted.
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient.ensureQueryData(partnersQuery),
      settledLoads(user.role === 'user' ? queryClient.ensureQueryData(myPackageQuery) : null),
    ]),
  errorComponent: (props) => <RouteLoadError {...props} title="Acceleratoren" message={partnerMessages.loadFailed} />,
  component: PartnerDirectoryPage,
});
