import { createFileRoute } from '@tanstack/react-router';
import { ProgressPage } from '../../features/milestones/components/ProgressPage';

interface ProgressSearch {
  client?: string;
}

export const Route = createFileRoute('/_app/progress')({
  // Partners and admins: the client whose plan is shown stays in the URL (reload, shared link).
  validateSearch: (search: Record<string, unknown>): ProgressSearch => (typeof search.client === 'string' && search.client ? { client: search.client } : {}),
  component: Progress,
});

function Progress() {
  const { client } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProgressPage clientId={client} onClientChange={(id) => void navigate({ search: id ? { client: id } : {}, replace: true })} />;
}
