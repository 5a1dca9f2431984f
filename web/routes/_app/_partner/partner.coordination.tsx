import { createFileRoute } from '@tanstack/react-router';
import { CoordinationView } from '../../../features/meetings/components/CoordinationView';
import { Page } from '../../../components/ui/Page';

interface CoordinationSearch {
  client?: string;
}

export const Route = createFileRoute('/_app/_partner/partner/coordination')({
  // The chosen client is in the URL, so a reload or a shared link keeps it.
  validateSearch: (search: Record<string, unknown>): CoordinationSearch => (typeof search.client === 'string' && search.client ? { client: search.client } : {}),
  component: Coordination,
});

function Coordination() {
  const { client } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title="Acceleratoren-Koordination" subtitle="Die Meetings eines Klienten mit allen Acceleratoren.">
      <CoordinationView clientId={client} onClientChange={(id) => void navigate({ search: id ? { client: id } : {}, replace: true })} />
    </Page>
  );
}
