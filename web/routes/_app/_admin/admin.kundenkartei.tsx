import { createFileRoute } from '@tanstack/react-router';
import { archiveMessages } from '../../../../modules/archive/contract';
import { RouteLoadError } from '../../../components/errors/LoadError';
import { archiveQuery } from '../../../features/archive/api/archive';
import { KundenKarteiPage } from '../../../features/archive/components/KundenKarteiPage';

export const Route = createFileRoute('/_app/_admin/admin/kundenkartei')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(archiveQuery),
  errorComponent: (props) => <RouteLoadError {...props} title="KundenKartei" message={archiveMessages.loadFailed} />,
  component: KundenKarteiPage,
});
