import { createFileRoute } from '@tanstack/react-router';
import { PartnersAdminPage, type PartnersAdminTab } from '../../../features/partners/components/admin/PartnersAdminPage';

interface PartnersAdminSearch {
  tab?: 'admins';
}

export const Route = createFileRoute('/_app/_admin/admin/partners/')({
  // 'partners' is the default tab and stays out of the URL.
  validateSearch: (search: Record<string, unknown>): PartnersAdminSearch => (search.tab === 'admins' ? { tab: 'admins' } : {}),
  component: function PartnersAdminRoute() {
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    const select = (next: PartnersAdminTab) => void navigate({ search: next === 'admins' ? { tab: 'admins' } : {}, replace: true });
    return <PartnersAdminPage tab={tab ?? 'partners'} onTab={select} />;
  },
});
