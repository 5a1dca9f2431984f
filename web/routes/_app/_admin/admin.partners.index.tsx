import { createFileRoute } from '@tanstack/react-router';
import { adminsQuery } from '../../../features/admins';
import {
  partnerAccountsQuery,
  PartnersAdminPage,
  type PartnersAdminTab,
  partnersQuery,
} from '../../../features/partners';
import { startLoads } from '../../../lib/route-data';

interface PartnersAdminSearch {
  tab?: 'admins';
}

export const Route = createFileRoute('/_app/_admin/admin/partners/')({
  // 'partners' is the default tab and stays out of the URL.
  validateSearch: (search: Record<string, unknown>): PartnersAdminSearch =>
    search.tab === 'admins' ? { tab: 'admins' } : {},
  // Both tabs' lists, so switching shows them at once; each tab waits and fails on its own.
  loader: ({ context: { queryClient } }) =>
    startLoads(
      queryClient.ensureQueryData(partnerAccountsQuery),
      queryClient.ensureQueryData(partnersQuery),
      queryClient.ensureQueryData(adminsQuery),
    ),
  component: function PartnersAdminRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    const select = (next: PartnersAdminTab) =>
      void navigate({ search: next === 'admins' ? { tab: 'admins' } : {}, replace: true });
    return <PartnersAdminPage tab={tab ?? 'partners'} onTab={select} />;
  },
});
